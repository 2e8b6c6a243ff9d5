import type { GameEvent, SubstitutionEvent } from '../model/game-event.types';
import { dhSetup, F8, K, pa, pitcher } from './game.test-helper';
import { PlayByPlayError } from './play-by-play.error';
import { applyEvent, createGameState, replayGame } from './replay.engine';

const replay = (events: GameEvent[], rules = { innings: 9, designatedHitter: true, reentry: false }) => replayGame(dhSetup(), events, rules);
const sub = (playerId: string, slot: number, position: SubstitutionEvent['position'], side: 0 | 1 = 0): SubstitutionEvent => ({ kind: 'substitution', side, playerId, slot, position });

function refusal(events: GameEvent[], last: GameEvent) {
  const state = replay(events).state;
  const before = JSON.stringify(state);
  let error: unknown;
  try {
    applyEvent(state, last);
  } catch (caught) {
    error = caught;
  }
  expect(JSON.stringify(state)).toBe(before);
  expect(error).toBeInstanceOf(PlayByPlayError);
  return error as PlayByPlayError;
}

describe('applyEvent refuses an illegal event with a Korean reason and changes nothing', () => {
  it('a fourth out', () => {
    const gdp = pa('out', [{ from: 1, to: 2, out: true, fielders: [6, 4] }, { from: 0, to: 1, out: true, fielders: [4, 3] }]);
    const error = refusal([K, pa('single'), K], gdp);
    expect(error.code).toBe('FOURTH_OUT');
    expect(error.message).toBe('아웃이 4개가 됩니다: 한 이닝에 세 아웃을 넘을 수 없습니다.');
  });

  it('a runner passing the runner ahead of him', () => {
    const error = refusal([pa('single'), pa('single', [{ from: 1, to: 2 }])], pa('single', [{ from: 2, to: 2 }, { from: 1, to: 3 }]));
    expect(error.code).toBe('RUNNER_PASSED');
    expect(error.message).toBe('1루 주자가 앞 주자(2루)를 앞지를 수 없습니다.');
  });

  it('a runner who is not on base', () => {
    const error = refusal([pa('single')], { kind: 'runner', play: { type: 'stolenBase', base: 3 }, moves: [] });
    expect(error.code).toBe('NO_RUNNER');
    expect(error.message).toBe('2루에 주자가 없습니다.');
  });

  it('a batter out of turn', () => {
    const error = refusal([K], pa('single', [], { batterId: 'v5' }));
    expect(error.code).toBe('BATTER_OUT_OF_TURN');
    expect(error.message).toBe('타순이 아닙니다: 지금 타자는 2번 타자 v2입니다.');
  });

  it('a substitute who already left the game', () => {
    const error = refusal([sub('x1', 1, 'PH')], sub('v1', 1, 2));
    expect(error.code).toBe('PLAYER_LEFT_GAME');
    expect(error.message).toBe('v1 선수는 이미 교체되어 경기에서 빠졌으므로 다시 나올 수 없습니다.');
  });

  it('a pinch runner for a batter who is not on base', () => {
    const error = refusal([], sub('x1', 1, 'PR'));
    expect(error.message).toBe('대주자로 바꿀 1번 타자가 베이스에 없습니다.');
  });

  it('a designated hitter in a league without one', () => {
    expect(() => replayGame(dhSetup(), [], { innings: 9, designatedHitter: false, reentry: false })).toThrow('지명타자를 쓰지 않는 리그입니다.');
  });

  it('replayGame names the event that was refused', () => {
    expect(() => replay([K, K, K, K, pa('single', [], { batterId: 'v1' })])).toThrow('5번째 기록: 타순이 아닙니다: 지금 타자는 2번 타자 h2입니다.');
  });
});

