import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A member allowed into a team's staff portal (/team/admin/{teamId}). */
@Entity('team_manager')
@Index('IDX_team_manager_user_id', ['userId'])
export class TeamManager {
  @PrimaryColumn({ name: 'team_id', type: 'int' })
  teamId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
