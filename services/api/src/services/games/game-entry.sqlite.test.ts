import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { GameEntryService, SAVES_BUSY_MESSAGE } from './game-entry.service';

// The box-score entry's writes on the embedded database (better-sqlite3), as `npm start` runs them on the demo.
describe('box-score entry on the embedded database', () => {
  const embedded = useEmbeddedApp('game-entry');
  const entry = () => embedded.app.get(GameEntryService);

  it('saves a record again, marks it final, opens a correction and keeps the versions', async () => {
    const [row] = await embedded.db.query(
      `SELECT g.game_id, se.main_id FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id
         JOIN season se ON se.season_id = l.season_id WHERE g.win_type IS NOT NULL ORDER BY g.game_id LIMIT 1`,
    );
    const gameId = Number(row.game_id);
    const mainId = Number(row.main_id);
    // Imported records are official; this one is taken back to a draft to be typed again.
    await embedded.db.query("UPDATE game SET record_state = 'draft' WHERE game_id = ?", [gameId]);
    const editing = await entry().editing(gameId);
    const saved = await entry().save(gameId, 1, mainId, 'wholeRecord', { ...editing.record, version: editing.version });
    expect(saved).toMatchObject({ gameId, version: (editing.version ?? 0) + 1, state: 'inProgress' });
    const scoreboard = await entry().save(gameId, 1, mainId, 'scoreboard', {
      winType: editing.record.winType,
      winnerSide: editing.record.winnerSide,
      lineScore: editing.record.lineScore,
      visit: editing.record.visit,
      home: editing.record.home,
      version: saved.version,
    });
    expect(scoreboard.version).toBe(saved.version + 1);
    const final = await entry().markFinal(gameId, 1, mainId);
    expect(final.state).toBe('final');
    const opened = await entry().openCorrection(gameId, 1, mainId, { reason: '안타 수 정정' });
    expect(opened.correctionOpen).toBe(true);
    const [meta] = await embedded.db.query('SELECT record_state, correction_open FROM game WHERE game_id = ?', [gameId]);
    expect({ state: meta.record_state, open: Number(meta.correction_open) }).toEqual({ state: 'final', open: 1 });
    expect((await entry().versions(gameId)).length).toBeGreaterThanOrEqual(2);
  });
});

// Issue 26 §2: on the embedded database a save that would wait longer than DATABASE_WRITE_QUEUE_MS
// for its turn (RECORD_SAVES_AT_ONCE at a time) is refused at once with 503, and writes nothing.
describe('box-score saves beyond what the embedded database takes in time', () => {
  const embedded = useEmbeddedApp('record-save-admission', { RECORD_SAVES_AT_ONCE: '1', DATABASE_WRITE_QUEUE_MS: '1' });

  it('works on one save at a time and refuses the others that come meanwhile with 503 and Retry-After, writing nothing for them', async () => {
    const { app } = embedded;
    const entry = () => app.get(GameEntryService);
    const rows: { game_id: number; main_id: number }[] = await embedded.db.query(
      `SELECT g.game_id, se.main_id FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id
         JOIN season se ON se.season_id = l.season_id WHERE g.win_type IS NOT NULL ORDER BY g.game_id LIMIT 7`,
    );
    await embedded.db.query(`UPDATE game SET record_state = 'draft' WHERE game_id IN (${rows.map(() => '?').join(', ')})`, rows.map((row) => row.game_id));
    const games = await Promise.all(rows.map(async (row) => ({ gameId: Number(row.game_id), mainId: Number(row.main_id), editing: await entry().editing(Number(row.game_id)) })));
    const save = ({ gameId, mainId, editing }: (typeof games)[number]) => entry().save(gameId, 1, mainId, 'wholeRecord', { ...editing.record, version: editing.version });

    const [first, admitted, ...rest] = games as [(typeof games)[number], (typeof games)[number], ...typeof games];
    await save(first);
    const outcomes = await Promise.allSettled([admitted, ...rest].map(save));
    expect(outcomes[0]?.status).toBe('fulfilled');
    const refusals = outcomes.slice(1);
    for (const outcome of refusals) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason as RetryLaterException;
      expect(error).toBeInstanceOf(RetryLaterException);
      expect({ status: error.getStatus(), message: error.message }).toEqual({ status: 503, message: SAVES_BUSY_MESSAGE });
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    for (const game of rest) expect((await entry().editing(game.gameId)).version).toBe(game.editing.version);
    expect((await entry().editing(admitted.gameId)).version).toBe((admitted.editing.version ?? 0) + 1);
  });
});
