import type { DataSource } from 'typeorm';
import { createEmbeddedApp, type EmbeddedApp } from '../../test/support/embedded-app';
import { GameEntryService } from './game-entry.service';

// The box-score entry's writes on the embedded database (better-sqlite3), as `npm start` runs them on the demo.
describe('box-score entry on the embedded database', () => {
  let embedded: EmbeddedApp;
  let db: DataSource;
  let entry: GameEntryService;

  beforeAll(async () => {
    embedded = await createEmbeddedApp('game-entry');
    db = embedded.db;
    entry = embedded.app.get(GameEntryService);
  }, 120_000);

  afterAll(async () => {
    await embedded?.close();
  });

  it('saves a record again, marks it final, opens a correction and keeps the versions', async () => {
    const [row] = await db.query(
      `SELECT g.game_id, se.main_id FROM game g JOIN schedule s ON s.game_id = g.game_id JOIN league l ON l.league_id = s.league_id
         JOIN season se ON se.season_id = l.season_id WHERE g.win_type IS NOT NULL ORDER BY g.game_id LIMIT 1`,
    );
    const gameId = Number(row.game_id);
    const mainId = Number(row.main_id);
    // Imported records are official; this one is taken back to a draft to be typed again.
    await db.query("UPDATE game SET record_state = 'draft' WHERE game_id = ?", [gameId]);
    const editing = await entry.editing(gameId);
    const saved = await entry.save(gameId, 1, mainId, 'record', { ...editing.record, version: editing.version });
    expect(saved).toMatchObject({ gameId, version: (editing.version ?? 0) + 1, state: 'inProgress' });
    const scoreboard = await entry.save(gameId, 1, mainId, 'scoreboard', {
      winType: editing.record.winType,
      winnerSide: editing.record.winnerSide,
      lineScore: editing.record.lineScore,
      visit: editing.record.visit,
      home: editing.record.home,
      version: saved.version,
    });
    expect(scoreboard.version).toBe(saved.version + 1);
    const final = await entry.markFinal(gameId, 1, mainId);
    expect(final.state).toBe('final');
    const opened = await entry.openCorrection(gameId, 1, mainId, { reason: '안타 수 정정' });
    expect(opened.correctionOpen).toBe(true);
    const [meta] = await db.query('SELECT record_state, correction_open FROM game WHERE game_id = ?', [gameId]);
    expect({ state: meta.record_state, open: Number(meta.correction_open) }).toEqual({ state: 'final', open: 1 });
    expect((await entry.versions(gameId)).length).toBeGreaterThanOrEqual(2);
  });
});
