import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { TeamPagesService } from './team-pages.service';

// The team pages' new SQL (a team's results, season games, a player's game lines) on the embedded database.
describe('public team pages on the embedded database', () => {
  const embedded = useEmbeddedApp('team-pages');
  let teamId: number;
  let playerId: number;
  let seasonId: number;

  beforeAll(async () => {
    const [row] = await embedded.db.query(
      `SELECT ps.team_id, ps.player_id, l.season_id FROM league_player_stat ps JOIN league l ON l.league_id = ps.league_id
        ORDER BY ps.bat_pa DESC, ps.player_id LIMIT 1`,
    );
    teamId = Number(row.team_id);
    playerId = Number(row.player_id);
    seasonId = Number(row.season_id);
  });

  it("reads the team's results, season games, leagues, roster and a player's games", async () => {
    const service = embedded.app.get(TeamPagesService);
    const recent = await service.recentResults(teamId, 5);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((game) => game.game?.winType)).toBe(true);
    const season = await service.seasonGames(teamId, seasonId);
    expect(season.length).toBeGreaterThanOrEqual(recent.filter((game) => season.some((own) => own.gameId === game.gameId)).length);
    expect(season.every((game) => game.visitTeamId === teamId || game.homeTeamId === teamId)).toBe(true);
    expect((await service.nextGames(teamId, 5)).every((game) => game.game === null)).toBe(true);
    const leagues = await service.seasons(teamId);
    expect(leagues.some((own) => own.seasonId === seasonId)).toBe(true);
    const roster = await service.rosterStats(teamId, seasonId);
    expect(roster.some((row) => row.playerId === playerId && row.stat !== null)).toBe(true);
    const log = await service.playerGames(teamId, playerId, seasonId);
    expect(log.length).toBeGreaterThan(0);
    expect(log.reduce((sum, line) => sum + line.batting.bat_tpa, 0)).toBe(roster.find((row) => row.playerId === playerId)?.stat?.bat_tpa);
  });
});
