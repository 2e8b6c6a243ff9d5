import { build } from './factories';
import { appliedMigrations, tableColumns } from './support/schema';
import { createTestApp, type TestApp } from './support/test-app';

describe('migrations on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });


  it('ran at boot and created league_main and season', async () => {
    expect(t.dataSource.options.type).toBe('mysql');
    expect(await appliedMigrations(t)).toContain('LeagueMainAndSeason1767225600000');

    expect(Object.keys(await tableColumns(t, 'league_main'))).toEqual([
      'main_id', 'main_name', 'league_path', 'logo_img', 'ext_img1', 'ext_img2', 'created_at', 'video_url', 'lineup_deadline_minutes',
    ]);
    expect(await tableColumns(t, 'season')).toMatchObject({
      season_id: 'int(11)',
      main_id: 'int(11)',
      active: 'tinyint(1)',
      begin_date: 'date',
      end_date: 'date',
    });
  });

  it('keeps league paths unique and seasons tied to an existing league main', async () => {
    await build(t).leagues.main('unique-test', '테스트리그');
    await expect(
      t.dataSource.query("INSERT INTO league_main (main_name, league_path) VALUES ('다른리그', 'unique-test')"),
    ).rejects.toThrow(/Duplicate entry/);
    await expect(
      t.dataSource.query("INSERT INTO season (main_id, season_name, begin_date, end_date) VALUES (987654, 'x', '2026-01-01', '2026-12-31')"),
    ).rejects.toThrow(/foreign key constraint/i);
  });

  it('stores Korean text as utf8mb4', async () => {
    const collations: { collation: string }[] = await t.dataSource.query(
      "SELECT COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'league_main' AND COLUMN_NAME = 'main_name'",
    );
    expect(collations[0].collation).toMatch(/^utf8mb4/);
  });

  it('reverts cleanly and applies again', async () => {
    // Every migration, newest first, down to an empty schema.
    for (let i = 0; i < t.dataSource.migrations.length; i += 1) {
      await t.dataSource.undoLastMigration();
    }
    const tables: unknown[] = await t.dataSource.query(
      "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> 'migrations'",
    );
    expect(tables).toHaveLength(0);
    await t.dataSource.runMigrations();
    expect(Object.keys(await tableColumns(t, 'season'))).toHaveLength(6);
  });
});
