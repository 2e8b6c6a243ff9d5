import { RegistrationsService } from './registrations.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The registrations' SQL on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('player registrations on the embedded database', () => {
  const embedded = useEmbeddedApp('registrations');
  let registrations: RegistrationsService;
  let league: { leagueId: number; seasonId: number; beginDate: string };
  let teamId: number;
  const userId = 1;

  beforeAll(async () => {
    registrations = embedded.app.get(RegistrationsService);
    const [row] = await embedded.db.query(
      `SELECT l.league_id, s.season_id, s.begin_date FROM league l JOIN season s ON s.season_id = l.season_id
        WHERE s.active = 1 ORDER BY l.league_id LIMIT 1`,
    );
    league = { leagueId: Number(row.league_id), seasonId: Number(row.season_id), beginDate: String(row.begin_date).slice(0, 10) };
    const [team] = await embedded.db.query('SELECT team_id FROM league_team WHERE league_id = ? AND interleague = 0 ORDER BY team_id LIMIT 1', [league.leagueId]);
    teamId = Number(team.team_id);
  });

  it('reads the league teams, the registrations and the roster', async () => {
    const counts = await registrations.teamCounts(league.leagueId);
    expect(counts.find((count) => count.teamId === teamId)).toBeDefined();
    const registered = await registrations.registered(league.leagueId, teamId);
    expect(registered.length).toBeGreaterThan(0);
    const roster = await registrations.roster(league.leagueId, teamId);
    expect(roster.length).toBeGreaterThanOrEqual(registered.length);
    expect(roster.filter((line) => line.registered)).toHaveLength(registered.length);
  });

  it('registers a roster player, changes the date and removes the registration', async () => {
    const [playerRow] = await embedded.db.query('SELECT player_id FROM player ORDER BY player_id DESC LIMIT 1');
    const playerId = Number(playerRow.player_id);
    await embedded.db.query('INSERT INTO team_player (team_id, player_id, backnumber, team_role) VALUES (?, ?, ?, 7)', [teamId, playerId, '99']);
    const result = await registrations.register(userId, league.leagueId, teamId, [playerId], league.beginDate);
    expect(result).toBeDefined();
    const changed = await registrations.changeDate(userId, league.leagueId, teamId, playerId, league.beginDate);
    expect(changed.registerDate).toBe(league.beginDate);
    expect((await registrations.detail(league.leagueId, teamId, playerId)).player.playerId).toBe(playerId);
    await registrations.remove(userId, league.leagueId, teamId, playerId);
    expect((await registrations.roster(league.leagueId, teamId)).find((line) => line.playerId === playerId)?.registered).toBe(false);
  });

  it('searches the season by name and answers the team leagues', async () => {
    const [named] = await embedded.db.query('SELECT p.player_name FROM league_player lp JOIN player p ON p.player_id = lp.player_id WHERE lp.league_id = ? LIMIT 1', [league.leagueId]);
    const found = await registrations.search(league.seasonId, { searchName: 'name', searchValue: String(named.player_name) });
    expect(found.length).toBeGreaterThan(0);
    expect((await registrations.teamLeagues(league.seasonId, teamId)).map((entry) => entry.leagueId)).toContain(league.leagueId);
  });
});
