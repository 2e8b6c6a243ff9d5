import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_LEAGUE_RECORD_SETTINGS, LEAGUE_MANAGER_ROLES, tiebreakCriteria } from '@dugout/contracts';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { LeaguesService } from '../src/services/leagues/leagues.service';
import { build } from './factories';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = 'seasonadmin';

describe('season, league and league image admin on MySQL', () => {
  let t: TestApp;
  let mainId: number;
  let otherMainId: number;
  let importedSeasonId: number;
  let importedLeagueId: number;
  let head: LoggedIn; // grade 1
  let plainManager: LoggedIn; // grade 3 with every role flag but not grade 1
  let member: LoggedIn;
  let otherHead: LoggedIn; // grade 1 of the other main

  const as = (who: LoggedIn | null) => {
    const auth = (request: ReturnType<TestApp['http']['get']>) => (who ? request.set(bearer(who.accessToken)) : request);
    return {
      get: (url: string) => auth(t.http.get(url)),
      post: (url: string, body: object) => auth(t.http.post(url)).send(body),
      put: (url: string, body: object) => auth(t.http.put(url)).send(body),
      delete: (url: string) => auth(t.http.delete(url)),
    };
  };
  const seasons = () => `/api/league/main/${mainId}/season`;
  const leagues = (seasonId: number) => `/api/league/main/${mainId}/season/${seasonId}/league`;
  const season = (overrides: Record<string, unknown> = {}) => ({
    seasonName: '2026 시즌',
    beginDate: '2026-03-01',
    endDate: '2026-11-30',
    active: false,
    ...overrides,
  });
  const league = (overrides: Record<string, unknown> = {}) => ({ leagueName: '토요 1부', sortOrder: 1, ...overrides });
  const seasonRows = async (): Promise<{ id: number; name: string; active: boolean }[]> =>
    (await t.dataSource.query('SELECT season_id, season_name, active FROM season WHERE main_id = ? ORDER BY season_id', [mainId])).map(
      (row: { season_id: number; season_name: string; active: number }) => ({ id: Number(row.season_id), name: row.season_name, active: Boolean(Number(row.active)) }),
    );
  const leagueRows = async (seasonId: number) =>
    t.dataSource.query('SELECT * FROM league WHERE season_id = ? ORDER BY league_id', [seasonId]) as Promise<Record<string, unknown>[]>;
  const auditRows = async (kind: string): Promise<{ user_id: number; object_id: number; changes: unknown }[]> =>
    (
      await t.dataSource.query("SELECT user_id, object_id, changes FROM audit_entry WHERE scope_type = 'leagueMain' AND scope_id = ? AND kind = ? ORDER BY audit_id", [
        mainId,
        kind,
      ])
    ).map((row: { user_id: number; object_id: number; changes: unknown }) => ({
      ...row,
      changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
    }));

  beforeAll(async () => {
    t = await createTestApp();
    const importer = t.app.get(SeasonImportService);
    for (const leaguePath of [PATH, 'seasonadminb']) {
      const result = await importer.importFile(smallSeasonFile({ leaguePath }));
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      if (leaguePath === PATH) {
        mainId = result.summary.mainId;
        importedSeasonId = result.summary.seasonId;
      } else otherMainId = result.summary.mainId;
    }
    [head, plainManager, member, otherHead] = await Promise.all(
      ['총괄관리자', '일반관리자', '일반회원', '다른리그관리자'].map((username) => registerAndLogin(t, { username })),
    );
    const service = t.app.get(LeaguesService);
    await service.grantManager(mainId, head.userId, 1);
    await service.grantManager(mainId, plainManager.userId, 3);
    await service.grantManager(otherMainId, otherHead.userId, 1);
    await build(t).leagues.roles(mainId, plainManager.userId, LEAGUE_MANAGER_ROLES);
    const [first] = await leagueRows(importedSeasonId);
    importedLeagueId = Number(first['league_id']);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/common/config', () => {
    it('answers the record-setting defaults, the tiebreak criteria in Korean and the board constants to anyone, cacheable', async () => {
      const response = await t.http.get('/api/common/config').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const config = response.body.data;
      expect(config.leagueRecordDefaults).toEqual({ ...DEFAULT_LEAGUE_RECORD_SETTINGS, tiebreakOrder: [...DEFAULT_LEAGUE_RECORD_SETTINGS.tiebreakOrder] });
      expect(config.tiebreakCriteria).toEqual(tiebreakCriteria.options.map((o) => ({ ...o })));
      expect(config.tiebreakCriteria[0]).toEqual({ value: 'winPct', label: '승률' });
      expect(config.eraBaseInnings).toEqual([
        { value: 9, label: '9이닝' },
        { value: 7, label: '7이닝' },
      ]);
      expect(config.leagueFormLimits).toMatchObject({ leagueNameMax: 50, forfeitRunsMin: 1, forfeitRunsMax: 30 });
      expect(config.seasonNameMax).toBe(50);
      expect(config.leagueImageKinds.map((k: { label: string }) => k.label)).toEqual(['로고', '사이드 배너', '상단 배너']);
      expect(config.board).toMatchObject({ nameMin: 2, nameMax: 20, maxFileCountMax: 5, maxFileCountDefault: 2, defaultRoles: { list: 1, view: 1, write: 4, comment: 4 } });
    });
  });

  describe('seasons', () => {
    it('refuses without login (401), a member, a grade-3 manager and another main\'s head (403), an unknown main (404)', async () => {
      const before = await seasonRows();
      expect((await as(null).post(seasons(), season())).status).toBe(401);
      for (const who of [member, plainManager, otherHead]) {
        const response = await as(who).post(seasons(), season());
        expect(response.status).toBe(403);
        expect(response.body.error).toMatch(/관리자/);
      }
      expect((await as(plainManager).put(`${seasons()}/${importedSeasonId}`, season())).status).toBe(403);
      expect((await as(plainManager).delete(`${seasons()}/${importedSeasonId}`)).status).toBe(403);
      expect((await as(head).post('/api/league/main/999999/season', season())).status).toBe(404);
      expect(await seasonRows()).toEqual(before);
    });

    it('creates a season with every field, answers it, and logs season.create', async () => {
      const response = await as(head).post(seasons(), season({ seasonName: '  2026 시즌  ' })).expect(201);
      expect(response.body.data).toEqual({
        seasonId: expect.any(Number),
        seasonName: '2026 시즌',
        beginDate: '2026-03-01',
        endDate: '2026-11-30',
        active: false,
        mainId,
      });
      const listed = await t.http.get(seasons()).expect(200);
      expect(listed.body.data.map((s: { seasonName: string }) => s.seasonName)).toEqual(['2026 시즌', '2025 시즌']);
      const [entry] = await auditRows('season.create');
      expect(entry).toMatchObject({ user_id: head.userId, object_id: response.body.data.seasonId });
      expect(entry.changes).toMatchObject({ seasonName: { before: null, after: '2026 시즌' }, beginDate: { before: null, after: '2026-03-01' } });
    });

    it('refuses inverted, unreal, overlapping and missing values with Korean field errors, changing nothing', async () => {
      const before = await seasonRows();
      const auditBefore = (await auditRows('season.create')).length;
      const inverted = await as(head).post(seasons(), season({ seasonName: '역순', beginDate: '2027-05-01', endDate: '2027-04-30' })).expect(400);
      expect(inverted.body.errors.endDate).toBe('종료일은 시작일과 같거나 그 이후여야 합니다.');
      const unreal = await as(head).post(seasons(), season({ beginDate: '2027-02-30', endDate: '2027-03' })).expect(400);
      expect(unreal.body.errors).toEqual({ beginDate: '존재하지 않는 날짜입니다.', endDate: 'YYYY-MM-DD 형식의 날짜를 입력해 주세요.' });
      const overlap = await as(head).post(seasons(), season({ seasonName: '겹침', beginDate: '2025-11-30', endDate: '2025-12-31' })).expect(400);
      expect(overlap.body.errors.beginDate).toBe("'2025 시즌' 시즌(2025-03-01 ~ 2025-11-30)과 기간이 겹칩니다.");
      const empty = await as(head).post(seasons(), {}).expect(400);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['beginDate', 'endDate', 'seasonName']);
      const long = await as(head).post(seasons(), season({ seasonName: '가'.repeat(51), beginDate: '2030-01-01', endDate: '2030-02-01' })).expect(400);
      expect(long.body.errors.seasonName).toBe('50자 이하로 입력해 주세요.');
      expect(await seasonRows()).toEqual(before);
      expect(await auditRows('season.create')).toHaveLength(auditBefore);
    });

    it('keeps one active season: activating one clears the other in the same write, each logged', async () => {
      const [created] = (await seasonRows()).filter((s) => s.name === '2026 시즌');
      const response = await as(head).put(`${seasons()}/${created.id}`, season({ active: true })).expect(200);
      expect(response.body.data.active).toBe(true);
      expect((await seasonRows()).filter((s) => s.active).map((s) => s.id)).toEqual([created.id]);
      const updates = await auditRows('season.update');
      expect(updates).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ object_id: importedSeasonId, changes: { active: { before: true, after: false } } }),
          expect.objectContaining({ object_id: created.id, changes: { active: { before: false, after: true } } }),
        ]),
      );
      const base = await t.http.get(`/api/league/base/${PATH}`).expect(200);
      expect(base.body.data.activeSeasonId).toBe(created.id);
      // A new active season takes the flag too.
      const third = await as(head).post(seasons(), season({ seasonName: '2027 시즌', beginDate: '2027-03-01', endDate: '2027-10-31', active: true })).expect(201);
      expect((await seasonRows()).filter((s) => s.active).map((s) => s.id)).toEqual([third.body.data.seasonId]);
      // Back to the imported one for the other tests.
      await as(head).put(`${seasons()}/${importedSeasonId}`, season({ seasonName: '2025 시즌', beginDate: '2025-03-01', endDate: '2025-11-30', active: true })).expect(200);
      expect((await seasonRows()).filter((s) => s.active).map((s) => s.id)).toEqual([importedSeasonId]);
    });

    it('edits a season (may keep its own days), refuses an overlap with another, 404 for a season of another main', async () => {
      const [created] = (await seasonRows()).filter((s) => s.name === '2026 시즌');
      const edited = await as(head).put(`${seasons()}/${created.id}`, season({ seasonName: '2026 봄 시즌', endDate: '2026-06-30' })).expect(200);
      expect(edited.body.data).toMatchObject({ seasonName: '2026 봄 시즌', endDate: '2026-06-30', active: false });
      const overlap = await as(head).put(`${seasons()}/${created.id}`, season({ beginDate: '2025-10-01' })).expect(400);
      expect(overlap.body.errors.beginDate).toContain("'2025 시즌'");
      const [otherSeason] = await t.dataSource.query('SELECT season_id FROM season WHERE main_id = ?', [otherMainId]);
      expect((await as(head).put(`${seasons()}/${otherSeason.season_id}`, season({ beginDate: '2040-01-01', endDate: '2040-02-01' }))).status).toBe(404);
      expect((await as(head).put(`${seasons()}/999999`, season({ beginDate: '2040-01-01', endDate: '2040-02-01' }))).status).toBe(404);
      const [entry] = (await auditRows('season.update')).filter((row) => row.object_id === created.id).slice(-1);
      expect(entry.changes).toMatchObject({ seasonName: { before: '2026 시즌', after: '2026 봄 시즌' } });
    });

    it('refuses to delete a season with games (400, nothing changed) and deletes one without, with its leagues', async () => {
      const refused = await as(head).delete(`${seasons()}/${importedSeasonId}`).expect(400);
      expect(refused.body.error).toMatch(/^이 시즌의 리그에 경기 일정이 \d+개 있어 삭제할 수 없습니다/);
      expect((await seasonRows()).some((s) => s.id === importedSeasonId)).toBe(true);
      const doomed = await as(head).post(seasons(), season({ seasonName: '지울 시즌', beginDate: '2031-01-01', endDate: '2031-02-01' })).expect(201);
      const doomedId = doomed.body.data.seasonId;
      await as(head).post(leagues(doomedId), league()).expect(201);
      await as(head).delete(`${seasons()}/${doomedId}`).expect(204);
      expect((await seasonRows()).some((s) => s.id === doomedId)).toBe(false);
      expect(await leagueRows(doomedId)).toEqual([]);
      const [entry] = (await auditRows('season.delete')).filter((row) => row.object_id === doomedId);
      expect(entry.changes).toMatchObject({ seasonName: { before: '지울 시즌', after: null }, leagueCount: { before: 1, after: null } });
      expect((await as(head).delete(`${seasons()}/${doomedId}`)).status).toBe(404);
    });
  });

  describe('leagues', () => {
    let seasonId: number;

    beforeAll(async () => {
      const created = await as(head).post(seasons(), season({ seasonName: '리그 시즌', beginDate: '2032-03-01', endDate: '2032-11-30' })).expect(201);
      seasonId = created.body.data.seasonId;
    });

    it('refuses without login, a member, a grade-3 manager, another main\'s head; 404 for another main\'s season', async () => {
      expect((await as(null).post(leagues(seasonId), league())).status).toBe(401);
      for (const who of [member, plainManager, otherHead]) {
        expect((await as(who).post(leagues(seasonId), league())).status).toBe(403);
        expect((await as(who).get(leagues(seasonId))).status).toBe(403);
      }
      const [otherSeason] = await t.dataSource.query('SELECT season_id FROM season WHERE main_id = ?', [otherMainId]);
      expect((await as(head).post(leagues(otherSeason.season_id), league())).status).toBe(404);
      expect((await as(head).get(leagues(otherSeason.season_id))).status).toBe(404);
      expect(await leagueRows(seasonId)).toEqual([]);
    });

    it('creates a league with the engine defaults when only the name is sent, and with every setting when sent', async () => {
      const plain = await as(head).post(leagues(seasonId), { leagueName: '토요 1부' }).expect(201);
      expect(plain.body.data).toEqual({
        leagueId: expect.any(Number),
        leagueName: '토요 1부',
        seasonId,
        sortOrder: 0,
        ...DEFAULT_LEAGUE_RECORD_SETTINGS,
        tiebreakOrder: [...DEFAULT_LEAGUE_RECORD_SETTINGS.tiebreakOrder],
        regulationInnings: null,
        gameCount: 0,
      });
      const full = await as(head)
        .post(leagues(seasonId), {
          leagueName: '일요 2부',
          sortOrder: 2,
          eraBaseInnings: 7,
          pointsWin: 2,
          pointsDraw: 1,
          pointsLoss: -1,
          tiebreakOrder: ['points', 'headToHead', 'runDifferential'],
          batterQualifyMultiplier: 2.5,
          pitcherQualifyMultiplier: 0.75,
          forfeitRuns: 7,
          regulationInnings: 7,
        })
        .expect(201);
      expect(full.body.data).toMatchObject({
        leagueName: '일요 2부',
        sortOrder: 2,
        eraBaseInnings: 7,
        pointsWin: 2,
        pointsLoss: -1,
        tiebreakOrder: ['points', 'headToHead', 'runDifferential'],
        batterQualifyMultiplier: 2.5,
        pitcherQualifyMultiplier: 0.75,
        forfeitRuns: 7,
        regulationInnings: 7,
      });
      const [row] = (await leagueRows(seasonId)).filter((r) => r['league_name'] === '일요 2부');
      expect(row['tiebreak_order']).toBe('points,headToHead,runDifferential');
      const listed = await as(head).get(leagues(seasonId)).expect(200);
      expect(listed.body.data.map((l: { leagueName: string }) => l.leagueName)).toEqual(['토요 1부', '일요 2부']);
      const publicList = await t.http.get(`/api/league/season/${seasonId}/league`).expect(200);
      expect(publicList.body.data.map((l: { leagueName: string }) => l.leagueName)).toEqual(['토요 1부', '일요 2부']);
      const settings = await t.app.get(LeaguesService).recordSettings(seasonId, full.body.data.leagueId);
      expect(settings).toMatchObject({ eraBaseInnings: 7, pointsWin: 2, tiebreakOrder: ['points', 'headToHead', 'runDifferential'], forfeitRuns: 7 });
      const created = (await auditRows('league.create')).slice(-2);
      expect(created.map((row) => row.object_id)).toEqual([plain.body.data.leagueId, full.body.data.leagueId]);
      expect(created[1].changes).toMatchObject({ leagueName: { before: null, after: '일요 2부' }, tiebreakOrder: { before: null, after: ['points', 'headToHead', 'runDifferential'] } });
    });

    it('refuses bad settings with Korean field errors, changing nothing', async () => {
      const before = await leagueRows(seasonId);
      const bad = await as(head)
        .post(leagues(seasonId), {
          leagueName: '',
          eraBaseInnings: 8,
          pointsWin: 1.5,
          tiebreakOrder: ['winPct', 'winPct'],
          batterQualifyMultiplier: 0,
          pitcherQualifyMultiplier: 1.2345,
          forfeitRuns: 31,
        })
        .expect(400);
      expect(bad.body.errors).toEqual({
        leagueName: '필수 입력 항목입니다.',
        eraBaseInnings: '평균자책점 기준 이닝은 9이닝이나 7이닝 중에서 골라 주세요.',
        pointsWin: '정수를 입력해 주세요.',
        tiebreakOrder: '같은 순위 결정 기준을 두 번 넣을 수 없습니다.',
        batterQualifyMultiplier: '0보다 큰 값을 입력해 주세요.',
        pitcherQualifyMultiplier: '소수점 아래 세 자리까지 입력할 수 있습니다.',
        forfeitRuns: '30 이하의 값을 입력해 주세요.',
      });
      const unknown = await as(head).post(leagues(seasonId), league({ tiebreakOrder: ['coinToss'] })).expect(400);
      expect(unknown.body.errors.tiebreakOrder).toBe('알 수 없는 순위 결정 기준이 있습니다.');
      const empty = await as(head).post(leagues(seasonId), league({ tiebreakOrder: [] })).expect(400);
      expect(empty.body.errors.tiebreakOrder).toBe('순위 결정 기준을 하나 이상 골라 주세요.');
      const tooLong = await as(head).post(leagues(seasonId), league({ leagueName: '가'.repeat(51), forfeitRuns: 0 })).expect(400);
      expect(tooLong.body.errors).toEqual({ leagueName: '50자 이하로 입력해 주세요.', forfeitRuns: '1 이상의 값을 입력해 주세요.' });
      const [first] = before;
      const badUpdate = await as(head).put(`${leagues(seasonId)}/${first['league_id']}`, league({ eraBaseInnings: 6 })).expect(400);
      expect(badUpdate.body.errors.eraBaseInnings).toBeDefined();
      expect(await leagueRows(seasonId)).toEqual(before);
    });

    it('edits a league\'s name, order and settings with the changed fields logged; 404 for a league of another season', async () => {
      const [first] = await leagueRows(seasonId);
      const leagueId = Number(first['league_id']);
      const response = await as(head)
        .put(`${leagues(seasonId)}/${leagueId}`, league({ leagueName: '토요 1부 리그', sortOrder: 5, forfeitRuns: 7, tiebreakOrder: ['winPct', 'wins'] }))
        .expect(200);
      expect(response.body.data).toMatchObject({ leagueId, leagueName: '토요 1부 리그', sortOrder: 5, forfeitRuns: 7, tiebreakOrder: ['winPct', 'wins'], pointsWin: 3 });
      const [entry] = (await auditRows('league.update')).slice(-1);
      expect(entry).toMatchObject({ user_id: head.userId, object_id: leagueId });
      expect(entry.changes).toEqual({
        leagueName: { before: '토요 1부', after: '토요 1부 리그' },
        sortOrder: { before: 0, after: 5 },
        forfeitRuns: { before: 9, after: 7 },
        tiebreakOrder: { before: ['winPct', 'headToHead', 'runsAllowed', 'runsScored'], after: ['winPct', 'wins'] },
      });
      expect((await as(head).put(`${leagues(importedSeasonId)}/${leagueId}`, league())).status).toBe(404);
      expect((await as(head).put(`${leagues(seasonId)}/999999`, league())).status).toBe(404);
      expect((await as(plainManager).put(`${leagues(seasonId)}/${leagueId}`, league())).status).toBe(403);
    });

    it('refuses to delete a league with games (400, nothing changed) and deletes one without', async () => {
      const refused = await as(head).delete(`${leagues(importedSeasonId)}/${importedLeagueId}`).expect(400);
      expect(refused.body.error).toMatch(/^이 리그에 경기 일정이 \d+개 있어 삭제할 수 없습니다/);
      expect(await leagueRows(importedSeasonId)).toHaveLength(2);
      const listed = await as(head).get(leagues(importedSeasonId)).expect(200);
      expect(listed.body.data[0].gameCount).toBeGreaterThan(0);
      const [, second] = await leagueRows(seasonId);
      const leagueId = Number(second['league_id']);
      expect((await as(plainManager).delete(`${leagues(seasonId)}/${leagueId}`)).status).toBe(403);
      await as(head).delete(`${leagues(seasonId)}/${leagueId}`).expect(204);
      expect((await leagueRows(seasonId)).map((r) => Number(r['league_id']))).not.toContain(leagueId);
      const [entry] = (await auditRows('league.delete')).filter((row) => row.object_id === leagueId);
      expect(entry.changes).toMatchObject({ leagueName: { before: '일요 2부', after: null } });
      expect((await as(head).delete(`${leagues(seasonId)}/${leagueId}`)).status).toBe(404);
    });
  });

  describe('PUT /api/league/main/{id}/image/{kind}', () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 160 } } }).png().toBuffer();
    const leagueFiles = () => {
      const dir = path.join(t.config.uploadDir, 'league');
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith(PATH)).sort() : [];
    };
    const mainRow = async () => (await t.dataSource.query('SELECT logo_img, ext_img1, ext_img2 FROM league_main WHERE main_id = ?', [mainId]))[0];
    const upload = (who: LoggedIn | null, kind: string, files: { data: Buffer; name: string }[]) => {
      let request = t.http.put(`/api/league/main/${mainId}/image/${kind}`);
      if (who) request = request.set(bearer(who.accessToken));
      if (files.length === 0) request = request.field('nothing', '1');
      for (const file of files) request = request.attach('file', file.data, file.name);
      return request;
    };

    it('stores a logo (with its small version), a side and a top banner, replacing the old file, each logged', async () => {
      const logo = await upload(head, 'logo', [{ data: await png(600, 600), name: '로고.png' }]).expect(200);
      expect(logo.body.data).toEqual({ kind: 'logo', name: expect.stringMatching(/^seasonadmin_logo_[0-9a-f]{8}\.png$/) });
      const firstLogo = logo.body.data.name as string;
      expect(leagueFiles()).toEqual([firstLogo, firstLogo.replace('.png', '_s.png')].sort());
      const stored = await sharp(path.join(t.config.uploadDir, 'league', firstLogo)).metadata();
      expect([stored.width, stored.height]).toEqual([480, 480]);
      const resized = await t.http.get(`/upload/league/${firstLogo}?w=192`).set('Accept', 'image/webp').expect(200);
      expect(resized.headers['content-type']).toBe('image/webp');
      const variant = path.join(t.config.uploadDir, 'variants', 'league', firstLogo, '192.webp');
      expect(fs.existsSync(variant)).toBe(true);
      const again = await upload(head, 'logo', [{ data: await png(100, 100), name: 'logo2.png' }]).expect(200);
      // The replaced logo's resized copies go with it.
      expect(fs.existsSync(variant)).toBe(false);
      const secondLogo = again.body.data.name as string;
      expect(leagueFiles()).toEqual([secondLogo, secondLogo.replace('.png', '_s.png')].sort());
      const side = await upload(head, 'side', [{ data: await png(300, 400), name: 'side.png' }]).expect(200);
      const banner = await upload(head, 'banner', [{ data: await png(1200, 240), name: 'top.png' }]).expect(200);
      expect(await mainRow()).toEqual({ logo_img: secondLogo, ext_img1: side.body.data.name, ext_img2: banner.body.data.name });
      const publicMain = await t.http.get(`/api/league/main/${mainId}`).expect(200);
      expect(publicMain.body.data).toMatchObject({ logoImg: secondLogo, extImg1: side.body.data.name, extImg2: banner.body.data.name });
      const served = await t.http.get(`/upload/league/${banner.body.data.name}`).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const entries = await auditRows('leagueMain.image');
      expect(entries.map((row) => row.changes)).toEqual([
        { logoImg: { before: null, after: firstLogo } },
        { logoImg: { before: firstLogo, after: secondLogo } },
        { extImg1: { before: null, after: side.body.data.name } },
        { extImg2: { before: null, after: banner.body.data.name } },
      ]);
    });

    it('refuses without login, a grade-3 manager, an unknown kind, no file, two files or a non-image, changing nothing', async () => {
      const before = await mainRow();
      const files = leagueFiles();
      const image = { data: await png(50, 50), name: 'x.png' };
      expect((await upload(null, 'logo', [image])).status).toBe(401);
      expect((await upload(plainManager, 'logo', [image])).status).toBe(403);
      expect((await upload(otherHead, 'logo', [image])).status).toBe(403);
      const kind = await upload(head, 'favicon', [image]).expect(400);
      expect(kind.body.error).toBe('이미지 종류는 logo(로고), side(사이드 배너), banner(상단 배너) 중 하나여야 합니다.');
      expect((await upload(head, 'logo', [])).body.error).toBe('이미지 파일 하나를 올려 주세요.');
      expect((await upload(head, 'logo', [image, image])).body.error).toBe('이미지 파일 하나를 올려 주세요.');
      const text = await upload(head, 'side', [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg' }]).expect(400);
      expect(text.body.error).toContain('이미지가 아닙니다');
      expect(await mainRow()).toEqual(before);
      expect(leagueFiles()).toEqual(files);
    });
  });
});
