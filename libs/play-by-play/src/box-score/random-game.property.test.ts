import { checkBoxScore } from '@dugout/contracts';
import { createGameState, deriveRecord, step } from '../engine/replay.engine';
import type { GameState } from '../engine/game-state.types';
import type { GameEvent, Side } from '../model/game-event.types';
import { toGameRecordBody } from './game-record-body.mapping';
import { randomGame, type RandomGame } from './random-game';

const SEEDS = 300;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const pitcherOuts = (state: GameState, side: Side) => sum(Object.values(state.pitching).filter((line) => line.side === side).map((line) => line.outs));

/** Replays the game event by event: every half inning that ends has three outs, made by the defending pitchers. */
function replayChecked(game: RandomGame, events: readonly GameEvent[]) {
  const problems: string[] = [];
  const state = createGameState(game.setup, game.rules);
  let halfStart = 0;
  for (const event of events) {
    const { inning, half } = state;
    step(state, event);
    const outs = pitcherOuts(state, (1 - half) as Side) - halfStart;
    if (state.inning !== inning || state.half !== half) {
      if (outs !== 3) problems.push(`${inning}회${half ? '말' : '초'}가 ${outs}아웃으로 끝났습니다.`);
      halfStart = pitcherOuts(state, (1 - state.half) as Side);
    } else if (!state.over && outs !== state.outs) {
      problems.push(`${inning}회${half ? '말' : '초'}: 투수 아웃 ${outs}, 경기 아웃 ${state.outs}`);
    } else if (state.over && state.overReason === 'regulation' && outs !== 3) {
      problems.push(`마지막 ${inning}회${half ? '말' : '초'}가 ${outs}아웃으로 끝났습니다.`);
    }
  }
  return { state, record: deriveRecord(state), problems };
}

function check(game: RandomGame, events: readonly GameEvent[]): { state: GameState; problems: string[] } {
  const { state, record, problems } = replayChecked(game, events);
  const ids = new Map<string, number>();
  const playerId = (id: string) => {
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return ids.get(id) as number;
  };
  const body = toGameRecordBody(game.setup, events, { state, record }, { playerId });
  for (const [path, message] of Object.entries(checkBoxScore(body).errors)) problems.push(`${path}: ${message}`);
  // The checks of a record the API writes: codes, slots and orders once each, a result the win types allow.
  const roster = (side: 'visit' | 'home') => new Set([...body.batting, ...body.pitching].filter((line) => line.side === side).map((line) => line.playerId));
  const context = { official: state.over, suspended: state.overReason === 'suspended', rosters: { visit: roster('visit'), home: roster('home') } };
  for (const [path, message] of Object.entries(checkBoxScore(body, context).errors)) problems.push(`(API) ${path}: ${message}`);
  for (const side of [0, 1] as const) {
    const name = side === 0 ? 'visit' : 'home';
    const runs = record.score[side];
    const lineScore = sum(record.lineScore[side]);
    const batters = sum(Object.values(record.batting).filter((line) => line.side === side).map((line) => line.r));
    if (runs !== lineScore || runs !== batters) problems.push(`${name}: 득점 ${runs}, 이닝 합계 ${lineScore}, 타자 득점 ${batters}`);
    const opponentOuts = pitcherOuts(state, (1 - side) as Side);
    const battedHalves = record.lineScore[side].length;
    // The game's last half when it ended before three outs (walk-off, mercy in the home half, called) or is still going.
    const lastHalfOpen = state.half === side && state.outs < 3;
    const expected = lastHalfOpen ? (battedHalves - 1) * 3 + state.outs : battedHalves * 3;
    if (opponentOuts !== expected) problems.push(`${name} 공격 ${battedHalves}이닝: 상대 투수 아웃 ${opponentOuts}, 경기 아웃 ${expected}`);
  }
  return { state, problems };
}

describe('property: random legal event sequences replayed give box scores that pass every box-score check', () => {
  const games = Array.from({ length: SEEDS }, (_, seed) => randomGame(seed + 1));
  const ends = new Map<number, GameState>();

  it(`${SEEDS} whole games`, () => {
    for (const game of games) {
      const { state, problems } = check(game, game.events);
      ends.set(game.seed, state);
      expect({ seed: game.seed, problems }).toEqual({ seed: game.seed, problems: [] });
    }
  });

  it('games cut off at a random event (in progress)', () => {
    for (const game of games.filter((g) => g.seed % 3 === 0)) {
      const cut = game.events.slice(0, (game.seed * 7919) % game.events.length);
      const { problems } = check(game, cut);
      expect({ seed: game.seed, cut: cut.length, problems }).toEqual({ seed: game.seed, cut: cut.length, problems: [] });
    }
  });

  it('the same seed gives the same game', () => {
    expect(randomGame(42)).toEqual(randomGame(42));
    expect(randomGame(42).events).not.toEqual(randomGame(43).events);
  });

  it('the games cover the endings and plays the generator offers', () => {
    const seen = new Set<string>();
    for (const game of games) {
      const state = ends.get(game.seed) ?? replayChecked(game, game.events).state;
      seen.add(`end:${state.overReason ?? 'inProgress'}`);
      if (game.rules.tiebreaker && state.inning >= game.rules.tiebreaker.fromInning) seen.add('tiebreaker');
      if (state.score[0] === state.score[1]) seen.add('level');
      for (const event of game.events) {
        if (event.kind === 'plateAppearance') {
          seen.add(event.result);
          if (event.groundedIntoDoublePlay) seen.add('gidp');
          if (event.sacrifice) seen.add(`sacrifice:${event.sacrifice}`);
          for (const play of event.also ?? []) seen.add(play.type === 'wildPitch' ? 'K+WP' : 'K+SB');
        }
        if (event.kind === 'runner') seen.add(event.play.error === undefined ? event.play.type : `${event.play.type}+E`);
        if (event.kind === 'substitution') seen.add(`sub:${event.position}`);
        if (event.kind === 'substitution' && game.setup.lineups[event.side].some((entry) => entry.playerId === event.playerId)) seen.add('reentry');
        if ('moves' in event && event.moves.some((move) => move.from > 0 && move.error !== undefined)) seen.add('runner error');
      }
    }
    const expected = [
      'end:regulation',
      'end:walkOff',
      'end:mercy',
      'end:called',
      'end:suspended',
      'tiebreaker',
      'level',
      'single',
      'double',
      'triple',
      'homeRun',
      'walk',
      'intentionalWalk',
      'hitByPitch',
      'strikeout',
      'reachedOnError',
      'out',
      'fieldersChoice',
      'catcherInterference',
      'K+WP',
      'K+SB',
      'gidp',
      'sacrifice:bunt',
      'sacrifice:fly',
      'stolenBase',
      'caughtStealing',
      'caughtStealing+E',
      'pickoff+E',
      'errorOnFoul+E',
      'defensiveIndifference',
      'pickoff',
      'balk',
      'wildPitch',
      'passedBall',
      'sub:1',
      'sub:PH',
      'sub:PR',
      'sub:10',
      'reentry',
      'runner error',
    ];
    expect(expected.filter((kind) => !seen.has(kind))).toEqual([]);
  });
});
