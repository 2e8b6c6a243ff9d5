import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBoxScore, type GameRecordBody } from '@dugout/contracts';
import { replayGame } from '../engine/replay.engine';
import { dhSetup, F8, K, pa, pitcher, quietHalves } from '../engine/game.test-helper';
import type { GameEvent } from '../model/game-event.types';
import { parseEventFile, parseRosterFile } from '../retrosheet/event-file.parser';
import { toGameRecordBody } from './game-record-body.mapping';

const dir = join(__dirname, '../../test-data/retrosheet');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const rosters = [...parseRosterFile(read('ARI2023.ROS')), ...parseRosterFile(read('TEX2023.ROS'))];
const games = parseEventFile(read('2023WS.EVE'), { rosters });

/** Retrosheet ids -> product ids, and back for the spot checks. */
function idMap() {
  const ids = new Map<string, number>();
  const playerId = (id: string) => {
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return ids.get(id) as number;
  };
  return { playerId, idOf: playerId };
}

function mapGame(gameId: string) {
  const game = games.find((g) => g.setup.gameId === gameId);
  if (!game) throw new Error(`${gameId} missing`);
  const ids = idMap();
  const body = toGameRecordBody(game.setup, game.events, replayGame(game.setup, game.events, game.rules), { playerId: ids.playerId });
  return { body, idOf: ids.idOf };
}

const batterLine = (body: GameRecordBody, playerId: number) => body.batting.find((line) => line.playerId === playerId);
const pitcherLine = (body: GameRecordBody, playerId: number) => body.pitching.find((line) => line.playerId === playerId);

describe('toGameRecordBody: the 2023 World Series as the product box score', () => {
  it.each(games.map((g) => g.setup.gameId))('%s passes checkBoxScore with no errors', (gameId) => {
    const { body } = mapGame(gameId);
    const { errors } = checkBoxScore(body);
    expect(errors).toEqual({});
    const roster = (side: 'visit' | 'home') => new Set([...body.batting, ...body.pitching].filter((line) => line.side === side).map((line) => line.playerId));
    expect(checkBoxScore(body, { official: true, suspended: false, rosters: { visit: roster('visit'), home: roster('home') } }).errors).toEqual({});
    expect(body.winType).toBe('1');
    expect(body.winnerSide).toBe(body.visit.runs > body.home.runs ? 'visit' : 'home');
    expect(body.pitching.filter((line) => line.decision === 'w')).toHaveLength(1);
    expect(body.pitching.filter((line) => line.decision === 'l')).toHaveLength(1);
  });

  it('game 1 (TEX 6-5 ARI, 11 innings): the walk-off inning is batted (no X), slots and decisions', () => {
    const { body, idOf } = mapGame('TEX202310270');
    expect(body.lineScore).toEqual({ visit: [0, 0, 3, 1, 1, 0, 0, 0, 0, 0, 0], home: [2, 0, 1, 0, 0, 0, 0, 0, 2, 0, 1] });
    expect({ visit: body.visit, home: body.home }).toEqual({
      visit: { runs: 5, hits: 8, errors: 0, walks: 1 },
      home: { runs: 6, hits: 9, errors: 0, walks: 11 },
    });
    // 6th slot of the home side: Heim (C), Smith ran for him (PR), Hedges caught after.
    const slot6 = body.batting.filter((line) => line.side === 'home' && line.batNum === 6).map(({ playerId, subOrder, position }) => ({ playerId, subOrder, position }));
    expect(slot6).toEqual([
      { playerId: idOf('heimj001'), subOrder: 0, position: 'C' },
      { playerId: idOf('smitj007'), subOrder: 1, position: 'PR' },
      { playerId: idOf('hedga001'), subOrder: 2, position: 'C' },
    ]);
    expect(batterLine(body, idOf('carrc005'))).toMatchObject({ side: 'visit', batNum: 1, subOrder: 0, position: 'RF', pa: 5, ab: 5, r: 1, h: 1, b3: 1, rbi: 2, so: 1 });
    expect(batterLine(body, idOf('perdg001'))).toMatchObject({ batNum: 9, position: 'SS', ab: 3, r: 1, h: 1, sh: 1, sb: 1 });
    // Starting pitchers did not bat (DH): no batting line.
    expect(batterLine(body, idOf('gallz001'))).toBeUndefined();
    expect(batterLine(body, idOf('eovan001'))).toBeUndefined();
    expect(pitcherLine(body, idOf('leclj001'))).toMatchObject({ side: 'home', order: 6, starter: false, decision: 'w', outs: 6, bf: 6, h: 0, so: 2 });
    expect(pitcherLine(body, idOf('castm002'))).toMatchObject({ side: 'visit', order: 7, decision: 'l', outs: 0, bf: 1, h: 1, r: 1, er: 1, hr: 1 });
    expect(pitcherLine(body, idOf('gallz001'))).toMatchObject({ order: 1, starter: true, decision: null, outs: 15, bf: 22, r: 3, er: 3, bb: 4, so: 5 });
    expect(body.winnerSide).toBe('home');
  });

  it('game 4 (TEX 11-7 at ARI): W and L, no save', () => {
    const { body, idOf } = mapGame('ARI202310310');
    expect(body.winnerSide).toBe('visit');
    expect(pitcherLine(body, idOf('heana001'))?.decision).toBe('w');
    expect(pitcherLine(body, idOf('mantj002'))?.decision).toBe('l');
    expect(body.pitching.some((line) => line.decision === 's')).toBe(false);
  });

  it('game 3 (TEX 3-1 at ARI): W, L and S', () => {
    const { body, idOf } = mapGame('ARI202310300');
    expect(pitcherLine(body, idOf('grayj003'))?.decision).toBe('w');
    expect(pitcherLine(body, idOf('pfaab001'))?.decision).toBe('l');
    expect(pitcherLine(body, idOf('leclj001'))?.decision).toBe('s');
  });
});

