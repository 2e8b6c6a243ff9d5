import { TeamRosterService } from './team-roster.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The team staff roster's and entries' SQL on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('team staff roster and entries on the embedded database', () => {
  const embedded = useEmbeddedApp('team-roster');
  let roster: TeamRosterService;
  let leagueId: number;
  let teamId: number;
  let playerId: number;
  const userId = 1;

  beforeAll(async () => {
    roster = embedded.app.get(TeamRosterService);
    const [row] = await embedded.db.query(
      `SELECT l.league_id, l.season_id, lt.team_id FROM league l JOIN season s ON s.season_id = l.season_id
        JOIN league_team lt ON lt.league_id = l.league_id AND lt.interleague = 0
        WHERE s.active = 1 ORDER BY l.league_id, lt.team_id LIMIT 1`,
    );
    leagueId = Number(row.league_id);
    teamId = Number(row.team_id);
    await embedded.db.query("UPDATE season SET end_date = '2099-12-31' WHERE season_id = ?", [Number(row.season_id)]);
    await embedded.db.query("INSERT INTO player (player_name, birthday, pro_type, pro_type_middle, bat_thrw) VALUES ('임베디드 선수', '19990101', 0, 0, 11)");
    const [created] = await embedded.db.query("SELECT player_id FROM player WHERE player_name = '임베디드 선수'");
    playerId = Number(created.player_id);
    await embedded.db.query("INSERT INTO team_player (team_id, player_id, backnumber, team_role, position, joined_at) VALUES (?, ?, '987', 7, 'OU', '2026-01-05')", [
      teamId,
      playerId,
    ]);
  });

  it('reads the roster by status, the coaching staff and one player', async () => {
    const all = await roster.roster(teamId);
    expect(all.find((line) => line.playerId === playerId)).toMatchObject({ backnumber: '987', status: 'active', joinedAt: '2026-01-05', batThrw: 11 });
    expect((await roster.roster(teamId, 'dormant')).every((line) => line.teamRole === 8)).toBe(true);
    expect((await roster.coaching(teamId)).every((line) => line.teamRole <= 5)).toBe(true);
    expect((await roster.player(teamId, playerId)).entries).toEqual([]);
  });

  it('edits a player and refuses a back number in use', async () => {
    const edited = await roster.update(userId, teamId, playerId, { backnumber: '986', teamRole: 8, position: 'C', batThrw: 22 });
    expect(edited).toMatchObject({ backnumber: '986', status: 'dormant', position: 'C', batThrw: 22 });
    const [other] = await embedded.db.query("SELECT backnumber FROM team_player WHERE team_id = ? AND player_id <> ? AND backnumber IS NOT NULL AND backnumber <> '' LIMIT 1", [
      teamId,
      playerId,
    ]);
    await expect(roster.update(userId, teamId, playerId, { backnumber: String(other.backnumber), teamRole: 7, position: 'C', batThrw: 22 })).rejects.toThrow();
    await roster.update(userId, teamId, playerId, { backnumber: '986', teamRole: 7, position: 'C', batThrw: 22 });
  });

  it("reads the team's leagues and a league's entry, adds the player and takes him out", async () => {
    expect((await roster.activeLeagues(teamId)).map((league) => league.leagueId)).toContain(leagueId);
    expect((await roster.allLeagues(teamId)).length).toBeGreaterThan(0);
    const entry = await roster.entry(teamId, leagueId);
    expect(entry.available.map((line) => line.playerId)).toContain(playerId);
    const added = await roster.addEntry(userId, teamId, leagueId, playerId);
    expect(added.registered.find((line) => line.playerId === playerId)).toMatchObject({ registered: true, registerDate: added.onDate, hasGameLines: false });
    const removed = await roster.removeEntry(userId, teamId, leagueId, playerId);
    expect(removed.available.map((line) => line.playerId)).toContain(playerId);
  });

  it('ends the roster line into the history', async () => {
    const result = await roster.remove(userId, teamId, playerId);
    expect(result.playerId).toBe(playerId);
    expect(await embedded.db.query('SELECT 1 FROM team_player WHERE team_id = ? AND player_id = ?', [teamId, playerId])).toEqual([]);
    expect(await embedded.db.query('SELECT left_at FROM team_player_history WHERE team_id = ? AND player_id = ?', [teamId, playerId])).toHaveLength(1);
  });
});
