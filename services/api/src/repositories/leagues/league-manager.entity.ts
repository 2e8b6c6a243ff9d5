import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member who runs a league main: grade 1 has every right, grade 5 the game records, others their role flags. */
@Entity('league_manager')
@Index('IDX_league_manager_user_id', ['userId'])
export class LeagueManager {
  @PrimaryColumn({ name: 'main_id', type: 'int' })
  mainId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'int', default: 1 })
  grade!: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  memo!: string | null;

  // The role flags (LEAGUE_MANAGER_ROLES); the spec's JSON text is made only at the API boundary.
  @Column({ name: 'role_league_team', type: 'boolean', default: false })
  roleLeagueTeam!: boolean;

  @Column({ name: 'role_team_player', type: 'boolean', default: false })
  roleTeamPlayer!: boolean;

  @Column({ name: 'role_league_schedule', type: 'boolean', default: false })
  roleLeagueSchedule!: boolean;

  @Column({ name: 'role_league_game', type: 'boolean', default: false })
  roleLeagueGame!: boolean;

  @Column({ name: 'role_manage_board', type: 'boolean', default: false })
  roleManageBoard!: boolean;

  @Column({ name: 'role_create_board', type: 'boolean', default: false })
  roleCreateBoard!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
