import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';

/** The spec's dayNight column as a lock: 'Y' is locked. */
const MATCHUP_LOCK_FLAG = {
  to: (locked: boolean | null | undefined): string | null | undefined => (locked === null || locked === undefined ? locked : locked ? 'Y' : 'N'),
  from: (flag: string | null): boolean | null => (flag === null ? null : flag === 'Y'),
};
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

  @ManyToOneBy(() => League, 'league_id', 'FK_schedule_league_id', 'CASCADE')
  league?: League;

  @Column({ name: 'game_name', type: 'varchar', length: 50, nullable: true })
  gameName!: string | null;

  /** Stored in UTC; shown in Asia/Seoul. */
  @Column({ name: 'schedule_time', type: 'datetime' })
  scheduleTime!: Date;

  @Column({ name: 'ground_id', type: 'int', nullable: true })
  groundId!: number | null;

  @ManyToOneBy(() => Ground, 'ground_id', 'FK_schedule_ground_id', 'SET NULL')
  ground?: Ground | null;

  /** The scorer (기록원): user.user_id. */
  @Column({ name: 'writer_id', type: 'int', nullable: true })
  writerId!: number | null;

  /** null: team not decided yet (팀 미정). */
  @Column({ name: 'visit_team_id', type: 'int', nullable: true })
  visitTeamId!: number | null;

  @ManyToOneBy(() => Team, 'visit_team_id', 'FK_schedule_visit_team_id')
  visitTeam?: Team | null;

  @Column({ name: 'home_team_id', type: 'int', nullable: true })
  homeTeamId!: number | null;

  @ManyToOneBy(() => Team, 'home_team_id', 'FK_schedule_home_team_id')
  homeTeam?: Team | null;

  @Column({ name: 'visit_team_interleague', type: 'boolean', default: false })
  visitTeamInterleague!: boolean;

  @Column({ name: 'home_team_interleague', type: 'boolean', default: false })
  homeTeamInterleague!: boolean;

  /** The guest's own league when visitTeamInterleague, else null. */
  @Column({ name: 'visit_team_league_id', type: 'int', nullable: true })
  visitTeamLeagueId!: number | null;

  @ManyToOneBy(() => League, 'visit_team_league_id', 'FK_schedule_visit_team_league_id', 'SET NULL')
  visitTeamLeague?: League | null;

  @Column({ name: 'home_team_league_id', type: 'int', nullable: true })
  homeTeamLeagueId!: number | null;

  @ManyToOneBy(() => League, 'home_team_league_id', 'FK_schedule_home_team_league_id', 'SET NULL')
  homeTeamLeague?: League | null;

  @Column({ name: 'is_cancel', type: 'boolean', default: false })
  isCancel!: boolean;

  /** At most 5 characters (우천취소, 구장사정...). */
  @Column({ name: 'cancel_reason', type: 'varchar', length: 20, nullable: true })
  cancelReason!: string | null;

  /**
   * The matchup is locked in the admin form (a suspended game waiting to be resumed). Stored as the
   * spec's dayNight flag: 'Y' locked, 'N' (or null, never set) not.
   */
  @Column({ name: 'day_night', type: 'varchar', length: 1, nullable: true, transformer: MATCHUP_LOCK_FLAG })
  matchupLocked!: boolean | null;

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
