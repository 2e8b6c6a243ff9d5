import { BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, OPTIONAL_PITCHING_COUNTS, PITCHING_COUNTS, type StatLine } from '@dugout/contracts';
import { emptyBattingTotals, emptyPitchingTotals, unrecorded } from '../../stats-engine';
import { BATTING_UNRECORDED_NAMES, PITCHING_UNRECORDED_NAMES, statLineOf, type StatTotals } from './player-stats.answer';
import { compareBacknumbers, eraBaseForSum } from './player-stats.service';

const totals = (overrides: { batting?: Partial<StatTotals['batting']>; pitching?: Partial<StatTotals['pitching']> } = {}): StatTotals => ({
  batting: { ...emptyBattingTotals(), ...overrides.batting },
  pitching: { ...emptyPitchingTotals(), ...overrides.pitching },
});

/** The spec's answer name of each engine total. */
const BATTING_NAMES = {
  games: 'game_cnt', pa: 'bat_tpa', ab: 'bat_ab', r: 'bat_runs', h: 'bat_hits', b2: 'bat_2b', b3: 'bat_3b', hr: 'bat_hr', rbi: 'bat_rbi',
  bb: 'bat_bb', ibb: 'bat_ibb', hbp: 'bat_hbp', so: 'bat_so', sb: 'bat_sb', cs: 'bat_cs', sh: 'bat_sh', sf: 'bat_sf', gidp: 'bat_gidp',
} as const;
const PITCHING_NAMES = {
  games: 'pit_game_cnt', starts: 'pit_gs', wins: 'pit_win', losses: 'pit_lose', saves: 'pit_save', holds: 'pit_hold', outs: 'pit_outs',
  bf: 'pit_bf', pitches: 'pit_np', h: 'pit_hits', hr: 'pit_hr', r: 'pit_runs', er: 'pit_er', bb: 'pit_bb', hbp: 'pit_hbp', so: 'pit_so',
  wp: 'pit_wp', bk: 'pit_bk',
} as const;
const RATE_AND_DERIVED = ['bat_tb', 'bat_avg', 'bat_obp', 'bat_slg', 'bat_ops', 'pit_inning', 'pit_era', 'pit_whip', 'unrecorded'];

describe('the spec answer of totals (player-stats.answer)', () => {
  it('names every count of the contract, each with its own value, and nothing else', () => {
    expect(Object.keys(BATTING_NAMES).sort()).toEqual(['games', ...BATTING_COUNTS].sort());
    expect(Object.keys(PITCHING_NAMES).sort()).toEqual(['games', 'starts', 'wins', 'losses', 'saves', 'holds', ...PITCHING_COUNTS].sort());
    // A distinct value per count, so a count answered under another's name shows.
    const batting = Object.fromEntries(Object.keys(BATTING_NAMES).map((field, index) => [field, 100 + index]));
    const pitching = Object.fromEntries(Object.keys(PITCHING_NAMES).map((field, index) => [field, 200 + index]));
    const line = statLineOf(totals({ batting, pitching }), 9);
    for (const [field, name] of Object.entries(BATTING_NAMES)) expect([name, line[name]]).toEqual([name, batting[field]]);
    for (const [field, name] of Object.entries(PITCHING_NAMES)) expect([name, line[name]]).toEqual([name, pitching[field]]);
    expect(Object.keys(line).sort()).toEqual([...Object.values(BATTING_NAMES), ...Object.values(PITCHING_NAMES), ...RATE_AND_DERIVED].sort());
  });

  it('derives the rates from the counts, unrounded, and innings in baseball notation', () => {
    // 10 AB, 3 H (a double and a home run), 2 BB, 1 HBP, 1 SF; 16 outs, 4 ER, 5 H + 3 BB allowed.
    const line = statLineOf(totals({ batting: { ab: 10, h: 3, b2: 1, hr: 1, bb: 2, hbp: 1, sf: 1 }, pitching: { outs: 16, er: 4, h: 5, bb: 3 } }), 7);
    expect(line.bat_avg).toBeCloseTo(0.3, 12);
    expect(line.bat_tb).toBe(3 + 1 + 3);
    expect(line.bat_slg).toBeCloseTo(0.7, 12);
    expect(line.bat_obp).toBeCloseTo(6 / 14, 12);
    expect(line.bat_ops).toBeCloseTo(6 / 14 + 0.7, 12);
    expect(line.pit_inning).toBe('5.1');
    expect(line.pit_era).toBeCloseTo((4 * 7 * 3) / 16, 12);
    expect(line.pit_whip).toBeCloseTo((8 * 3) / 16, 12);
  });

  it('answers null for a rate with nothing to divide by, and for an ERA of runs without an out', () => {
    const line = statLineOf(totals({ pitching: { er: 2, h: 1, outs: 0 } }), 9);
    expect([line.bat_avg, line.bat_obp, line.bat_slg, line.bat_ops, line.pit_era, line.pit_whip]).toEqual([null, null, null, null, null, null]);
    expect(line.pit_inning).toBe('0');
    expect(JSON.parse(JSON.stringify(line))).toEqual(line);
  });

  it('lists only the counts some lines did not record, by answer name, and withholds OBP and OPS without every HBP', () => {
    expect(statLineOf(totals({ batting: { ab: 4, h: 1 } }), 9).unrecorded).toEqual({});
    const line = statLineOf(totals({ batting: { ab: 4, h: 1, hbpUnrecorded: 2, gidpUnrecorded: 1 }, pitching: { pitchesUnrecorded: 3 } }), 9);
    expect(line.unrecorded).toEqual({ bat_hbp: 2, bat_gidp: 1, pit_np: 3 });
    expect(line.bat_avg).toBeCloseTo(0.25, 12);
    expect([line.bat_obp, line.bat_ops]).toEqual([null, null]);
  });

  it('has an answer name for every count a line may leave unrecorded, the same as the count itself', () => {
    expect(Object.keys(BATTING_UNRECORDED_NAMES).sort()).toEqual([...OPTIONAL_BATTING_COUNTS].sort());
    expect(Object.keys(PITCHING_UNRECORDED_NAMES).sort()).toEqual([...OPTIONAL_PITCHING_COUNTS].sort());
    for (const count of OPTIONAL_BATTING_COUNTS) {
      const line = statLineOf(totals({ batting: { [unrecorded(count)]: 1 } }), 9);
      expect(Object.keys(line.unrecorded)).toEqual([BATTING_NAMES[count]]);
    }
    for (const count of OPTIONAL_PITCHING_COUNTS) {
      const line: StatLine = statLineOf(totals({ pitching: { [unrecorded(count)]: 1 } }), 9);
      expect(Object.keys(line.unrecorded)).toEqual([PITCHING_NAMES[count]]);
    }
  });
});

describe('summing leagues', () => {
  it("keeps the leagues' ERA base when they all agree, else nine innings", () => {
    expect(eraBaseForSum([7, 7, 7])).toBe(7);
    expect(eraBaseForSum([9])).toBe(9);
    expect(eraBaseForSum([7, 9])).toBe(9);
    expect(eraBaseForSum([])).toBe(9);
  });

  it('orders back numbers as numbers, other texts after them and none last', () => {
    expect(['10', null, '2', 'A', '0', '07'].sort(compareBacknumbers)).toEqual(['0', '2', '07', '10', 'A', null]);
  });
});
