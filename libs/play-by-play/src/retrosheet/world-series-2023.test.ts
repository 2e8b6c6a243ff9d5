import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayGame } from '../engine/replay.engine';
import type { GameRecord } from '../engine/game-state.types';
import { parseEventFile, parseRosterFile } from './event-file.parser';

const dir = join(__dirname, '../../test-data/retrosheet');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

interface BoxGame {
  id: string;
  innings: number;
  decisions: { W: string | null; L: string | null; S: string | null };
  linescore: { visitor: number[]; home: number[] };
  teams: { visitor: Record<string, number | string>; home: Record<string, number | string> };
  batting: Record<string, Record<string, number>>;
  pitching: Record<string, Record<string, number>>;
  fielding: Record<string, Record<string, number>>;
}

const box: { games: BoxGame[] } = JSON.parse(read('box-2023ws.json'));
const rosters = [...parseRosterFile(read('ARI2023.ROS')), ...parseRosterFile(read('TEX2023.ROS'))];
const games = parseEventFile(read('2023WS.EVE'), { rosters });

/** The box file's batting names -> the engine's (the contracts' names). */
const BATTING = { AB: 'ab', R: 'r', H: 'h', '2B': 'b2', '3B': 'b3', HR: 'hr', RBI: 'rbi', SH: 'sh', SF: 'sf', HBP: 'hbp', BB: 'bb', IBB: 'ibb', SO: 'so', SB: 'sb', CS: 'cs', GIDP: 'gidp' } as const;

/** The engine's record in the box file's shape. */
export function toBox(record: GameRecord) {
  const batting: BoxGame['batting'] = {};
  for (const [id, line] of Object.entries(record.batting)) {
    batting[id] = { side: line.side, slot: line.slot, ...Object.fromEntries(Object.entries(BATTING).map(([box, name]) => [box, line[name]])) };
  }
  const pitching: BoxGame['pitching'] = {};
  for (const [id, l] of Object.entries(record.pitching)) {
    pitching[id] = { side: l.side, seq: l.seq, IPouts: l.outs, BF: l.bf, H: l.h, R: l.r, ER: l.er, HR: l.hr, BB: l.bb, IBB: l.ibb, SO: l.so, HBP: l.hbp, WP: l.wp, BK: l.bk };
  }
  const fielding: BoxGame['fielding'] = {};
  for (const [key, l] of Object.entries(record.fielding)) {
    fielding[key] = { side: l.side, pos: l.pos, outs: l.outs, PO: l.po, A: l.a, E: l.e, DP: l.dp, TP: l.tp };
  }
  return { batting, pitching, fielding };
}

describe('2023 World Series (Retrosheet) replayed by the engine', () => {
  it('reads the five games', () => {
    expect(games.map((g) => g.setup.gameId).sort()).toEqual(box.games.map((g) => g.id).sort());
  });

  for (const official of box.games) {
    describe(official.id, () => {
      const game = games.find((g) => g.setup.gameId === official.id);
      if (!game) throw new Error(`${official.id} missing`);
      const { record } = replayGame(game.setup, game.events, game.rules);
      const mine = toBox(record);

      it('line score and team totals', () => {
        expect(record.innings).toBe(official.innings);
        expect(record.lineScore[0]).toEqual(official.linescore.visitor);
        expect(record.lineScore[1]).toEqual(official.linescore.home);
        (['visitor', 'home'] as const).forEach((side, i) => {
          const { team: _team, ...totals } = official.teams[side];
          const t = record.totals[i];
          expect({ side, R: t.r, H: t.h, E: t.e, LOB: t.lob, DP: t.dp, TP: t.tp, PA: t.pa }).toEqual({ side, ...totals });
        });
      });
      it('every batting line', () => expect(mine.batting).toEqual(official.batting));
      it('every pitching line, earned runs computed by the engine (OBR 9.16)', () => expect(mine.pitching).toEqual(official.pitching));
      it('every fielding line', () => expect(mine.fielding).toEqual(official.fielding));
      it('decisions W/L/S (OBR 9.17, 9.19)', () => {
        expect({ W: record.decisions.win, L: record.decisions.loss, S: record.decisions.save }).toEqual(official.decisions);
      });
      it('earned runs come from the 9.16 reconstruction, not from the (UR) marks', () => {
        const unmarked = game.events.map((event) =>
          'moves' in event ? { ...event, moves: event.moves.map(({ run: _run, ...move }) => move) } : event,
        );
        const er = Object.fromEntries(Object.entries(replayGame(game.setup, unmarked, game.rules).record.pitching).map(([id, l]) => [id, l.er]));
        expect(er).toEqual(game.earnedRuns);
      });
      it('earned runs equal the data,er records', () => {
        const er = Object.fromEntries(Object.entries(record.pitching).map(([id, l]) => [id, l.er]));
        expect(er).toEqual(game.earnedRuns);
      });
    });
  }
});
