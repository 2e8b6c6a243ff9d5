import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from './bootstrap/create-app';
import { loadAppConfig } from './config/app-config';

// The embedded database `npm start` uses: the same migrations on SQLite (better-sqlite3), and the demo seed.
describe('a fresh start on the embedded SQLite database', () => {
  let dir: string;
  const boot = async (): Promise<NestFastifyApplication> => {
    const config = loadAppConfig({
      NODE_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SQLITE_PATH: path.join(dir, 'db/dugout.sqlite'),
      UPLOAD_DIR: path.join(dir, 'upload'),
      WEB_ROOT: path.join(dir, 'web'),
      LOG_LEVEL: 'silent',
    });
    const app = await createApp(config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-sqlite-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, seeds the demo leagues and their images, and serves them', async () => {
    const app = await boot();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, data: { status: 'ok', db: 'sqlite' } });

      const main = (await app.inject({ method: 'GET', url: '/api/league/mainpath/gangdong' })).json();
      expect(main).toEqual({
        ok: true,
        data: expect.objectContaining({ mainName: '강동 베이스볼 리그', leaguePath: 'gangdong', logoImg: 'gangdong_logo.png' }),
      });
      const season = (await app.inject({ method: 'GET', url: `/api/league/main/${main.data.mainId}/activeSeason` })).json();
      expect(season.data).toMatchObject({ seasonName: '2026 시즌', active: true, mainId: main.data.mainId });

      const gangseo = (await app.inject({ method: 'GET', url: '/api/league/base/gangseo' })).json();
      expect(gangseo.data.videoUrl).toMatch(/^https:\/\//);
      expect((await app.inject({ method: 'GET', url: '/api/league/base/gangdong' })).json().data.videoUrl).toBeNull();

      for (const league of ['gangdong', 'gangseo']) {
        for (const suffix of ['logo', 'logo_s', 'banner', 'side']) {
          const image = await app.inject({ method: 'GET', url: `/upload/league/${league}_${suffix}.png` });
          expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
        }
      }

      await expect(
        app.get(DataSource).query("INSERT INTO league_main (main_name, league_path) VALUES ('중복', 'gangdong')"),
      ).rejects.toThrow(/UNIQUE constraint failed/);
    } finally {
      await app.close();
    }
  });

  it('keeps its data across restarts without seeding twice', async () => {
    expect(fs.existsSync(path.join(dir, 'db/dugout.sqlite'))).toBe(true);
    const app = await boot();
    try {
      const [{ count }] = await app.get(DataSource).query('SELECT COUNT(*) AS count FROM league_main');
      expect(Number(count)).toBe(2);
    } finally {
      await app.close();
    }
  });
});
