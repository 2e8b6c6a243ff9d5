import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Ground } from '../grounds/ground.entity';
import { League } from '../leagues/league.entity';
import { Team } from '../teams/team.entity';

/**
 * A schedule item (the spec's gameId is this row's id). It belongs to its host league
 * (leagueId). A side flagged interleague is a guest from another league of the season, named
 * in visitTeamLeagueId / homeTeamLeagueId; those ids are null when the side is not interleague.
 */
@Entity('schedule')
@Index('IDX_schedule_league_time', ['leagueId', 'scheduleTime'])
@Index('IDX_schedule_visit_team_time', ['visitTeamId', 'scheduleTime'])
@Index('IDX_schedule_home_team_time', ['homeTeamId', 'scheduleTime'])
@Index('IDX_schedule_visit_team_league', ['visitTeamLeagueId'])
@Index('IDX_schedule_home_team_league', ['homeTeamLeagueId'])
export class Schedule {
  @PrimaryGeneratedColumn({ name: 'game_id' })
  gameId!: number;

  @Column({ name: 'league_id', type: 'int' })
  leagueId!: number;

  @ManyToOne(() => League, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'league_id', foreignKeyConstraintName: 'FK_schedule_league_id' })
  league?: League;

  @Column({ name: 'game_name', type: 'varchar', length: 50, nullable: true })
  gameName!: string | null;

  /** Stored in UTC; shown in Asia/Seoul. */
  @Column({ name: 'schedule_time', type: 'datetime' })
  scheduleTime!: Date;

  @Column({ name: 'ground_id', type: 'int', nullable: true })
  groundId!: number | null;

  @ManyToOne(() => Ground, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ground_id', foreignKeyConstraintName: 'FK_schedule_ground_id' })
  ground?: Ground | null;

  /** The scorer (기록원): user.user_id. */
  @Column({ name: 'writer_id', type: 'int', nullable: true })
  writerId!: number | null;

  /** null: team not decided yet (팀 미정). */
  @Column({ name: 'visit_team_id', type: 'int', nullable: true })
  visitTeamId!: number | null;

  @ManyToOne(() => Team)
  @JoinColumn({ name: 'visit_team_id', foreignKeyConstraintName: 'FK_schedule_visit_team_id' })
  visitTeam?: Team | null;

  @Column({ name: 'home_team_id', type: 'int', nullable: true })
  homeTeamId!: number | null;

  @ManyToOne(() => Team)
  @JoinColumn({ name: 'home_team_id', foreignKeyConstraintName: 'FK_schedule_home_team_id' })
  homeTeam?: Team | null;

  @Column({ name: 'visit_team_interleague', type: 'boolean', default: false })
  visitTeamInterleague!: boolean;

  @Column({ name: 'home_team_interleague', type: 'boolean', default: false })
  homeTeamInterleague!: boolean;

  /** The guest's own league when visitTeamInterleague, else null. */
  @Column({ name: 'visit_team_league_id', type: 'int', nullable: true })
  visitTeamLeagueId!: number | null;

  @ManyToOne(() => League, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'visit_team_league_id', foreignKeyConstraintName: 'FK_schedule_visit_team_league_id' })
  visitTeamLeague?: League | null;

  @Column({ name: 'home_team_league_id', type: 'int', nullable: true })
  homeTeamLeagueId!: number | null;

  @ManyToOne(() => League, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'home_team_league_id', foreignKeyConstraintName: 'FK_schedule_home_team_league_id' })
  homeTeamLeague?: League | null;

  @Column({ name: 'is_cancel', type: 'boolean', default: false })
  isCancel!: boolean;

  /** At most 5 characters (우천취소, 구장사정...). */
  @Column({ name: 'cancel_reason', type: 'varchar', length: 20, nullable: true })
  cancelReason!: string | null;

  /** 'Y' locks the matchup in the admin form (a suspended game waiting to be resumed); 'N' otherwise. */
  @Column({ name: 'day_night', type: 'varchar', length: 1, nullable: true })
  dayNight!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}

/** The league whose standings and records a side of the game counts in: its own league. */
export function sideLeagueId(schedule: Pick<Schedule, 'leagueId' | 'visitTeamLeagueId' | 'homeTeamLeagueId' | 'visitTeamInterleague' | 'homeTeamInterleague'>, side: 'visit' | 'home'): number {
  if (side === 'visit') return schedule.visitTeamInterleague && schedule.visitTeamLeagueId ? schedule.visitTeamLeagueId : schedule.leagueId;
  return schedule.homeTeamInterleague && schedule.homeTeamLeagueId ? schedule.homeTeamLeagueId : schedule.leagueId;
}
