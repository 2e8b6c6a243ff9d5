import { GameRecordService } from '../src/games/game-record.service';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { randomGameRecord, seededRandom } from './support/random-game-record';
import { smallSeasonFile } from './support/small-season';
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

  const columnsOf = async (table: string): Promise<Record<string, string>> => {
    const rows: { name: string; type: string }[] = await t.dataSource.query(
      'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      [table],
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.type]));
  };
  const tablesPresent = async (): Promise<string[]> => {
    const rows: { name: string }[] = await t.dataSource.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (${RECORD_TABLES.map(() => '?').join(',')}) ORDER BY TABLE_NAME`,
      RECORD_TABLES,
    );
    return rows.map((row) => row.name);
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS count FROM \`${table}\``))[0].count);

  it('ran at boot and created every table with its record-settings and count columns', async () => {
    const applied: { name: string }[] = await t.dataSource.query('SELECT name FROM migrations');
    expect(applied.map((row) => row.name)).toContain('RecordsModel1767225800000');
    expect(await tablesPresent()).toEqual([...RECORD_TABLES].sort());
    expect(await columnsOf('league')).toMatchObject({
      era_base_innings: 'int(11)',
      points_win: 'int(11)',
      tiebreak_order: 'varchar(200)',
      batter_qualify_multiplier: 'decimal(6,3)',
      pitcher_qualify_multiplier: 'decimal(6,3)',
    });
    expect(await columnsOf('game_pitching')).toMatchObject({ outs: 'int(11)', decision: 'varchar(1)', pitches: 'int(11)' });
    expect(Object.keys(await columnsOf('schedule'))).toEqual(expect.arrayContaining([
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
    await t.app.get(GameRecordService).writeRecord(game.game_id, randomGameRecord(seededRandom(9), { visit: roster(game.visit_team_id), home: roster(game.home_team_id) }, '1'));
    await t.dataSource.query('INSERT INTO suspended_game (game_id, season_id) VALUES (?, ?)', [game.game_id, result.summary.seasonId]);
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

  it('reverts cleanly, with the migrations after it, and applies again', async () => {
    const applied = async () => ((await t.dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((row) => row.name);
    // Later migrations refer to these tables, so they are undone first, newest first, as TypeORM reverts.
    while ((await applied()).includes('RecordsModel1767225800000')) {
      await t.dataSource.undoLastMigration();
    }
    expect(await tablesPresent()).toEqual([]);
    await t.dataSource.runMigrations();
    expect(await tablesPresent()).toEqual([...RECORD_TABLES].sort());
    expect(await applied()).toContain('RecordsModel1767225800000');
  });
});
