import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { ScheduleReadService } from '../schedules/schedule-read.service';
import { TeamLineupsService } from './team-lineups.service';

const FIELD = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];
const utc = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace('T', ' ');

// The deadline read (league_main.lineup_deadline_minutes through league and season) and the team's
// save through the league admin's on the embedded database.
describe('team lineups on the embedded database', () => {
  const embedded = useEmbeddedApp('team-lineups');

  it('lists, saves before the deadline and hides the lineup from the public until the opponent submits', async () => {
    const [pair] = await embedded.db.query(
      `SELECT tm.team_id, tm.user_id, lt.league_id FROM team_manager tm JOIN league_team lt ON lt.team_id = tm.team_id
       ORDER BY lt.league_id DESC LIMIT 1`,
    );
    const teamId = Number(pair.team_id);
    const leagueId = Number(pair.league_id);
    const [other] = await embedded.db.query('SELECT team_id FROM league_team WHERE league_id = ? AND team_id <> ? LIMIT 1', [leagueId, teamId]);
    await embedded.db.query('INSERT INTO schedule (league_id, schedule_time, visit_team_id, home_team_id, game_name) VALUES (?, ?, ?, ?, ?)', [
      leagueId,
      utc(Date.now() + 2 * 24 * 60 * 60 * 1000),
      Number(other.team_id),
      teamId,
      '내장 DB 오더',
    ]);
    const [{ id }] = await embedded.db.query("SELECT MAX(game_id) AS id FROM schedule WHERE game_name = '내장 DB 오더'");
    const gameId = Number(id);
    const service = embedded.app.get(TeamLineupsService);

    const list = await service.list(teamId);
    expect(list.data.find((game) => game.gameId === gameId)).toMatchObject({ submitted: false, closed: false, side: 'home' });
    const form = await service.form(Number(pair.user_id), teamId, gameId);
    expect(form.deadlineMinutes).toBe(30);
    const nine = form.own.players.filter((player) => player.eligible).slice(0, 9);
    expect(nine).toHaveLength(9);
    const saved = await service.save(
      Number(pair.user_id),
      teamId,
      gameId,
      { entries: nine.map((player, index) => ({ playerId: player.playerId, batNum: index + 1, position: FIELD[index] as string })) },
    );
    expect(saved.own.submitted).toBe(true);
    const order = await embedded.app.get(ScheduleReadService).gameOrder(leagueId, gameId);
    expect(order.home).toEqual({ teamId, submitted: true, hidden: true, entries: [] });
  });
});
