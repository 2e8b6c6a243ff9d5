import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../services/auth';
import { createApp } from './create-app';
import { loadAppConfig } from '../config/app-config';
import { createDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data-tooling/seed/demo-accounts';
import { LeaguesRepository } from '../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../repositories/players/players.repository';
import { TeamsRepository } from '../repositories/teams/teams.repository';
import { UsersRepository } from '../repositories/users/users.repository';

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

  it('creates the demo accounts with the demo leagues: a grade-1 and a grade-5 manager of each main, a team manager, a member', async () => {
    const app = await boot();
    try {
      const db = app.get(DataSource);
      const managers: { email: string; league_path: string; grade: number }[] = await db.query(
        `SELECT u.email, lm.league_path, m.grade FROM league_manager m
         JOIN user u ON u.user_id = m.user_id JOIN league_main lm ON lm.main_id = m.main_id ORDER BY u.email`,
      );
      expect(managers.map((row) => [row.email, row.league_path, Number(row.grade)])).toEqual([
        ['gangdong.head@example.com', 'gangdong', 1],
        ['gangdong.scorer@example.com', 'gangdong', 5],
        ['gangseo.head@example.com', 'gangseo', 1],
        ['gangseo.scorer@example.com', 'gangseo', 5],
      ]);
      const teamManagers: { email: string; on_roster: number }[] = await db.query(
        `SELECT u.email, (SELECT COUNT(*) FROM team_player tp JOIN player p ON p.player_id = tp.player_id
                          WHERE tp.team_id = tm.team_id AND p.user_id = u.user_id) AS on_roster
         FROM team_manager tm JOIN user u ON u.user_id = tm.user_id`,
      );
      expect(teamManagers.map((row) => [row.email, Number(row.on_roster)])).toEqual([['team.manager@example.com', 1]]);
      const [{ count }] = await db.query('SELECT COUNT(*) AS count FROM user');
      expect(Number(count)).toBe(DEMO_ACCOUNTS.length);

      for (const email of ['gangdong.head@example.com', 'member@example.com']) {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
        expect([email, login.statusCode]).toEqual([email, 200]);
      }

      // A database that has members gets none.
      const repositories = { users: app.get(UsersRepository), leagues: app.get(LeaguesRepository), teams: app.get(TeamsRepository), players: app.get(PlayersRepository) };
      await expect(createDemoAccounts(repositories, app.get(PasswordHasher))).resolves.toEqual({ created: [], teamName: null });
      expect(Number((await db.query('SELECT COUNT(*) AS count FROM user'))[0].count)).toBe(DEMO_ACCOUNTS.length);
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
      const [{ users }] = await app.get(DataSource).query('SELECT COUNT(*) AS users FROM user');
      expect(Number(users)).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await app.close();
    }
  });
});
