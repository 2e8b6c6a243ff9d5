import {
  BATTING_TOTAL_FIELDS,
  type BattingTotals,
  emptyBattingTotals,
  emptyPitchingTotals,
  PITCHING_TOTAL_FIELDS,
  type PitchingTotals,
  type PlayerTotals,
  type TeamTotals,
} from './engine';
import type { StatCountColumns } from './stat-count.columns';

/**
 * Mapping between an aggregate row's bat_* / pit_* columns and the engine's totals:
 * column bat_<field> is property bat<Field>, one for each BATTING_TOTAL_FIELDS entry (same for pit_).
 */
type BattingProperty = `bat${Capitalize<(typeof BATTING_TOTAL_FIELDS)[number]>}`;
type PitchingProperty = `pit${Capitalize<(typeof PITCHING_TOTAL_FIELDS)[number]>}`;

const capitalize = <T extends string>(field: T) => `${field[0].toUpperCase()}${field.slice(1)}` as Capitalize<T>;
const battingProperty = (field: (typeof BATTING_TOTAL_FIELDS)[number]): BattingProperty => `bat${capitalize(field)}`;
const pitchingProperty = (field: (typeof PITCHING_TOTAL_FIELDS)[number]): PitchingProperty => `pit${capitalize(field)}`;

export function battingTotalsFromRow(row: StatCountColumns): BattingTotals {
  const totals = emptyBattingTotals();
  for (const field of BATTING_TOTAL_FIELDS) totals[field] = Number(row[battingProperty(field)]);
  return totals;
}

export function pitchingTotalsFromRow(row: StatCountColumns): PitchingTotals {
  const totals = emptyPitchingTotals();
  for (const field of PITCHING_TOTAL_FIELDS) totals[field] = Number(row[pitchingProperty(field)]);
  return totals;
}

/** The bat_* and pit_* column values of the given totals. */
export function statCountColumns(batting: BattingTotals, pitching: PitchingTotals): StatCountColumns {
  const columns = {} as Record<BattingProperty | PitchingProperty, number>;
  for (const field of BATTING_TOTAL_FIELDS) columns[battingProperty(field)] = batting[field];
  for (const field of PITCHING_TOTAL_FIELDS) columns[pitchingProperty(field)] = pitching[field];
  return columns as StatCountColumns;
}

/** A league_player_stat row as the engine's PlayerTotals. */
export function toPlayerTotals(row: StatCountColumns & { playerId: number; teamId: number; games: number }): PlayerTotals {
  return {
    playerId: row.playerId,
    teamId: row.teamId,
    games: Number(row.games),
    batting: battingTotalsFromRow(row),
    pitching: pitchingTotalsFromRow(row),
  };
}

/** A league_team_stat row's line totals as the engine's TeamTotals. */
export function toTeamTotals(row: StatCountColumns & { teamId: number; games: number }): TeamTotals {
  return { teamId: row.teamId, games: Number(row.games), batting: battingTotalsFromRow(row), pitching: pitchingTotalsFromRow(row) };
}
