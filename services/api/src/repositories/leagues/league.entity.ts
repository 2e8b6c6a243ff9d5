import type { EraBaseInnings, LeagueRecordSettings, TiebreakCriterion } from '@dugout/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneBy } from '../foreign-key.relations';
import { decimalNumber } from './decimal-number.transformer';
import { Season } from './season.entity';
import { tiebreakOrderText } from './tiebreak-order.transformer';

/** A league within a season (e.g. 토요 1부), with the record-engine settings it is scored by. */
@Entity('league')
@Index('IDX_league_season_id', ['seasonId'])
export class League {
  @PrimaryGeneratedColumn({ name: 'league_id' })
  leagueId!: number;

  @Column({ name: 'season_id', type: 'int' })
  seasonId!: number;

  @ManyToOneBy(() => Season, 'season_id', 'FK_league_season_id', 'CASCADE')
  season?: Season;

  @Column({ name: 'league_name', type: 'varchar', length: 50 })
  leagueName!: string;

  /** Display order of the leagues of a season. */
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;

  /** ERA and K/9 are per this many innings (9, or 7 in 7-inning leagues). */
  @Column({ name: 'era_base_innings', type: 'int', default: 9 })
  eraBaseInnings!: EraBaseInnings;

  @Column({ name: 'points_win', type: 'int', default: 3 })
  pointsWin!: number;

  @Column({ name: 'points_draw', type: 'int', default: 1 })
  pointsDraw!: number;

  @Column({ name: 'points_loss', type: 'int', default: 0 })
  pointsLoss!: number;

  @Column({ name: 'tiebreak_order', type: 'varchar', length: 200, transformer: tiebreakOrderText })
  tiebreakOrder!: TiebreakCriterion[];

  /** 규정타석 = this x team games. */
  @Column({ name: 'batter_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, transformer: decimalNumber })
  batterQualifyMultiplier!: number;

  /** 규정이닝 = this x team games. */
  @Column({ name: 'pitcher_qualify_multiplier', type: 'decimal', precision: 6, scale: 3, transformer: decimalNumber })
  pitcherQualifyMultiplier!: number;

  /** A forfeit or default is shown as this many runs to 0. */
  @Column({ name: 'forfeit_runs', type: 'int', default: 9 })
  forfeitRuns!: number;

  /** Innings of a regulation game (informational; 7 in most amateur leagues). */
  @Column({ name: 'regulation_innings', type: 'int', nullable: true })
  regulationInnings!: number | null;
}

/** The settings the stats engine takes, read from a league row. */
export function leagueRecordSettings(league: League): LeagueRecordSettings {
  return {
    pointsWin: league.pointsWin,
    pointsDraw: league.pointsDraw,
    pointsLoss: league.pointsLoss,
    tiebreakOrder: league.tiebreakOrder,
    eraBaseInnings: league.eraBaseInnings,
    batterQualifyMultiplier: league.batterQualifyMultiplier,
    pitcherQualifyMultiplier: league.pitcherQualifyMultiplier,
    forfeitRuns: league.forfeitRuns,
  };
}
