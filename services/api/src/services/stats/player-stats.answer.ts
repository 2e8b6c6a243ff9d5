import {
  formatInnings,
  type BattingStatLine,
  type OptionalBattingCount,
  type OptionalPitchingCount,
  type PitchingStatLine,
  type StatLine,
  type UnrecordedStatField,
} from '@dugout/contracts';
import { battingRates, pitchingRates, unrecorded, type BattingTotals, type PitchingTotals } from '../../stats-engine';

/**
 * The one place where the engine's totals (the contract's count names) become the spec's answer
 * names (bat_tpa, pit_np, game_cnt, ...). Services build answers from StatTotals and call this.
 */
export interface StatTotals {
  batting: BattingTotals;
  pitching: PitchingTotals;
}

/** The answer name of each count a line may leave unrecorded. */
export const BATTING_UNRECORDED_NAMES = {
  ibb: 'bat_ibb',
  hbp: 'bat_hbp',
  sh: 'bat_sh',
  sf: 'bat_sf',
  cs: 'bat_cs',
  gidp: 'bat_gidp',
} as const satisfies Record<OptionalBattingCount, UnrecordedStatField>;

export const PITCHING_UNRECORDED_NAMES = {
  pitches: 'pit_np',
  hr: 'pit_hr',
  hbp: 'pit_hbp',
} as const satisfies Record<OptionalPitchingCount, UnrecordedStatField>;

/** JSON has no Infinity: an ERA with runs and no outs is answered null, like the rankings. */
const finiteOrNull = (value: number | null): number | null => (value !== null && Number.isFinite(value) ? value : null);

export function battingStatLine(batting: BattingTotals): BattingStatLine {
  const rates = battingRates(batting);
  return {
    game_cnt: batting.games,
    bat_tpa: batting.pa,
    bat_ab: batting.ab,
    bat_runs: batting.r,
    bat_hits: batting.h,
    bat_2b: batting.b2,
    bat_3b: batting.b3,
    bat_hr: batting.hr,
    bat_tb: rates.tb,
    bat_rbi: batting.rbi,
    bat_bb: batting.bb,
    bat_ibb: batting.ibb,
    bat_hbp: batting.hbp,
    bat_so: batting.so,
    bat_sb: batting.sb,
    bat_cs: batting.cs,
    bat_sh: batting.sh,
    bat_sf: batting.sf,
    bat_gidp: batting.gidp,
    bat_avg: rates.avg,
    bat_obp: rates.obp,
    bat_slg: rates.slg,
    bat_ops: rates.ops,
  };
}

export function pitchingStatLine(pitching: PitchingTotals, eraBaseInnings: number): PitchingStatLine {
  const rates = pitchingRates(pitching, eraBaseInnings);
  return {
    pit_game_cnt: pitching.games,
    pit_gs: pitching.starts,
    pit_win: pitching.wins,
    pit_lose: pitching.losses,
    pit_save: pitching.saves,
    pit_hold: pitching.holds,
    pit_outs: pitching.outs,
    pit_inning: formatInnings(pitching.outs),
    pit_bf: pitching.bf,
    pit_np: pitching.pitches,
    pit_hits: pitching.h,
    pit_hr: pitching.hr,
    pit_runs: pitching.r,
    pit_er: pitching.er,
    pit_bb: pitching.bb,
    pit_hbp: pitching.hbp,
    pit_so: pitching.so,
    pit_wp: pitching.wp,
    pit_bk: pitching.bk,
    pit_era: finiteOrNull(rates.era),
    pit_whip: finiteOrNull(rates.whip),
  };
}

/** How many lines did not record each optional count, by answer name; counts every line recorded are left out. */
function unrecordedByName<C extends string>(totals: Record<`${C}Unrecorded`, number>, names: Record<C, UnrecordedStatField>): StatLine['unrecorded'] {
  const result: StatLine['unrecorded'] = {};
  for (const [count, name] of Object.entries(names) as [C, UnrecordedStatField][]) {
    const missing = totals[unrecorded(count)];
    if (missing > 0) result[name] = missing;
  }
  return result;
}

export const battingUnrecorded = (batting: BattingTotals) => unrecordedByName<OptionalBattingCount>(batting, BATTING_UNRECORDED_NAMES);
export const pitchingUnrecorded = (pitching: PitchingTotals) => unrecordedByName<OptionalPitchingCount>(pitching, PITCHING_UNRECORDED_NAMES);

export function unrecordedOf({ batting, pitching }: StatTotals): StatLine['unrecorded'] {
  return { ...battingUnrecorded(batting), ...pitchingUnrecorded(pitching) };
}

/** Every counted stat of the totals, rates derived from them; ERA on `eraBaseInnings`. */
export function statLineOf(totals: StatTotals, eraBaseInnings: number): StatLine {
  return {
    ...battingStatLine(totals.batting),
    ...pitchingStatLine(totals.pitching, eraBaseInnings),
    unrecorded: unrecordedOf(totals),
  };
}
