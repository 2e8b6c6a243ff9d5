import { LeagueManagerRoles1767226400000 } from '../src/database/migrations/1767226400000-league-manager-roles';
import { register } from './auth-fixtures';
import { build } from './factories';
import { createTestApp, type TestApp } from './support/test-app';

// The role flags move from the spec's JSON text to typed columns and back, keeping every flag.
describe('league manager roles migration on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('converts the JSON text of each manager into the role columns, and back on revert', async () => {
    const userA = await register(t);
    const userB = await register(t);
    const userC = await register(t);
    const mainId = await build(t).leagues.main('convert', '변환 리그');
    const migration = new LeagueManagerRoles1767226400000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await t.dataSource.query('INSERT INTO league_manager (main_id, user_id, grade, roles) VALUES (?, ?, 3, ?), (?, ?, 2, ?), (?, ?, 4, NULL)', [
        mainId,
        userA,
        '{"leagueSchedule":true,"leagueGame":false,"createBoard":true}',
        mainId,
        userB,
        'not json',
        mainId,
        userC,
      ]);
      await migration.up(runner);

      const rows: Record<string, unknown>[] = await t.dataSource.query(
        'SELECT user_id, role_league_team, role_team_player, role_league_schedule, role_league_game, role_manage_board, role_create_board FROM league_manager WHERE main_id = ? ORDER BY user_id',
        [mainId],
      );
      const flags = rows.map((row) => Object.values(row).slice(1).map(Number));
      expect(flags).toEqual([
        [0, 0, 1, 0, 0, 1],
        [0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0],
      ]);
      const columns: { name: string }[] = await t.dataSource.query(
        "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'league_manager'",
      );
      expect(columns.map((column) => column.name)).not.toContain('roles');

      await migration.down(runner);
      const [reverted] = await t.dataSource.query('SELECT roles FROM league_manager WHERE main_id = ? AND user_id = ?', [mainId, userA]);
      expect(JSON.parse(reverted.roles)).toEqual({
        leagueTeam: false,
        teamPlayer: false,
        leagueSchedule: true,
        leagueGame: false,
        manageBoard: false,
        createBoard: true,
      });
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  });
});
