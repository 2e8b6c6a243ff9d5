import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Two league mains shaped like the demo ones, each with an active season. */
async function insertLeagueMains(t: TestApp): Promise<void> {
  for (const [leaguePath, mainName] of [
    ['gangdong', '강동리그'],
    ['gangseo', '강서리그'],
  ]) {
    const b = build(t);
    const mainId = await b.leagues.main(leaguePath, mainName, { logo: `${leaguePath}_logo.png`, side: `${leaguePath}_side.png`, banner: `${leaguePath}_banner.png` });
    await b.leagues.season(mainId, { seasonName: '2026 시즌', beginDate: '2026-03-01', endDate: '2026-11-30' });
  }
}

describe('league main and active season', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('does not seed demo data by itself in tests', async () => {
    const response = await t.http.get('/api/league/mainpath/gangdong');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, data: null, error: '리그를 찾을 수 없습니다.' });
  });

  describe('with two league mains', () => {
    beforeAll(async () => {
      await insertLeagueMains(t);
    });

    it('returns the league main by its path with exactly the contract fields', async () => {
      const response = await t.http.get('/api/league/mainpath/gangseo');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: {
          mainId: expect.any(Number),
          mainName: '강서리그',
          leaguePath: 'gangseo',
          logoImg: 'gangseo_logo.png',
          extImg1: 'gangseo_side.png',
          extImg2: 'gangseo_banner.png',
        },
      });
    });

    it("returns the league's active season with dates as YYYY-MM-DD", async () => {
      const main = (await t.http.get('/api/league/mainpath/gangdong')).body.data;
      const response = await t.http.get(`/api/league/main/${main.mainId}/activeSeason`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: {
          seasonId: expect.any(Number),
          seasonName: '2026 시즌',
          active: true,
          beginDate: '2026-03-01',
          endDate: '2026-11-30',
          mainId: main.mainId,
        },
      });
    });

    it('answers data: null when the league has no active season', async () => {
      const insertId = await build(t).leagues.main('dormant', '휴면리그');
      await build(t).leagues.season(insertId, { seasonName: '2025 시즌', active: false, beginDate: '2025-03-01', endDate: '2025-11-30' });
      const response = await t.http.get(`/api/league/main/${insertId}/activeSeason`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true, data: null });
    });

    it('answers 404 for an unknown league and 400 for a malformed id', async () => {
      expect((await t.http.get('/api/league/main/999999/activeSeason')).body).toEqual({
        ok: false,
        data: null,
        error: '리그를 찾을 수 없습니다.',
      });
      const malformed = await t.http.get('/api/league/main/gangdong/activeSeason');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ ok: false, data: null, errors: { id: '번호는 1 이상의 정수여야 합니다.' } });
    });
  });
});