describe('toGameRecordBody: one decision per pitcher', () => {
  it('a reliever with a hold who is charged with the loss gets the loss', () => {
    // 1-0 in the 9th: vR1 gets an out, walks two and leaves with the lead (a hold); both score on vR2's walk-off double.
    const events: GameEvent[] = [
      pa('homeRun'),
      K,
      K,
      K,
      ...quietHalves(16),
      pitcher(0, 'vR1'),
      K,
      pa('walk'),
      pa('walk'),
      pitcher(0, 'vR2'),
      pa('double', [
        { from: 2, to: 4 },
        { from: 1, to: 4 },
        { from: 0, to: 2 },
      ]),
    ];
    const setup = dhSetup();
    const replayed = replayGame(setup, events, { innings: 9, designatedHitter: true, reentry: false });
    expect(replayed.record.decisions).toMatchObject({ loss: 'vR1', holds: ['vR1'] });
    const { playerId } = idMap();
    const body = toGameRecordBody(setup, events, replayed, { playerId });
    expect(body.pitching.find((line) => line.playerId === playerId('vR1'))?.decision).toBe('l');
    expect(checkBoxScore(body).errors).toEqual({});
  });

  it('a starter who re-entered (league re-entry) gets no hold: holds are for relievers', () => {
    // 1-0 from the 1st; vP leaves after an out, comes back for the third out, vR2 pitches the rest.
    const events: GameEvent[] = [pa('homeRun'), K, K, K, K, pitcher(0, 'vR1'), K, pitcher(0, 'vP'), K, pitcher(0, 'vR2'), ...quietHalves(15)];
    const setup = dhSetup();
    const replayed = replayGame(setup, events, { innings: 9, designatedHitter: true, reentry: true });
    const { playerId } = idMap();
    const body = toGameRecordBody(setup, events, replayed, { playerId });
    const starter = body.pitching.find((line) => line.playerId === playerId('vP'));
    expect(starter).toMatchObject({ order: 1, starter: true, outs: 2 });
    expect(starter?.decision).not.toBe('h');
    expect(checkBoxScore(body).errors).toEqual({});
  });
});

describe('toGameRecordBody: how the game ended', () => {
  const ids = new Map<string, number>();
  const playerId = (id: string) => {
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return ids.get(id) as number;
  };
  const home1 = pa1Home();
  function pa1Home(): GameEvent[] {
    // The home side scores once in the 1st (a home run), then nothing happens.
    return [...quietHalves(1), { kind: 'plateAppearance', result: 'homeRun', moves: [] }, F8, F8, F8];
  }
  const map = (events: GameEvent[], rules = { innings: 9, designatedHitter: true, reentry: false }) => {
    const setup = dhSetup();
    return toGameRecordBody(setup, events, replayGame(setup, events, rules), { playerId });
  };

  it('home ahead after the top of the 9th: X, normal win', () => {
    const body = map([...home1, ...quietHalves(15)]);
    expect(body.lineScore.home).toEqual([1, 0, 0, 0, 0, 0, 0, 0, null]);
    expect(body.lineScore.visit).toHaveLength(9);
    expect({ winType: body.winType, winnerSide: body.winnerSide }).toEqual({ winType: '1', winnerSide: 'home' });
    expect(checkBoxScore(body).errors).toEqual({});
  });

  it('a game in progress has no result and no decisions', () => {
    const body = map(home1);
    expect({ winType: body.winType, winnerSide: body.winnerSide }).toEqual({ winType: null, winnerSide: null });
    expect(body.pitching.every((line) => line.decision === null)).toBe(true);
    expect(body.lineScore).toEqual({ visit: [0, 0], home: [1] });
    expect(checkBoxScore(body).errors).toEqual({});
  });

  it('mercy rule: 콜드게임 (2)', () => {
    const body = map([...home1, ...quietHalves(1)], { innings: 9, designatedHitter: true, reentry: false, mercy: [{ runs: 1, afterInning: 2 }] } as never);
    expect({ winType: body.winType, winnerSide: body.winnerSide }).toEqual({ winType: '2', winnerSide: 'home' });
    expect(body.lineScore.home).toEqual([1, null]);
    expect(checkBoxScore(body).errors).toEqual({});
  });

  it('a game called level is a draw: winner none, no W/L', () => {
    const body = map([...quietHalves(10), { kind: 'note', type: 'called', text: '일몰' }]);
    expect({ winType: body.winType, winnerSide: body.winnerSide }).toEqual({ winType: '2', winnerSide: null });
    expect(body.pitching.every((line) => line.decision === null)).toBe(true);
    expect(checkBoxScore(body).errors).toEqual({});
  });
});
