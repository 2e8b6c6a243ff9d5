import { NotFoundException } from '@nestjs/common';
import type { LeagueRecordSettings } from '@dugout/contracts';
import type { DataSource } from 'typeorm';
import { noteLeagueMainRead } from '../common/read-cache/read-scope';
import { rawNumber, type RawValue } from '../common/sql/raw-values';
import { decimalNumber } from '../leagues/decimal-number.transformer';
import { tiebreakOrderText } from '../leagues/tiebreak-order.transformer';
import {
  BATTING_TOTAL_FIELDS,
  emptyBattingTotals,
  emptyPitchingTotals,
  PITCHING_TOTAL_FIELDS,
  type BattingTotals,
  type PitchingTotals,
} from './engine';

export const LEAGUE_NOT_FOUND = '리그를 찾을 수 없습니다.';

type Row = Record<string, RawValue>;

/**
 * The record settings of league {leagueId} of season {seasonId}; 404 when the pair does not exist.
 * Every answer built on them is about that league's main (the read cache keeps it across other mains' writes).
 */
export async function loadLeagueSettings(dataSource: DataSource, seasonId: number, leagueId: number): Promise<LeagueRecordSettings> {
  const [row]: Row[] = await dataSource.query(
    `SELECT l.points_win, l.points_draw, l.points_loss, l.tiebreak_order, l.era_base_innings,
       l.batter_qualify_multiplier, l.pitcher_qualify_multiplier, l.forfeit_runs, se.main_id
     FROM league l JOIN season se ON se.season_id = l.season_id
     WHERE l.league_id = ? AND l.season_id = ?`,
    [leagueId, seasonId],
  );
  if (!row) throw new NotFoundException(LEAGUE_NOT_FOUND);
  noteLeagueMainRead(rawNumber(row['main_id']));
  return {
    pointsWin: rawNumber(row['points_win']),
    pointsDraw: rawNumber(row['points_draw']),
    pointsLoss: rawNumber(row['points_loss']),
    tiebreakOrder: tiebreakOrderText.from(row['tiebreak_order']),
    eraBaseInnings: rawNumber(row['era_base_innings']) === 7 ? 7 : 9,
    batterQualifyMultiplier: decimalNumber.from(row['batter_qualify_multiplier']),
    pitcherQualifyMultiplier: decimalNumber.from(row['pitcher_qualify_multiplier']),
    forfeitRuns: rawNumber(row['forfeit_runs']),
  };
}

/** The bat_* and pit_* count columns of a stat table (alias.bat_pa, ...), as stored by the aggregates. */
export function statColumnsSql(alias: string): string {
  return [
    ...BATTING_TOTAL_FIELDS.map((field) => `${alias}.bat_${field}`),
    ...PITCHING_TOTAL_FIELDS.map((field) => `${alias}.pit_${field}`),
  ].join(', ');
}

/** The counts of a row selected with statColumnsSql (a missing row, all nulls, is zeros). */
export function statTotalsOf(row: Row): { batting: BattingTotals; pitching: PitchingTotals } {
  const batting = emptyBattingTotals();
  for (const field of BATTING_TOTAL_FIELDS) batting[field] = rawNumber(row[`bat_${field}`]);
  const pitching = emptyPitchingTotals();
  for (const field of PITCHING_TOTAL_FIELDS) pitching[field] = rawNumber(row[`pit_${field}`]);
  return { batting, pitching };
}
