import type { Ground, LeagueBase, LeagueMain, LeagueTeamPlayer, Season, TeamDetail, TeamEntry } from '@dugout/contracts';
import { build } from './factories';
import { createReadFixture, FIXTURE_PATH, getData, sql, type ReadFixture } from './read-api-fixture';

describe('read API: league, seasons, teams, grounds', () => {
  let f: ReadFixture;

  beforeAll(async () => {
    f = await createReadFixture();
  });

  afterAll(async () => {
    await f?.t.close();
  });

  describe('league base and seasons', () => {
    it('base/{path} has the main, its seasons newest first, the flagged season, its notice and gallery boards and no video link', async () => {
      const base = await getData<LeagueBase>(f.t, `/api/league/base/${FIXTURE_PATH}`);
      expect(Object.keys(base).sort()).toEqual(
        ['mainId', 'mainName', 'leaguePath', 'logoImg', 'extImg1', 'extImg2', 'seasons', 'activeSeasonId', 'boards', 'videoUrl'].sort(),
      );
      expect(base).toMatchObject({ leaguePath: FIXTURE_PATH, mainName: '강서 베이스볼 리그', videoUrl: null });
      expect(base.boards.map((board) => [board.boardLabel, board.boardName, board.boardType])).toEqual([
        ['notice', '공지사항', 1],
        ['gallery', '갤러리', 2],
      ]);
      expect(base.seasons.map((season) => season.seasonName)).toEqual(['2026 시즌', '2025 시즌']);
      expect(base.seasons.map((season) => season.active)).toEqual([true, false]);
      expect(base.activeSeasonId).toBe(base.seasons[0].seasonId);
      for (const season of base.seasons) {
        expect(season.beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(season.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(season.mainId).toBe(base.mainId);
      }
    });

    it('falls back to the newest season when none is flagged', async () => {
      await build(f.t).leagues.changeSeasonsOf(f.mainId, { active: false });
      try {
        const base = await getData<LeagueBase>(f.t, `/api/league/base/${FIXTURE_PATH}`);
        expect(base.activeSeasonId).toBe(f.seasons[0].seasonId);
        expect((await f.t.http.get(`/api/league/main/${f.mainId}/activeSeason`)).body).toEqual({ ok: true, data: null });
      } finally {
        await build(f.t).leagues.changeSeason(f.activeSeason.seasonId, { active: true });
      }
    });

    it('reads the main by path and by id, a season, the seasons and the active season', async () => {
      const byPath = await getData<LeagueMain>(f.t, `/api/league/mainpath/${FIXTURE_PATH}`);
      expect(await getData<LeagueMain>(f.t, `/api/league/main/${f.mainId}`)).toEqual(byPath);
      expect(await getData<Season[]>(f.t, `/api/league/main/${f.mainId}/season`)).toEqual(f.seasons);
      expect(await getData<Season>(f.t, `/api/league/season/${f.seasons[1].seasonId}`)).toEqual(f.seasons[1]);
      expect(await getData<Season>(f.t, `/api/league/main/${f.mainId}/activeSeason`)).toEqual(f.activeSeason);
    });

    it('lists the leagues of a season in display order and reads one', async () => {
      expect(f.leagues.map((league) => league.leagueName)).toEqual(['1부 리그', '2부 리그']);
      for (const league of f.leagues) {
        expect(league.seasonId).toBe(f.activeSeason.seasonId);
        expect(await getData(f.t, `/api/league/league/${league.leagueId}`)).toEqual(league);
      }
    });
  });

  describe('teams', () => {
    it('lists the members of each league (not the guests) and every team of the season', async () => {
      const seasonTeams = await getData<TeamEntry[]>(f.t, `/api/league/season/${f.activeSeason.seasonId}/teams`);
      let total = 0;
      for (const league of f.leagues) {
        const teams = await getData<TeamEntry[]>(f.t, `/api/league/league/${league.leagueId}/teams`);
        const members = await sql<{ team_id: number }>(
          f.t,
          `SELECT lt.team_id FROM league_team lt JOIN team t ON t.team_id = lt.team_id
           WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type <> 9 ORDER BY lt.team_id`,
          [league.leagueId],
        );
        expect(teams.map((entry) => entry.teamId).sort((a, b) => a - b)).toEqual(members.map((row) => row.team_id));
        expect(teams.length).toBeGreaterThanOrEqual(6);
        for (const entry of teams) {
          expect(entry).toEqual({
            teamId: expect.any(Number),
            leagueId: league.leagueId,
            team: { teamName: expect.any(String), logoImg: null, spoType: 1 },
          });
        }
        expect(seasonTeams.filter((entry) => entry.leagueId === league.leagueId)).toEqual(teams);
        total += teams.length;
      }
      expect(seasonTeams).toHaveLength(total);
    });

    it('shows placeholder teams (spoType 9, the final\'s "1부 리그 1위") only with includeTempTeam=true', async () => {
      let placeholders = 0;
      for (const league of f.leagues) {
        const plain = await getData<TeamEntry[]>(f.t, `/api/league/league/${league.leagueId}/teams`);
        const withTemp = await getData<TeamEntry[]>(f.t, `/api/league/league/${league.leagueId}/teams?includeTempTeam=true`);
        const temp = await sql<{ team_id: number }>(
          f.t,
          'SELECT t.team_id FROM league_team lt JOIN team t ON t.team_id = lt.team_id WHERE lt.league_id = ? AND lt.interleague = 0 AND t.spo_type = 9',
          [league.leagueId],
        );
        const extra = withTemp.filter((entry) => !plain.some((other) => other.teamId === entry.teamId));
        expect(extra.map((entry) => entry.teamId).sort((a, b) => a - b)).toEqual(temp.map((row) => row.team_id).sort((a, b) => a - b));
        expect(extra.every((entry) => entry.team.spoType === 9)).toBe(true);
        expect(withTemp).toHaveLength(plain.length + extra.length);
        placeholders += extra.length;
      }
      expect(placeholders).toBeGreaterThan(0);
      const seasonWithTemp = await getData<TeamEntry[]>(f.t, `/api/league/season/${f.activeSeason.seasonId}/teams?includeTempTeam=true`);
      expect(seasonWithTemp.filter((entry) => entry.team.spoType === 9)).toHaveLength(placeholders);
      expect((await f.t.http.get(`/api/league/league/${f.leagues[0].leagueId}/teams?includeTempTeam=maybe`)).status).toBe(400);
    });

    it("reads a league team's page with its player count and its registered players", async () => {
      const [league] = f.leagues;
      const [entry] = await getData<TeamEntry[]>(f.t, `/api/league/league/${league.leagueId}/teams`);
      const detail = await getData<TeamDetail>(f.t, `/api/league/league/${league.leagueId}/team/${entry.teamId}`);
      const [{ count }] = await sql<{ count: string | number }>(f.t, 'SELECT COUNT(*) AS count FROM team_player WHERE team_id = ?', [
        entry.teamId,
      ]);
      expect(detail).toEqual({
        teamId: entry.teamId,
        leagueId: league.leagueId,
        teamName: entry.team.teamName,
        logoImg: null,
        director: expect.any(String),
        managerName: expect.any(String),
        estbDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        playerCount: Number(count),
        spoType: 1,
      });
      expect(detail.playerCount).toBeGreaterThan(9);

      const players = await getData<LeagueTeamPlayer[]>(f.t, `/api/league/league/${league.leagueId}/team/${entry.teamId}/players`);
      const registered = await sql<{ player_id: number }>(f.t, 'SELECT player_id FROM league_player WHERE league_id = ? AND team_id = ?', [
        league.leagueId,
        entry.teamId,
      ]);
      expect(players.map((player) => player.playerId).sort((a, b) => a - b)).toEqual(
        registered.map((row) => row.player_id).sort((a, b) => a - b),
      );
      for (const player of players) {
        expect(Object.keys(player).sort()).toEqual(['backnumber', 'playerId', 'playerName', 'position', 'registerDate', 'teamRole']);
        expect(player.playerName.length).toBeGreaterThan(1);
        expect(['P', 'C', 'IN', 'OU']).toContain(player.position);
        expect(player.registerDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const numbers = players.map((player) => Number(player.backnumber));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });

    it('answers 404 for a team that is not in the league and for unknown ids, 400 for malformed ids', async () => {
      const [first, second] = f.leagues;
      const [other] = await getData<TeamEntry[]>(f.t, `/api/league/league/${second.leagueId}/teams`);
      const notMember = await f.t.http.get(`/api/league/league/${first.leagueId}/team/${other.teamId}`);
      expect(notMember.status).toBe(404);
      expect(notMember.body).toEqual({ ok: false, data: null, error: '리그에 등록된 팀이 아닙니다.' });
      expect((await f.t.http.get(`/api/league/league/${first.leagueId}/team/${other.teamId}/players`)).status).toBe(404);
      expect((await f.t.http.get('/api/league/league/999999/teams')).status).toBe(404);
      expect((await f.t.http.get('/api/league/season/999999/teams')).status).toBe(404);
      expect((await f.t.http.get(`/api/league/league/${first.leagueId}/team/abc`)).status).toBe(400);
    });
  });

  describe('grounds', () => {
    it("lists every ground, the main's grounds, and reads one", async () => {
      const all = await getData<Ground[]>(f.t, '/api/ground');
      const ofMain = await getData<Ground[]>(f.t, `/api/ground/leagueMain/${f.mainId}`);
      expect(ofMain.map((ground) => ground.groundName).sort()).toEqual(
        ['신월 야구장', '서남물재생센터 야구장', '난지한강공원 야구장', '가양 레포츠공원 야구장', '김포 걸포 야구장'].sort(),
      );
      expect(all).toEqual(expect.arrayContaining(ofMain));
      expect(await getData<Ground>(f.t, `/api/ground/${ofMain[0].groundId}`)).toEqual(ofMain[0]);
      expect(Object.keys(ofMain[0]).sort()).toEqual(['groundId', 'groundName']);
    });

    it('answers 404 for unknown grounds and mains, 400 for malformed ids', async () => {
      expect((await f.t.http.get('/api/ground/999999')).body).toEqual({ ok: false, data: null, error: '구장을 찾을 수 없습니다.' });
      expect((await f.t.http.get('/api/ground/leagueMain/999999')).status).toBe(404);
      expect((await f.t.http.get('/api/ground/0')).status).toBe(400);
    });
  });

  describe('unknown and malformed ids', () => {
    it.each([
      ['/api/league/base/nowhere', '리그를 찾을 수 없습니다.'],
      ['/api/league/mainpath/nowhere', '리그를 찾을 수 없습니다.'],
      ['/api/league/main/999999', '리그를 찾을 수 없습니다.'],
      ['/api/league/main/999999/season', '리그를 찾을 수 없습니다.'],
      ['/api/league/season/999999', '시즌을 찾을 수 없습니다.'],
      ['/api/league/season/999999/league', '시즌을 찾을 수 없습니다.'],
      ['/api/league/league/999999', '리그를 찾을 수 없습니다.'],
    ])('GET %s -> 404 %s', async (url, message) => {
      const response = await f.t.http.get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, data: null, error: message });
    });

    it.each(['/api/league/main/abc', '/api/league/season/-1/league', '/api/league/league/1.5', '/api/league/main/0/season'])(
      'GET %s -> 400',
      async (url) => {
        const response = await f.t.http.get(url);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ ok: false, data: null, error: '잘못된 번호 형식입니다.' });
      },
    );
  });

  describe('plate-appearance codes and API docs', () => {
    it('lists the plate-appearance result codes with Korean labels', async () => {
      const codes = await getData<{ code: string; label: string }[]>(f.t, '/api/game/batcode');
      expect(codes.length).toBeGreaterThan(10);
      expect(new Set(codes.map((code) => code.code)).size).toBe(codes.length);
      expect(codes).toContainEqual({ code: 'HR', label: '홈런' });
      for (const code of codes) expect(code.label).toMatch(/[\uac00-\ud7a3]/);
    });

    it('documents every read route with a Korean summary and a tag', async () => {
      const document = (await f.t.http.get('/api/docs/openapi.json')).body as {
        paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
      };
      const routes = [
        '/api/league/base/{path}',
        '/api/league/mainpath/{path}',
        '/api/league/main/{id}',
        '/api/league/season/{id}',
        '/api/league/main/{id}/season',
        '/api/league/main/{id}/activeSeason',
        '/api/league/season/{id}/league',
        '/api/league/league/{id}',
        '/api/league/season/{id}/teams',
        '/api/league/league/{id}/teams',
        '/api/league/league/{id}/team/{teamId}',
        '/api/league/league/{id}/team/{teamId}/players',
        '/api/league/league/{id}/schedule',
        '/api/league/league/{id}/schedule/{teamId}',
        '/api/league/league/{id}/scheduleGame',
        '/api/league/league/{id}/game',
        '/api/league/league/{id}/game/{teamId}',
        '/api/league/league/{id}/schedule/game/{gameId}',
        '/api/league/league/{id}/schedule/{gameId}/order',
        '/api/league/league/{id}/gameMain',
        '/api/league/league/{id}/gameMain/{n}',
        '/api/league/league/{id}/scheduleMain',
        '/api/league/league/{id}/scheduleMain/{n}',
        '/api/game/season/{id}/suspended',
        '/api/ground',
        '/api/ground/{id}',
        '/api/ground/leagueMain/{mainId}',
        '/api/game/batcode',
        '/api/game/{id}',
        '/api/game/{id}/detail',
        '/api/game/rank/team/{a}/{b}',
        '/api/game/rank/teamProgress/{a}/{b}',
        '/api/game/rank/teamBat/{a}/{b}',
        '/api/game/rank/teamPit/{a}/{b}',
        '/api/game/rank/batter/{a}/{b}',
        '/api/game/rank/subbatter/{a}/{b}',
        '/api/game/rank/pitcher/{a}/{b}',
        '/api/game/rank/subpitcher/{a}/{b}',
        '/api/game/rank/mainPage/{a}/{b}',
      ];
      for (const route of routes) {
        const operation = document.paths[route]?.['get'];
        expect({ route, summary: operation?.summary }).toEqual({ route, summary: expect.stringMatching(/[\uac00-\ud7a3]/) });
        expect(operation?.tags?.length).toBeGreaterThan(0);
      }
    });
  });
});