describe('the game state', () => {
  it('counts balls and strikes from pitch events; fouls stop at two strikes', () => {
    const pitches: GameEvent[] = ['ball', 'foul', 'foul', 'foul', 'ball'].map((pitch) => ({ kind: 'pitch', pitch }) as GameEvent);
    const state = replay(pitches).state;
    expect([state.balls, state.strikes]).toEqual([2, 2]);
    expect(state.pitching.hP).toMatchObject({ pitches: 5, strikes: 3 });
  });

  it('tracks inning, half, outs, runners and the pitcher charged with each runner', () => {
    const state = replay([K, K, K, pa('double'), pitcher(0, 'vR'), pa('single', [{ from: 2, to: 3 }]), F8]).state;
    expect([state.inning, state.half, state.outs]).toEqual([1, 1, 1]);
    expect(state.bases.map((runner) => runner && [runner.playerId, runner.pitcherId])).toEqual([null, ['h2', 'vR'], null, ['h1', 'vP']]);
  });

  it('a pinch runner takes the runner’s place and keeps his pitcher; the replaced player leaves the game', () => {
    const state = replay([pa('single'), sub('x1', 1, 'PR')]).state;
    expect(state.bases[1]).toMatchObject({ playerId: 'x1', pitcherId: 'hP' });
    expect(state.teams[0].appeared).toMatchObject({ v1: 'out', x1: 'in' });
    expect(state.batting.x1).toMatchObject({ slot: 1, pa: 0 });
  });

  it('OBR 5.11(a): once the designated hitter takes the field, the team has no DH for the rest of the game', () => {
    const state = replay([sub('v9', 9, 7), sub('x1', 6, 2)]).state;
    expect(state.teams[0].dh).toBe(false);
    expect(() => applyEvent(state, sub('x2', 9, 10))).toThrow('지명타자가 없어진 뒤에는 다시 지명타자를 쓸 수 없습니다.');
  });

  it('league re-entry: a starter may come back once', () => {
    const events = [sub('x1', 1, 'PH'), sub('v1', 1, 2)];
    expect(replay(events, { innings: 9, designatedHitter: true, reentry: true }).state.teams[0].slots[1]).toBe('v1');
  });

  it('applyEvent returns a new state and leaves the old one', () => {
    const start = createGameState(dhSetup());
    const next = applyEvent(start, pa('homeRun'));
    expect(start.score).toEqual([0, 0]);
    expect(next.score).toEqual([1, 0]);
  });

  it('events and state are JSON-serializable', () => {
    const events: GameEvent[] = [pa('single'), { kind: 'runner', play: { type: 'stolenBase', base: 2 }, moves: [] }, pa('double', [{ from: 2, to: 4 }])];
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    const { state } = replay(events);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.batting.v1).toMatchObject({ sb: 1, r: 1 });
  });
});

describe('fielding credits (OBR 9.09-9.12)', () => {
  it('a strikeout and a runner caught stealing is a double play for the catcher and the second baseman', () => {
    const { record } = replay([pa('single'), pa('strikeout', [], { also: [{ type: 'caughtStealing', base: 2, fielders: [2, 4] }] })]);
    // home fielders: h1 catcher (2), h3 second baseman (4)
    expect(record.fielding['h1@2']).toMatchObject({ po: 1, a: 1, dp: 1 });
    expect(record.fielding['h3@4']).toMatchObject({ po: 1, a: 0, dp: 1 });
    expect(record.batting.v1.cs).toBe(1);
    expect(record.totals[1].dp).toBe(1);
  });

  it('a pickoff caught stealing 1-3-6-1: assists to 1, 3 and 6, the putout to 1', () => {
    const { record } = replay([pa('single'), { kind: 'runner', play: { type: 'pickoffCaughtStealing', base: 2, fielders: [1, 3, 6, 1] }, moves: [] }]);
    expect(record.fielding['hP@1']).toMatchObject({ po: 1, a: 1 });
    expect(record.fielding['h2@3']).toMatchObject({ a: 1 });
    expect(record.fielding['h5@6']).toMatchObject({ a: 1 });
    expect(record.pitching.hP.outs).toBe(1);
  });

  it('errors are charged to the fielder and the team', () => {
    const { record } = replay([pa('reachedOnError', [], { fielders: [6] }), pa('single', [{ from: 1, to: 3, error: 8 }])]);
    expect(record.fielding['h5@6'].e).toBe(1);
    expect(record.fielding['h7@8'].e).toBe(1);
    expect(record.totals[1].e).toBe(2);
  });
});
