import { ScheduleAdminService } from './schedule-admin.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The admin schedule's SQL on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('admin schedule on the embedded database', () => {
  const embedded = useEmbeddedApp('schedule-admin');
  let league: { leagueId: number; seasonId: number; mainId: number; beginDate: string };
  let teams: number[];
  const userId = 1;

  beforeAll(async () => {
    const [row] = await embedded.db.query(
      `SELECT l.league_id, s.season_id, s.main_id, s.begin_date FROM league l JOIN season s ON s.season_id = l.season_id
        WHERE s.active = 1 ORDER BY l.league_id LIMIT 1`,
    );
    league = { leagueId: Number(row.league_id), seasonId: Number(row.season_id), mainId: Number(row.main_id), beginDate: String(row.begin_date).slice(0, 10) };
    const rows: { team_id: number }[] = await embedded.db.query('SELECT team_id FROM league_team WHERE league_id = ? AND interleague = 0 ORDER BY team_id LIMIT 3', [league.leagueId]);
    teams = rows.map((team) => Number(team.team_id));
  });

  it('searches a month, lists the writers and creates, edits, suspends, resumes, cancels and deletes a game', async () => {
    const service = embedded.app.get(ScheduleAdminService);
    const month = league.beginDate.slice(0, 7).replace('-', '');
    const found = await service.search(league.seasonId, month, null);
    expect(found.serverTime).toMatch(/\+09:00$/);
    expect(Array.isArray(found.data)).toBe(true);
    expect(found.data.every((row) => typeof row.hasRecord === 'boolean')).toBe(true);
    expect(Array.isArray(await service.writers(league.mainId))).toBe(true);

    const payload = {
      leagueId: null,
      gameName: '임베디드',
      scheduleTime: `${league.beginDate} 10:00`,
      groundId: null,
      writerId: null,
      visitTeamId: teams[0] ?? null,
      homeTeamId: teams[1] ?? null,
      visitTeamInterleague: false,
      homeTeamInterleague: false,
      visitTeamLeagueId: null,
      homeTeamLeagueId: null,
    };
    const created = await service.create(league.mainId, userId, league.leagueId, payload);
    expect(created).toMatchObject({ gameName: '임베디드', hasRecord: false, isCancel: false, dayNight: 'N' });
    const conflicts = await service.conflicts(league.leagueId, { time: `${league.beginDate} 11:00`, teamIds: String(teams[0]), groundId: null, excludeGameId: null });
    expect(conflicts.conflicts.map((conflict) => conflict.gameId)).toContain(created.gameId);

    const edited = await service.update(league.mainId, userId, league.leagueId, created.gameId, { ...payload, visitTeamId: teams[2] ?? null });
    expect(edited.visitTeamId).toBe(teams[2]);
    expect(await service.suspend(league.mainId, userId, created.gameId)).toBe(1);
    const resumed = await service.resume(league.mainId, userId, created.gameId, { scheduleTime: `${league.beginDate} 15:00`, groundId: null });
    expect(resumed).toMatchObject({ suspended: true, dayNight: 'Y' });
    expect(await service.cancel(league.mainId, userId, created.gameId, '우천취소')).toBe(1);
    const [row] = await embedded.db.query('SELECT is_cancel, cancel_reason FROM schedule WHERE game_id = ?', [created.gameId]);
    expect([Number(row.is_cancel), row.cancel_reason]).toEqual([1, '우천취소']);
    expect(await service.remove(league.mainId, userId, league.leagueId, created.gameId)).toBe(1);
    expect(await embedded.db.query('SELECT game_id FROM schedule WHERE game_id = ?', [created.gameId])).toEqual([]);
  });
});
