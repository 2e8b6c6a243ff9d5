import type { GameEvent, LeagueRules } from '../model/game-event.types';
import { dhSetup, F8, G63, K, pa, pitcher, quietHalves, side3 } from './game.test-helper';
import { replayGame } from './replay.engine';
import { earnsSave_9_19, isSaveSituation_9_19, runsThatCountOnWalkOff_9_06f, starterQualifiesForWin_9_17b, walkChargedToPreviousPitcher_9_16h } from './scoring.rules';

const run = (events: GameEvent[], rules?: LeagueRules) => replayGame(dhSetup(), events, rules);
const HR = pa('homeRun');
const single = pa('single');

describe('runs batted in (OBR 9.04)', () => {
  it('OBR 9.04(a): a sacrifice fly and a bases-loaded walk are RBIs', () => {
    const events = [single, pa('single', [{ from: 1, to: 3 }]), pa('out', [{ from: 3, to: 4 }, { from: 0, to: 1, out: true, fielders: [8] }], { sacrifice: 'fly' }), pa('walk'), pa('walk'), pa('walk')];
    const { batting } = run(events).record;
    expect(batting.v3).toMatchObject({ rbi: 1, sf: 1, ab: 0 });
    expect(batting.v6).toMatchObject({ rbi: 1, bb: 1, ab: 0 });
  });

  it('OBR 9.04(b)(1): no RBI when the batter grounds into a double play', () => {
    const gdp = pa(
      'out',
      [
        { from: 3, to: 4 },
        { from: 1, to: 2, out: true, fielders: [6, 4] },
        { from: 0, to: 1, out: true, fielders: [4, 3] },
      ],
      { groundedIntoDoublePlay: true },
    );
    const { record } = run([pa('triple'), pa('walk'), gdp]);
    expect(record.batting.v3).toMatchObject({ rbi: 0, gidp: 1, ab: 1 });
    expect(record.score).toEqual([1, 0]);
    expect(record.fielding['h5@6']).toMatchObject({ a: 1, dp: 1 });
    expect(record.fielding['h3@4']).toMatchObject({ po: 1, a: 1, dp: 1 });
    expect(record.totals[1].dp).toBe(1);
  });

  it('OBR 9.04(b)(2): no RBI for a run that scores on an error', () => {
    const { batting } = run([pa('triple'), pa('reachedOnError', [{ from: 3, to: 4 }], { fielders: [6] })]).record;
    expect(batting.v2).toMatchObject({ rbi: 0, ab: 1, h: 0 });
  });

  it('an explicit RBI mark wins over the rule', () => {
    const { batting } = run([pa('triple'), pa('reachedOnError', [{ from: 3, to: 4, rbi: true }], { fielders: [6] })]).record;
    expect(batting.v2.rbi).toBe(1);
  });
});

describe('game-ending hits (OBR 9.06(f), 9.06(g), 5.08(b))', () => {
  const tiedNine = quietHalves(17);
  it('OBR 9.06(f): a walk-off double with the bases loaded counts only the winning run', () => {
    const { record, state } = run([...tiedNine, pa('walk'), pa('walk'), pa('walk'), pa('double', [{ from: 3, to: 4 }, { from: 2, to: 4 }, { from: 1, to: 4 }])]);
    expect(record.score).toEqual([0, 1]);
    expect(record.lineScore[1][8]).toBe(1);
    // 9.06(f): the winning run came from third, so the double is scored a single.
    expect(record.batting.h1).toMatchObject({ h: 1, b2: 0, rbi: 1 });
    expect(state.over).toBe(true);
    expect(state.overReason).toBe('walkOff');
  });

  it('OBR 9.06(g): a walk-off home run out of the park counts every run', () => {
    const { record } = run([...tiedNine, pa('walk'), pa('walk'), HR]);
    expect(record.score).toEqual([0, 3]);
    expect(record.batting.h9).toMatchObject({ hr: 1, rbi: 3 });
  });

  it('OBR 9.06(f): the rule itself — runs needed, unless a home run', () => {
    expect(runsThatCountOnWalkOff_9_06f(1, 3, false)).toBe(1);
    expect(runsThatCountOnWalkOff_9_06f(2, 3, false)).toBe(2);
    expect(runsThatCountOnWalkOff_9_06f(1, 4, true)).toBe(4);
  });

  it('OBR 5.08(b): an event after the winning run is refused', () => {
    expect(() => run([...tiedNine, HR, K])).toThrow('경기가 이미 끝났습니다.');
  });
});

