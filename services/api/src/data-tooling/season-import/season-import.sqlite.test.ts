import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { recomputeLeague, storedLeague } from '../../../test/support/aggregate-oracle';
import { randomGameRecord, seededRandom } from '../../../test/support/random-game-record';
import { smallSeasonFile } from '../../../test/support/small-season';
import { createApp } from '../../bootstrap/create-app';
import { loadAppConfig } from '../../config/app-config';
import { GameRecordService } from '../../games/game-record.service';
import { formatSeasonFile } from '../season-file';
import { runImportCommand } from './import.command';

// The same import on the embedded database (better-sqlite3) that `npm start` uses without DATABASE_URL.
describe('season import on the embedded SQLite database', () => {
  let dir: string;
  const env = () => ({ NODE_ENV: 'test', SQLITE_PATH: path.join(dir, 'dugout.sqlite'), INIT_CWD: dir, LOG_LEVEL: 'silent' });
  const quiet = { log: () => undefined, error: () => undefined };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-import-sqlite-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const openApp = async (): Promise<NestFastifyApplication> => {
    const app = await createApp(loadAppConfig({ ...env(), JWT_SECRET: randomBytes(32).toString('base64url'), UPLOAD_DIR: path.join(dir, 'upload'), WEB_ROOT: dir }));
    await app.init();
    return app;
  };

  it('imports with the command, refuses a bad file without writing, and keeps aggregates equal to the lines', async () => {
    const example = path.join(__dirname, '../../../docs/season-file-example.json');
    fs.writeFileSync(path.join(dir, 'small.json'), formatSeasonFile(smallSeasonFile()));
    const broken = smallSeasonFile({ leaguePath: 'broken' });
    broken.players[5].teamKey = 'nobody';
    fs.writeFileSync(path.join(dir, 'broken.json'), formatSeasonFile(broken));

    expect(await runImportCommand([example, 'small.json'], env(), quiet)).toBe(0);
    const errors: string[] = [];
    expect(await runImportCommand(['broken.json'], env(), { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors.join('\n')).toMatch(/players\[5\]\.teamKey: 없는 팀입니다: nobody/);

    const app = await openApp();
    try {
      const dataSource = app.get(DataSource);
      expect(dataSource.options.type).toBe('better-sqlite3');
      const mains: { league_path: string }[] = await dataSource.query('SELECT league_path FROM league_main ORDER BY league_path');
      expect(mains.map((main) => main.league_path)).toEqual(['gangdong', 'smalltest']);
      const [{ count }] = await dataSource.query('SELECT COUNT(*) AS count FROM game');
      expect(Number(count)).toBe(1);

      // Incremental upkeep on SQLite too (its upsert is ON CONFLICT, MySQL's ON DUPLICATE KEY).
      const records = app.get(GameRecordService);
      const games: { game_id: number; visit_team_id: number; home_team_id: number }[] = await dataSource.query(
        "SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s JOIN league l ON l.league_id = s.league_id JOIN season se ON se.season_id = l.season_id JOIN league_main m ON m.main_id = se.main_id WHERE m.league_path = 'smalltest' ORDER BY s.game_id",
      );
      const members: { team_id: number; player_id: number }[] = await dataSource.query('SELECT team_id, player_id FROM team_player');
      const roster = (teamId: number) => members.filter((member) => Number(member.team_id) === Number(teamId)).map((member) => Number(member.player_id));
      const random = seededRandom(5);
      for (const game of games.slice(0, 6)) {
        await records.writeRecord(Number(game.game_id), randomGameRecord(random, { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }));
      }
      await records.writeRecord(Number(games[0].game_id), randomGameRecord(random, { visit: roster(games[0].visit_team_id), home: roster(games[0].home_team_id) }));
      expect(await records.deleteRecord(Number(games[1].game_id))).toBe(true);

      const leagues: { league_id: number }[] = await dataSource.query('SELECT league_id FROM league');
      for (const { league_id } of leagues) {
        expect(await storedLeague(dataSource, Number(league_id))).toEqual(await recomputeLeague(dataSource, Number(league_id)));
      }
    } finally {
      await app.close();
    }
  });
});
