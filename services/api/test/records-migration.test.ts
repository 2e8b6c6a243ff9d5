import { GameRecordService } from '../src/services/games/game-record.service';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { build } from './factories';
import { recomputeLeague, storedLeague } from './support/aggregate-oracle';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
import { appliedMigrations, tableColumns, undoMigrationsFrom } from './support/schema';
import { createTestApp, type TestApp } from './support/test-app';

const RECORD_TABLES = [
  'league', 'ground', 'team', 'team_player', 'league_team', 'league_player', 'schedule', 'game', 'game_inning',
  'game_batting', 'game_pitching', 'game_lineup', 'suspended_game', 'league_player_stat', 'league_team_stat', 'import_key',
];

describe('records model migration on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const tablesPresent = async (): Promise<string[]> => {
    const rows: { name: string }[] = await t.dataSource.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (${RECORD_TABLES.map(() => '?').join(',')}) ORDER BY TABLE_NAME`,
      RECORD_TABLES,
    );
    return rows.map((row) => row.name);
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS count FROM \`${table}\``))[0].count);

  it('ran at boot and created every table with its record-settings and count columns', async () => {
    expect(await appliedMigrations(t)).toContain('RecordsModel1767225800000');
    expect(await tablesPresent()).toEqual([...RECORD_TABLES].sort());
    expect(await tableColumns(t, 'league')).toMatchObject({
      era_base_innings: 'int(11)',
      points_win: 'int(11)',
      tiebreak_order: 'varchar(200)',
      batter_qualify_multiplier: 'decimal(6,3)',
      pitcher_qualify_multiplier: 'decimal(6,3)',
    });
    expect(await tableColumns(t, 'game_pitching')).toMatchObject({ outs: 'int(11)', decision: 'varchar(1)', pitches: 'int(11)' });
    expect(Object.keys(await tableColumns(t, 'schedule'))).toEqual(expect.arrayContaining([
      'visit_team_interleague', 'home_team_interleague', 'visit_team_league_id', 'home_team_league_id', 'is_cancel', 'cancel_reason', 'day_night', 'writer_id', 'ground_id',
    ]));
    const indexes: { name: string }[] = await t.dataSource.query(
      "SELECT DISTINCT INDEX_NAME AS name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'schedule'",
    );
    expect(indexes.map((row) => row.name)).toEqual(expect.arrayContaining(['IDX_schedule_league_time', 'IDX_schedule_visit_team_time', 'IDX_schedule_home_team_time']));
  });

  it('deleting a season removes its leagues, schedule, records, lines, lineups and aggregates, and keeps teams and players', async () => {
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'cascade' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [game] = await t.dataSource.query('SELECT game_id, visit_team_id, home_team_id FROM schedule ORDER BY game_id LIMIT 1');
    const members: { team_id: number; player_id: number }[] = await t.dataSource.query('SELECT team_id, player_id FROM team_player');
    const roster = (teamId: number) => members.filter((member) => member.team_id === teamId).map((member) => member.player_id);
    await t.app.get(GameRecordService).writeRecord(game.game_id, randomGameRecord(seededRandom(9), { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }, { winType: '1' }));
    await build(t).games.suspend(game.game_id, result.summary.seasonId);
    expect(await count('league_team_stat')).toBe(2);

    // A team with games cannot disappear from under its schedule.
    await expect(t.dataSource.query('DELETE FROM team WHERE team_id = ?', [game.visit_team_id])).rejects.toThrow(/foreign key constraint/i);

    await t.dataSource.query('DELETE FROM season WHERE season_id = ?', [result.summary.seasonId]);
    for (const table of ['league', 'schedule', 'game', 'game_inning', 'game_batting', 'game_pitching', 'game_lineup', 'suspended_game', 'league_team', 'league_player', 'league_player_stat', 'league_team_stat']) {
      expect([table, await count(table)]).toEqual([table, 0]);
    }
    expect(await count('team')).toBe(6);
    expect(await count('player')).toBe(72);
    expect(await count('team_player')).toBe(72);
  });

  it('gives the aggregates the box-score count names and fills the new totals from the stored lines', async () => {
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'renamed' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const leagueIds: number[] = (await t.dataSource.query('SELECT league_id FROM league WHERE season_id = ?', [result.summary.seasonId])).map(
      (row: { league_id: number }) => row.league_id,
    );
    const games: { game_id: number; visit_team_id: number; home_team_id: number }[] = await t.dataSource.query(
      'SELECT s.game_id, s.visit_team_id, s.home_team_id FROM schedule s JOIN league l ON l.league_id = s.league_id WHERE l.season_id = ?',
      [result.summary.seasonId],
    );
    const members: { team_id: number; player_id: number }[] = await t.dataSource.query('SELECT team_id, player_id FROM team_player');
    const roster = (teamId: number) => members.filter((member) => member.team_id === teamId).map((member) => member.player_id);
    for (const game of games) {
      const record = randomGameRecord(seededRandom(game.game_id), { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }, { winType: '1' });
      await t.app.get(GameRecordService).writeRecord(game.game_id, record);
    }
    const linesBefore = await t.dataSource.query('SELECT SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(gidp) AS gidp FROM game_batting');
    await undoMigrationsFrom(t, 'BoxScoreCountNames1767226300000');
    expect(Object.keys(await tableColumns(t, 'league_player_stat'))).toEqual(expect.arrayContaining(['bat_double', 'bat_gdp', 'pit_np']));
    expect(Object.keys(await tableColumns(t, 'league_team_stat'))).toEqual(expect.arrayContaining(['runs_scored', 'runs_allowed']));

    await t.dataSource.runMigrations();
    expect(await tableColumns(t, 'league_player_stat')).toMatchObject({ bat_b2: 'int(11)', bat_gidp: 'int(11)', bat_ibb: 'int(11)', pit_starts: 'int(11)', pit_pitches: 'int(11)', bat_sf_unrecorded: 'int(11)' });
    expect(await tableColumns(t, 'game_batting')).toMatchObject({ ibb: 'int(11)', gidp: 'int(11)' });
    // The recorded counts survive both ways (a null one came back as 0 on the way down).
    expect(await t.dataSource.query('SELECT SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(gidp) AS gidp FROM game_batting')).toEqual(linesBefore);
    const [filled] = await t.dataSource.query('SELECT SUM(bat_ibb) AS ibb, SUM(pit_starts) AS starts FROM league_player_stat');
    expect(Number(filled.ibb)).toBeGreaterThan(0);
    expect(Number(filled.starts)).toBeGreaterThan(0);
    for (const leagueId of leagueIds) expect(await storedLeague(t.dataSource, leagueId)).toEqual(await recomputeLeague(t.dataSource, leagueId));
    await build(t).leagues.removeSeason(result.summary.seasonId);
  });

  it('reverts cleanly, with the migrations after it, and applies again', async () => {
    // Later migrations refer to these tables, so they are undone first.
    await undoMigrationsFrom(t, 'RecordsModel1767225800000');
    expect(await tablesPresent()).toEqual([]);
    await t.dataSource.runMigrations();
    expect(await tablesPresent()).toEqual([...RECORD_TABLES].sort());
    expect(await appliedMigrations(t)).toContain('RecordsModel1767225800000');
  });
});
