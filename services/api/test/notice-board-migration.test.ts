import { NoticeBoardManagers1767226900000 } from '../src/database/migrations/1767226900000-notice-board-managers';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

// Notice boards made before 1767226900000 took members' posts; they now take managers' only, unless a manager chose a level.
describe('notice board write level migration on MySQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives new mains a managers-only notice board and moves old ones still at the member level', async () => {
    const imported = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'noticemig' }));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors.slice(0, 3)));
    const levels = async () =>
      Object.fromEntries(
        ((await t.dataSource.query('SELECT board_label, role_write FROM board WHERE main_id = ? ORDER BY board_id', [imported.summary.mainId])) as {
          board_label: string;
          role_write: number;
        }[]).map((row) => [row.board_label, Number(row.role_write)]),
      );
    expect(await levels()).toEqual({ notice: 9, gallery: 9 });

    const migration = new NoticeBoardManagers1767226900000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await levels()).toEqual({ notice: 4, gallery: 9 });
      await migration.up(runner);
      expect(await levels()).toEqual({ notice: 9, gallery: 9 });
      // A level a manager chose stays.
      await t.dataSource.query("UPDATE board SET role_write = 6 WHERE main_id = ? AND board_label = 'notice'", [imported.summary.mainId]);
      await migration.up(runner);
      expect(await levels()).toEqual({ notice: 6, gallery: 9 });
    } finally {
      await runner.release();
    }
  });
});
