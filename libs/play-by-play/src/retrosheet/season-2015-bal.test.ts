import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayGame } from '../engine/replay.engine';
import { parseEventFile } from './event-file.parser';
import { writeGame } from './event-file.writer';

const games = parseEventFile(readFileSync(join(__dirname, '../../test-data/retrosheet/2015BAL.EVA'), 'utf8'));

/**
 * Scorer's judgement the engine does not reproduce (see README): an error on a fielder's choice
 * that let a runner score without preventing an out, and a "most effective reliever" win (9.17(c)).
 */
const KNOWN_EARNED_RUN_DIFFERENCES = ['BAL201508200'];
const KNOWN_DECISION_DIFFERENCES = ['BAL201506140'];

describe('2015 Baltimore home games (Retrosheet 2015BAL.EVA)', () => {
  const replayed = games.map((game) => ({ game, record: replayGame(game.setup, game.events, game.rules).record }));

  it('reads and replays all 81 games without a refusal', () => {
    expect(replayed).toHaveLength(81);
  });

  it('earned runs per pitcher (OBR 9.16) equal the data,er records', () => {
    const different = replayed
      .filter(({ game, record }) => Object.entries(game.earnedRuns).some(([id, er]) => record.pitching[id]?.er !== er))
      .map(({ game }) => game.setup.gameId);
    expect(different).toEqual(KNOWN_EARNED_RUN_DIFFERENCES);
  });

  it('W/L/S (OBR 9.17, 9.19) equal info,wp/lp/save', () => {
    const different = replayed
      .filter(({ game, record }) => {
        const info = Object.fromEntries(game.info);
        const { win, loss, save } = record.decisions;
        return (info.wp || null) !== win || (info.lp || null) !== loss || (info.save || null) !== save;
      })
      .map(({ game }) => game.setup.gameId);
    expect(different).toEqual(KNOWN_DECISION_DIFFERENCES);
  });

  it('every box score adds up (an aggregate check independent of the rules)', () => {
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    for (const { record } of replayed) {
      for (const side of [0, 1] as const) {
        const other = side === 0 ? 1 : 0;
        const batting = Object.values(record.batting).filter((l) => l.side === side);
        const pitching = Object.values(record.pitching).filter((l) => l.side === side);
        const opposing = Object.values(record.pitching).filter((l) => l.side === other);
        const fielding = Object.values(record.fielding).filter((l) => l.side === side);
        expect(sum(batting, (l) => l.r)).toBe(record.score[side]);
        expect(sum(record.lineScore[side], (r) => r)).toBe(record.score[side]);
        expect(sum(batting, (l) => l.h)).toBe(record.totals[side].h);
        expect(sum(opposing, (l) => l.h)).toBe(record.totals[side].h);
        expect(sum(opposing, (l) => l.r)).toBe(record.score[side]);
        expect(sum(opposing, (l) => l.bf)).toBe(sum(batting, (l) => l.pa));
        expect(sum(pitching, (l) => l.outs)).toBe(sum(fielding, (l) => l.po));
        for (let pos = 1; pos <= 9; pos++) {
          expect(sum(fielding.filter((l) => l.pos === pos), (l) => l.outs)).toBe(sum(pitching, (l) => l.outs));
        }
      }
    }
  });

  it('read -> write -> read gives identical events', () => {
    for (const game of games) expect(parseEventFile(writeGame(game))[0].events).toEqual(game.events);
  });
});
