import { GroundsService } from '../grounds/grounds.service';
import { ScheduleGenerationService } from './schedule-generation.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The temp schedules' SQL on the embedded database (better-sqlite3), as `npm start` runs it on the demo.
describe('schedule generation on the embedded database', () => {
  const embedded = useEmbeddedApp('schedule-generation');
  let generation: ScheduleGenerationService;
  let leagueId: number;
  let groundIds: number[];
  let season: { beginDate: string; endDate: string };
  const userId = 1;

  beforeAll(async () => {
    generation = embedded.app.get(ScheduleGenerationService);
    const [row] = await embedded.db.query(
      `SELECT l.league_id, s.main_id, s.begin_date, s.end_date FROM league l JOIN season s ON s.season_id = l.season_id
        WHERE s.active = 1 AND (SELECT COUNT(*) FROM league_team lt WHERE lt.league_id = l.league_id) >= 2
        ORDER BY l.league_id LIMIT 1`,
    );
    leagueId = Number(row.league_id);
    season = { beginDate: String(row.begin_date).slice(0, 10), endDate: String(row.end_date).slice(0, 10) };
    groundIds = (await embedded.app.get(GroundsService).listOfMain(Number(row.main_id))).map((ground) => ground.groundId).slice(0, 2);
    expect(groundIds.length).toBeGreaterThan(0);
  });

  // An early hour of every weekday: no demo game sits there.
  const options = () => ({ gameCnt: 1, weekdays: [0, 1, 2, 3, 4, 5, 6], times: ['06:00'], groundIds });

  it('generates a preview without saving it', async () => {
    const preview = await generation.generate(leagueId, options());
    expect(preview.tempId).toBeNull();
    expect(preview.games.length).toBeGreaterThan(0);
    expect(preview.options).toMatchObject({ beginDate: season.beginDate, endDate: season.endDate });
    const teams = preview.summary.length;
    expect(preview.games).toHaveLength((teams * (teams - 1)) / 2);
    for (const line of preview.summary) expect(line.games).toBe(teams - 1);
    expect(await generation.proceed(leagueId)).toBeNull();
  });

  it('saves, adjusts a game, applies it as the real schedule and leaves no temp schedule', async () => {
    const saved = await generation.save(userId, leagueId, options());
    expect(saved.tempId).not.toBeNull();
    expect(saved.createdAt).toMatch(/\+09:00$/);
    const proceed = await generation.proceed(leagueId);
    expect(proceed?.tempId).toBe(saved.tempId);
    expect(proceed?.games).toHaveLength(saved.games.length);

    const first = saved.games[0];
    if (!first?.tempGameId) throw new Error('no saved game');
    const swapped = await generation.changeGame(userId, leagueId, first.tempGameId, { swap: true });
    const after = swapped.games.find((game) => game.tempGameId === first.tempGameId);
    expect(after).toMatchObject({ visitTeamId: first.homeTeamId, homeTeamId: first.visitTeamId });
    const moved = await generation.changeGame(userId, leagueId, first.tempGameId, { time: '07:30' });
    expect(moved.games.find((game) => game.tempGameId === first.tempGameId)).toMatchObject({ time: '07:30', date: first.date });

    const tempId = saved.tempId as number;
    const before = Number((await embedded.db.query('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [leagueId]))[0].n);
    const result = await generation.apply(userId, leagueId, tempId);
    expect(result.created).toBe(saved.games.length);
    const afterCount = Number((await embedded.db.query('SELECT COUNT(*) AS n FROM schedule WHERE league_id = ?', [leagueId]))[0].n);
    expect(afterCount).toBe(before + saved.games.length);
    expect(await generation.proceed(leagueId)).toBeNull();
    const kinds = (await embedded.db.query("SELECT kind FROM audit_entry WHERE kind LIKE 'scheduleTemp.%' ORDER BY audit_id")).map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(['scheduleTemp.save', 'scheduleTemp.update', 'scheduleTemp.update', 'scheduleTemp.apply']);
  });

  it('saves again and deletes the temp schedule', async () => {
    const saved = await generation.save(userId, leagueId, { ...options(), times: ['05:00'] });
    expect(await generation.remove(userId, leagueId, saved.tempId as number)).toBe(1);
    expect(await generation.proceed(leagueId)).toBeNull();
    expect(Number((await embedded.db.query('SELECT COUNT(*) AS n FROM schedule_temp_game WHERE temp_id = ?', [saved.tempId]))[0].n)).toBe(0);
  });
});