describe('decisions (OBR 9.17, 9.19)', () => {
  it('OBR 9.17(a): the pitcher of record when his team takes the lead for good wins; the pitcher charged with the go-ahead run loses', () => {
    const events = [...quietHalves(1), HR, ...side3, ...quietHalves(15)];
    const { decisions } = run(events).record;
    expect(decisions.win).toBe('hP');
    expect(decisions.loss).toBe('vP');
  });

  it('OBR 9.17(b): a starter who did not pitch five innings does not win; the most effective reliever does', () => {
    const events = [...quietHalves(1), HR, ...side3, ...quietHalves(6), pitcher(1, 'hR'), ...quietHalves(9)];
    const { decisions, pitching } = run(events).record;
    expect(pitching.hP.outs).toBe(12);
    expect(decisions.win).toBe('hR');
  });

  it('OBR 9.17(b): a starter who pitched the whole of a short game (콜드게임 after two innings) wins it', () => {
    const events = [...quietHalves(1), HR, ...side3, ...quietHalves(1)];
    const mercy: LeagueRules = { innings: 9, designatedHitter: true, reentry: false, mercy: [{ runs: 1, afterInning: 2 }] };
    const { decisions, pitching } = run(events, mercy).record;
    expect(pitching.hP.outs).toBe(6);
    expect(decisions).toMatchObject({ win: 'hP', loss: 'vP' });
  });

  it('OBR 9.19(a): a save for the finisher who enters with a lead of three or less and pitches an inning', () => {
    const events = [...quietHalves(1), HR, ...side3, ...quietHalves(14), pitcher(1, 'hS'), ...side3];
    const { decisions } = run(events).record;
    expect(decisions).toMatchObject({ win: 'hP', save: 'hS' });
  });

  it('OBR 9.19: the save conditions (a) lead of 3 and an inning, (b) tying run on deck, (c) three innings', () => {
    const entry = (leadAtEntry: number, runnersOnAtEntry: number) => ({ pitcherId: 'x', side: 1 as const, leadAtEntry, runnersOnAtEntry, inning: 9, outsAtEntry: 0 });
    const line = (outs: number) => ({ side: 1 as const, seq: 2, outs, bf: 0, h: 0, hr: 0, r: 0, er: 0, bb: 0, ibb: 0, hbp: 0, so: 0, wp: 0, bk: 0, pitches: 0, strikes: 0 });
    expect(earnsSave_9_19(entry(3, 0), line(3))).toBe(true);
    expect(earnsSave_9_19(entry(3, 0), line(2))).toBe(false);
    expect(earnsSave_9_19(entry(5, 3), line(1))).toBe(true);
    expect(earnsSave_9_19(entry(5, 2), line(1))).toBe(false);
    expect(earnsSave_9_19(entry(8, 0), line(9))).toBe(true);
    expect(earnsSave_9_19(entry(0, 0), line(9))).toBe(false);
    expect(isSaveSituation_9_19(4, 2)).toBe(true);
    expect(isSaveSituation_9_19(4, 1)).toBe(false);
  });

  it('OBR 9.17(b): five innings for a starter in a 9-inning game, four in a 7-inning league game', () => {
    expect(starterQualifiesForWin_9_17b(15, 9)).toBe(true);
    expect(starterQualifiesForWin_9_17b(14, 9)).toBe(false);
    expect(starterQualifiesForWin_9_17b(12, 7)).toBe(true);
  });
});

describe('OBR 9.16(h): a walk after a relief', () => {
  it('is the previous pitcher’s when the count was 2-0, 2-1, 3-0, 3-1 or 3-2', () => {
    expect([[2, 0], [2, 1], [3, 0], [3, 1], [3, 2]].every(([b, s]) => walkChargedToPreviousPitcher_9_16h(b, s))).toBe(true);
    expect([[1, 0], [2, 2], [1, 1], [0, 2]].some(([b, s]) => walkChargedToPreviousPitcher_9_16h(b, s))).toBe(false);
  });

  it('charges the walk, the batter faced and the runner to the previous pitcher', () => {
    const ball = { kind: 'pitch', pitch: 'ball' } as const;
    const { pitching } = run([ball, ball, pitcher(1, 'hR'), ball, ball, pa('walk'), HR, K, K, K]).record;
    expect(pitching.hP).toMatchObject({ bb: 1, bf: 1, r: 1 });
    expect(pitching.hR).toMatchObject({ bb: 0, bf: 4, r: 1 });
  });
});

describe('league rules', () => {
  const seven: LeagueRules = { innings: 7, designatedHitter: true, reentry: false };

  it('a 7-inning game ends after the seventh', () => {
    const { state, record } = run([HR, ...side3, ...quietHalves(13)], seven);
    expect(state.over).toBe(true);
    expect(record.innings).toBe(7);
    expect(record.lineScore[1]).toHaveLength(7);
  });

  it('mercy rule (콜드게임): a lead of 10 after the fifth ends the game', () => {
    const rules: LeagueRules = { ...seven, mercy: [{ runs: 10, afterInning: 5 }] };
    const tenRuns = Array.from({ length: 10 }, () => HR);
    const { state, record } = run([...tenRuns, ...side3, ...quietHalves(9)], rules);
    expect(state.over).toBe(true);
    expect(state.overReason).toBe('mercy');
    expect(record.innings).toBe(5);
  });

  it('tiebreaker (승부치기): from the 8th inning each half starts with runners on first and second, unearned', () => {
    const rules: LeagueRules = { ...seven, tiebreaker: { fromInning: 8, bases: [1, 2] } };
    const { state, record } = run([...quietHalves(14), F8, F8, HR, K, ...side3], rules);
    expect(record.score).toEqual([3, 0]);
    expect(record.pitching.hP).toMatchObject({ r: 3, er: 1 });
    expect(state.over).toBe(true);
    // the two batters before the leadoff man: slots 9 and 8 after 21 strikeouts in order
    expect(Object.values(record.batting).reduce((sum, line) => sum + line.r, 0)).toBe(3);
  });

  it('the designated hitter bats; the pitcher has no batting line', () => {
    const { record } = run([G63]);
    expect(record.batting.vP).toBeUndefined();
    expect(record.fielding['hP@1']).toMatchObject({ outs: 1 });
    expect(record.fielding['h9@10']).toBeUndefined();
  });
});
