import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { SearchIndexService } from '../src/services/search/search-index.service';
import { Team } from '../src/repositories/teams/team.entity';
import { build } from './factories';
import { planOf, recordQueries, type SentQuery, tableAccesses } from './support/query-plan';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const PLAN_PLAYERS = 20_000;
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const GIVEN = ['민', '서', '도', '하', '준', '지', '현', '우', '수', '영', '진', '성', '호', '재', '태', '승', '은', '유', '경', '동'];

/** A Korean name for the n-th generated player: family name and two given-name syllables, most of them different. */
const generatedName = (n: number) => `${FAMILY[n % FAMILY.length]}${GIVEN[Math.floor(n / 16) % GIVEN.length]}${GIVEN[Math.floor(n / 320) % GIVEN.length]}`;

describe('GET /api/search on MySQL', () => {
  let t: TestApp;
  let index: SearchIndexService;

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'searchtest' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    index = t.app.get(SearchIndexService);
    await index.sync();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('finds players by part of the name, each with the team whose stat page shows him', async () => {
    const response = await t.http.get(`/api/search?q=${encodeURIComponent('ta2 선수1')}&limit=10`);
    expect(response.status).toBe(200);
    const players = response.body.data.players as { playerName: string; teamName: string | null; teamId: number | null }[];
    // "TA2 선수1", "TA2 선수10", "TA2 선수11", "TA2 선수12": spaces and case do not matter.
    expect(players.map((player) => player.playerName).sort()).toEqual(['TA2 선수1', 'TA2 선수10', 'TA2 선수11', 'TA2 선수12']);
    expect(players.every((player) => player.teamName === '팀 TA2' && typeof player.teamId === 'number')).toBe(true);
    expect(response.body.data.teams).toEqual([]);
  });

  it('answers teams and league sites in the same call, and one Hangul syllable is a query', async () => {
    const teams = await t.http.get(`/api/search?q=${encodeURIComponent('팀 t')}`);
    expect(teams.body.data.teams.map((team: { teamName: string }) => team.teamName)).toEqual(['팀 TA1', '팀 TA2', '팀 TA3', '팀 TB1', '팀 TB2']);
    expect(teams.body.data.teams[0]).toEqual({ teamId: expect.any(Number), teamName: '팀 TA1', logoImg: null });

    const one = await t.http.get(`/api/search?q=${encodeURIComponent('테')}&limit=3`);
    expect(one.status).toBe(200);
    expect(one.body.data.leagues).toEqual([{ mainId: expect.any(Number), mainName: '테스트 리그', leaguePath: 'searchtest' }]);
    expect(one.body.data.players).toEqual([]);
  });

  it('answers nothing for a name nobody has', async () => {
    const response = await t.http.get(`/api/search?q=${encodeURIComponent('없는이름')}`);
    expect(response.body.data).toEqual({ query: '없는이름', players: [], teams: [], leagues: [] });
  });

  it.each([
    ['no query', '/api/search', 'q', '검색어를 입력해 주세요.'],
    ['a blank query', `/api/search?q=${encodeURIComponent('   ')}`, 'q', '검색어를 입력해 주세요.'],
    ['a query of 51 characters', `/api/search?q=${'가'.repeat(51)}`, 'q', '검색어는 50자까지 입력할 수 있습니다.'],
    ['a limit of 21', `/api/search?q=a&limit=21`, 'limit', '개수는 1부터 20까지의 정수여야 합니다.'],
    ['a limit that is not a number', `/api/search?q=a&limit=many`, 'limit', '숫자를 입력해 주세요.'],
  ])('refuses %s with 400 and a Korean message', async (_name, url, field, message) => {
    const response = await t.http.get(url);
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
    expect(response.body.errors[field]).toBe(message);
  });

  it('ranks the whole name and the start of a name first, then players on a roster, newest first, over every match', async () => {
    // Six older namesakes on no roster, then one on a roster: in id order he was the seventh, out of a popup of five.
    const b = build(t);
    const namesakes: number[] = [];
    for (const playerName of ['김라온', '이라온', '박라온', '최라온', '정라온', '라온이']) namesakes.push(await b.players.player({ playerName, proTypeMiddle: 0, proType: 0 }));
    const yoon = await b.players.player({ playerName: '윤라온', proTypeMiddle: 0, proType: 0 });
    const [team] = await t.dataSource.query("SELECT team_id FROM team WHERE team_name = '팀 TA1'");
    await b.teams.rosterLine(Number(team.team_id), yoon, { backnumber: '77', teamRole: 7, joinedAt: '2026-03-01' });
    await index.sync();

    const part = await t.http.get(`/api/search?q=${encodeURIComponent('라온')}&limit=5`);
    expect(part.status).toBe(200);
    expect(part.body.data.players.map((hit: { playerName: string }) => hit.playerName)).toEqual(['라온이', '윤라온', '정라온', '최라온', '박라온']);
    expect(part.body.data.players[1]).toMatchObject({ teamName: '팀 TA1', teamId: Number(team.team_id) });

    const whole = await t.http.get(`/api/search?q=${encodeURIComponent('김라온')}&limit=5`);
    expect(whole.body.data.players.map((hit: { playerName: string }) => hit.playerName)).toEqual(['김라온']);

    await b.teams.removeRosterLine(Number(team.team_id), yoon);
    for (const playerId of [...namesakes, yoon]) await b.players.removePlayer(playerId);
    await index.sync();
  });

  it('follows a team renamed through its entity at once, and a name written with raw SQL after a sync', async () => {
    const [team] = await t.dataSource.query("SELECT team_id FROM team WHERE team_name = '팀 TB3'");
    await t.dataSource.getRepository(Team).update({ teamId: Number(team.team_id) }, { teamName: '번개 타이거즈' });
    // No sync asked here: the entity event asked for one.
    await index.settled();
    const renamed = await t.http.get(`/api/search?q=${encodeURIComponent('타이거')}`);
    expect(renamed.body.data.teams.map((hit: { teamName: string }) => hit.teamName)).toEqual(['번개 타이거즈']);
    expect((await t.http.get(`/api/search?q=${encodeURIComponent('팀 TB3')}`)).body.data.teams).toEqual([]);

    const banjang = await build(t).players.player({ playerName: '홍반장', proTypeMiddle: 0, proType: 0 });
    await index.sync();
    const added = await t.http.get(`/api/search?q=${encodeURIComponent('반장')}`);
    expect(added.body.data.players).toEqual([{ playerId: expect.any(Number), playerName: '홍반장', teamId: null, teamName: null }]);

    await build(t).players.removePlayer(banjang);
    await index.sync();
    expect((await t.http.get(`/api/search?q=${encodeURIComponent('반장')}`)).body.data.players).toEqual([]);
  });

  describe(`query plan at ${PLAN_PLAYERS.toLocaleString('en')} players`, () => {
    const sent: SentQuery[] = [];

    beforeAll(async () => {
      await build(t).players.players(Array.from({ length: PLAN_PLAYERS }, (_, i) => ({ playerName: generatedName(i), proTypeMiddle: 0, proType: 0 })));
      await index.sync();
      await t.dataSource.query('ANALYZE TABLE search_gram, search_name, player');
      recordQueries(t.dataSource, /FROM search_gram g/, sent);
    }, 300_000);

    afterAll(() => {
      jest.restoreAllMocks();
    });

    it.each([
      ['one syllable', '김'],
      ['part of a name', '민서'],
      ['a whole name', '김민서'],
    ])('looks %s up in the gram index (no table scan) and reads only the candidates', async (_name, q) => {
      sent.length = 0;
      const response = await t.http.get(`/api/search?q=${encodeURIComponent(q)}&limit=10`);
      expect(response.status).toBe(200);
      expect(response.body.data.players.length).toBeGreaterThan(0);
      expect(response.body.data.players.every((player: { playerName: string }) => player.playerName.includes(q))).toBe(true);
      const playerQuery = sent.find(({ sql }) => /JOIN player p/.test(sql));
      if (!playerQuery) throw new Error('the search sent no player query');
      const plan = await planOf(t.dataSource, playerQuery);
      const accesses = tableAccesses(plan);
      expect(accesses.map((access) => access['access_type'])).not.toContain('ALL');
      expect(JSON.stringify(plan)).not.toMatch(/filesort/i);
      const grams = accesses.find((access) => access['table_name'] === 'g');
      expect(grams?.['key']).toBe('PRIMARY');
      expect(grams?.['access_type']).toBe('ref');
      // The name and the player come by primary key, one row per candidate.
      for (const table of ['n', 'p']) expect(accesses.find((access) => access['table_name'] === table)?.['access_type']).toBe('eq_ref');
    });
  });
});
