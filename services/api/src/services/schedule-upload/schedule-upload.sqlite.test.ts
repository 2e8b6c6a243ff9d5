import { ScheduleUploadService } from './schedule-upload.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The upload's preview and all-or-nothing apply on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('schedule upload on the embedded database', () => {
  const embedded = useEmbeddedApp('schedule-upload');
  let league: { leagueId: number; leagueName: string; mainId: number; beginDate: string };
  let teamNames: string[];

  beforeAll(async () => {
    const [row] = await embedded.db.query(
      `SELECT l.league_id, l.league_name, s.main_id, s.begin_date FROM league l JOIN season s ON s.season_id = l.season_id
        WHERE s.active = 1 ORDER BY l.league_id LIMIT 1`,
    );
    league = { leagueId: Number(row.league_id), leagueName: String(row.league_name), mainId: Number(row.main_id), beginDate: String(row.begin_date).slice(0, 10) };
    const teams: { team_name: string }[] = await embedded.db.query(
      'SELECT t.team_name FROM league_team lt JOIN team t ON t.team_id = lt.team_id WHERE lt.league_id = ? AND lt.interleague = 0 ORDER BY t.team_id LIMIT 2',
      [league.leagueId],
    );
    teamNames = teams.map((team) => team.team_name);
    await embedded.db.query("INSERT INTO ground (main_id, ground_name) VALUES (?, '임베디드 구장')", [league.mainId]);
  });

  const file = (rows: string[][]) => ({
    fields: {},
    files: [{ originalName: 'upload.csv', data: Buffer.from(['리그,경기일시,원정팀,홈팀,구장', ...rows.map((row) => row.join(','))].join('\n'), 'utf8') }],
  });

  it('previews, refuses a file with a bad row and saves a good one in one go', async () => {
    const service = embedded.app.get(ScheduleUploadService);
    const [visit = '', home = ''] = teamNames;
    const good = [league.leagueName, `${league.beginDate} 10:00`, visit, home, '임베디드 구장'];
    const count = async () => Number((await embedded.db.query('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [league.leagueId]))[0].n);
    const before = await count();

    const preview = await service.preview(league.mainId, league.leagueId, file([good, [...good.slice(0, 3), '미정', '없는 구장']]));
    expect(preview.errors.map((error) => [error.row, error.column])).toEqual([[3, 'E']]);
    await expect(service.apply(league.mainId, 1, league.leagueId, file([good, [...good.slice(0, 3), '미정', '없는 구장']]))).rejects.toThrow();
    expect(await count()).toBe(before);

    const saved = await service.apply(league.mainId, 1, league.leagueId, file([good, [...good.slice(0, 3), '미정', '임베디드 구장']]));
    expect(saved.count).toBe(2);
    expect(await count()).toBe(before + 2);
    const [audit] = await embedded.db.query("SELECT object_id FROM audit_entry WHERE kind = 'schedule.upload'");
    expect(Number(audit.object_id)).toBe(league.leagueId);
  });
});
