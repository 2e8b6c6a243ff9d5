import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { smallSeasonFile } from './support/small-season';
import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

// GET /api/player/{playerId}/leagueTeam: a player's teams and league registrations (spec section 7).
describe('a player\'s teams and league registrations on MySQL', () => {
  let t: TestApp;
  let playerId: number;
  let mainId: number;
  let teamA1: number;
  let teamB2: number;
  let leagueA: number;
  let seasonId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'playerteams' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const [row] = await t.dataSource.query(
      `SELECT p.player_id, lm.main_id, se.season_id FROM player p, league_main lm JOIN season se ON se.main_id = lm.main_id
       WHERE p.player_name = 'TA1 선수4' AND lm.league_path = 'playerteams'`,
    );
    playerId = Number(row.player_id);
    mainId = Number(row.main_id);
    seasonId = Number(row.season_id);
    const teamOf = async (name: string) => Number((await t.dataSource.query('SELECT team_id FROM team WHERE team_name = ?', [name]))[0].team_id);
    teamA1 = await teamOf('팀 TA1');
    teamB2 = await teamOf('팀 TB2');
    const [league] = await t.dataSource.query("SELECT league_id FROM league WHERE season_id = ? AND league_name = 'A 리그'", [seasonId]);
    leagueA = Number(league.league_id);
    // He also plays for 팀 TB2 since April, as its captain with number 99, and has personal data on record.
    const b = build(t);
    await b.teams.changeRosterLine(teamA1, playerId, { joinedAt: '2025-02-01', position: 'IN' });
    await b.teams.rosterLine(teamB2, playerId, { backnumber: '99', teamRole: 6, position: 'OU', joinedAt: '2025-04-01' });
    await b.players.changePlayer(playerId, { phone: '010-1234-5678', address1: '서울시 강서구 비밀로', school: '비밀고등학교' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers anyone his teams (newest first, each with its leagues) and his registrations, without personal fields', async () => {
    const response = await t.http.get(`/api/player/${playerId}/leagueTeam`);
    expect(response.status).toBe(200);
    const main = { mainId, mainName: '테스트 리그', leaguePath: 'playerteams' };
    expect(response.body.data).toEqual({
      playerId,
      playerName: 'TA1 선수4',
      teams: [
        { team: { teamId: teamB2, teamName: '팀 TB2', logoImg: null }, leagueMains: [main], backnumber: '99', teamRole: 6, position: 'OU', joinedAt: '2025-04-01' },
        { team: { teamId: teamA1, teamName: '팀 TA1', logoImg: null }, leagueMains: [main], backnumber: '4', teamRole: 7, position: 'IN', joinedAt: '2025-02-01' },
      ],
      leaguePlayers: [
        {
          leaguePlayerId: expect.any(Number),
          registerDate: '2025-03-01',
          team: { teamId: teamA1, teamName: '팀 TA1', logoImg: null },
          league: { leagueId: leagueA, leagueName: 'A 리그', seasonId, seasonName: '2025 시즌', leagueMain: main },
        },
      ],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/010-1234-5678|비밀|19900101|birthday|phone|userId/);
  });

  it('answers a player on no team with empty lists', async () => {
    await build(t).players.player({ playerName: '무소속 선수', proTypeMiddle: 0, proType: 0 });
    const [row] = await t.dataSource.query("SELECT player_id FROM player WHERE player_name = '무소속 선수'");
    const response = await t.http.get(`/api/player/${row.player_id}/leagueTeam`);
    expect(response.body.data).toEqual({ playerId: Number(row.player_id), playerName: '무소속 선수', teams: [], leaguePlayers: [] });
  });

  it('answers 404 in Korean for an unknown player and 400 for an id that is not one, never 500', async () => {
    const unknown = await t.http.get('/api/player/999999/leagueTeam');
    expect([unknown.status, unknown.body.ok, unknown.body.error]).toEqual([404, false, '선수를 찾을 수 없습니다.']);
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await t.http.get(`/api/player/${id}/leagueTeam`);
      expect([id, response.status, response.body.ok]).toEqual([id, 400, false]);
      expect(response.body.error).toMatch(/[가-힣]/);
    }
  });
});
