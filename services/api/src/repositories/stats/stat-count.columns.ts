import { Column } from 'typeorm';
import { rawNumber, type RawValue } from '../../common/sql/raw-values';
import {
  BATTING_TOTAL_FIELDS,
  type BattingTotalField,
  type BattingTotals,
  PITCHING_TOTAL_FIELDS,
  type PitchingTotalField,
  type PitchingTotals,
} from '../../stats-engine';

/**
 * The count columns of a season aggregate row, derived here once from the engine's total fields:
 * batting total `f` is column bat_f, pitching total `f` is pit_f (`hbpUnrecorded` is
 * bat_hbp_unrecorded). Entities and raw SQL rows use the column names as keys, so one mapper
 * reads both. Rates are never stored; they are derived from these counts on read.
 */
type ColumnOf<F extends string> = F extends `${infer Count}Unrecorded` ? `${Count}_unrecorded` : F;
const columnOf = (field: string) => field.replace(/Unrecorded$/, '_unrecorded');

export type BattingColumn = `bat_${ColumnOf<BattingTotalField>}`;
export type PitchingColumn = `pit_${ColumnOf<PitchingTotalField>}`;
export type StatColumn = BattingColumn | PitchingColumn;

export const battingColumn = (field: BattingTotalField) => `bat_${columnOf(field)}` as BattingColumn;
export const pitchingColumn = (field: PitchingTotalField) => `pit_${columnOf(field)}` as PitchingColumn;

// Each total field with its column, built once: a ranking reads ~60 columns of hundreds of rows per answer.
const BATTING_PAIRS = BATTING_TOTAL_FIELDS.map((field) => [field, battingColumn(field)] as const);
const PITCHING_PAIRS = PITCHING_TOTAL_FIELDS.map((field) => [field, pitchingColumn(field)] as const);

export const STAT_COLUMNS: readonly StatColumn[] = [...BATTING_PAIRS, ...PITCHING_PAIRS].map(([, column]) => column);

/** Base of league_player_stat and league_team_stat: every count column, int, default 0. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its properties are the interface below
export abstract class StatCountColumns {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface -- the columns are declared in the loop below
export interface StatCountColumns extends Record<StatColumn, number> {}
for (const column of STAT_COLUMNS) Column({ name: column, type: 'int', default: 0 })(StatCountColumns.prototype, column);

/** The count columns of a stat table for a SELECT list (alias.bat_pa, ...). */
export function statColumnsSql(alias: string): string {
  return STAT_COLUMNS.map((column) => `${alias}.${column}`).join(', ');
}

/** Some totals only: a reader of their columns and the SELECT list of them. */
export function statSubset<B extends BattingTotalField, P extends PitchingTotalField>(batting: readonly B[], pitching: readonly P[]) {
  const battingPairs = batting.map((field) => [field, battingColumn(field)] as const);
  const pitchingPairs = pitching.map((field) => [field, pitchingColumn(field)] as const);
  return {
    sql: (alias: string) => [...battingPairs, ...pitchingPairs].map(([, column]) => `${alias}.${column}`).join(', '),
    read: compileTotalsReader(battingPairs, pitchingPairs) as (row: Partial<Record<StatColumn, RawValue>>) => {
      batting: Pick<BattingTotals, B>;
      pitching: Pick<PitchingTotals, P>;
    },
  };
}

type StatTotals = { batting: BattingTotals; pitching: PitchingTotals };

/**
 * The engine's totals of an entity or raw row (a missing row of a LEFT JOIN, all nulls, is zeros).
 * Compiled once from the column list into one object literal per kind: a loop of ~60 keyed reads
 * and writes per row cost eight times as much, a fifth of the CPU of an uncached league home.
 */
export const statTotalsOf = compileTotalsReader(BATTING_PAIRS, PITCHING_PAIRS);

function compileTotalsReader(
  battingPairs: readonly (readonly [string, string])[],
  pitchingPairs: readonly (readonly [string, string])[],
): (row: Partial<Record<StatColumn, RawValue>>) => StatTotals {
  const literal = (pairs: readonly (readonly [string, string])[]) =>
    `{ ${pairs.map(([field, column]) => `${JSON.stringify(field)}: count(row[${JSON.stringify(column)}])`).join(', ')} }`;
  // Built from the fixed column list above, never from input.
  const read = new Function('row', 'count', `return { batting: ${literal(battingPairs)}, pitching: ${literal(pitchingPairs)} };`);
  return (row) => read(row, rawNumber) as StatTotals;
}

/** The count columns of the given totals. */
export function statColumnsOf(batting: BattingTotals, pitching: PitchingTotals): Record<StatColumn, number> {
  const columns = {} as Record<StatColumn, number>;
  for (const [field, column] of BATTING_PAIRS) columns[column] = batting[field];
  for (const [field, column] of PITCHING_PAIRS) columns[column] = pitching[field];
  return columns;
}
