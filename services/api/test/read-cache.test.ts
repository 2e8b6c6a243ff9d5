import { ReadCache } from '../src/common/read-cache/read-cache.service';
import { writeForLeagueMain } from '../src/common/read-cache/read-scope';
import { login, register, newMember } from './auth-fixtures';
import { createReadFixture, getData, sql, type ReadFixture } from './read-api-fixture';

describe('read cache on MySQL: a write empties only the answers it can change', () => {
  let fixture: ReadFixture;
  let cache: ReadCache;
  let homeUrl: string;
  let standingsUrl: string;

  beforeAll(async () => {
    fixture = await createReadFixture();
    cache = fixture.t.app.get(ReadCache);
    const { activeSeason, leagues } = fixture;
    homeUrl = `/api/game/rank/mainPage/${activeSeason.seasonId}/${leagues[0].leagueId}`;
    standingsUrl = `/api/game/rank/team/${activeSeason.seasonId}/${leagues[0].leagueId}`;
  });

  afterAll(async () => {
    await fixture?.t.close();
  });

  const fillCache = async () => {
    cache.invalidate();
    await getData(fixture.t, homeUrl);
    await getData(fixture.t, standingsUrl);
    expect(cache.size).toBe(2);
  };

  it('keeps league answers while members log in (token writes)', async () => {
    const member = newMember();
    await register(fixture.t, member);
    await fillCache();
    for (let i = 0; i < 3; i += 1) {
      const response = await login(fixture.t, member.email, member.password);
      expect(response.status).toBe(200);
    }
    const [{ count }] = await sql<{ count: string }>(fixture.t, 'SELECT COUNT(*) AS count FROM refresh_token');
    expect(Number(count)).toBeGreaterThanOrEqual(3);
    expect(cache.size).toBe(2);
  });

  it('empties the answers read from a table when it is written, and keeps the others', async () => {
    await fillCache();
    // The league home ranks players from their season totals; the standings read the team totals.
    await sql(fixture.t, 'UPDATE league_player_stat SET bat_r = bat_r WHERE 1 = 0');
    expect(cache.size).toBe(1);
    const standings = await getData(fixture.t, standingsUrl);
    expect(cache.size).toBe(1);
    expect(standings).toBeDefined();
  });

  it('keeps the answers about one league main when another main\'s records are written', async () => {
    await fillCache();
    const otherMain = fixture.mainId + 1000;
    const scopedWrite = (mainId: number) =>
      writeForLeagueMain(async (scope) => {
        scope.leagueMainId = mainId;
        await sql(fixture.t, 'UPDATE league SET sort_order = sort_order WHERE league_id = ?', [-mainId]);
      });
    await scopedWrite(otherMain);
    expect(cache.size).toBe(2);
    // The same write without a main could be anyone's; a write in the answers' own main empties them.
    await sql(fixture.t, 'UPDATE league SET sort_order = sort_order WHERE league_id = ?', [-1]);
    expect(cache.size).toBe(0);
    await fillCache();
    await scopedWrite(fixture.mainId);
    expect(cache.size).toBe(0);
  });

  it('a write to shared rows (teams, players) empties league answers whatever main it came from', async () => {
    await fillCache();
    await writeForLeagueMain(async (scope) => {
      scope.leagueMainId = fixture.mainId + 1000;
      await sql(fixture.t, 'UPDATE team SET team_name = team_name WHERE team_id = ?', [-1]);
    });
    expect(cache.size).toBe(0);
  });

  it('empties everything on a schema change', async () => {
    await fillCache();
    await sql(fixture.t, 'CREATE TABLE read_cache_probe (id int)');
    expect(cache.size).toBe(0);
    await sql(fixture.t, 'DROP TABLE read_cache_probe');
  });
});
