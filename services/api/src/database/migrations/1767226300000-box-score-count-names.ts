import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const OPTIONAL_BATTING = ['ibb', 'hbp', 'sh', 'sf', 'cs', 'gidp'];
const OPTIONAL_PITCHING = ['hr', 'hbp'];
const RENAMED: [string, string][] = [
  ['bat_double', 'bat_b2'],
  ['bat_triple', 'bat_b3'],
  ['bat_gdp', 'bat_gidp'],
  ['pit_np', 'pit_pitches'],
];
const ADDED = [
  'bat_ibb',
  'pit_starts',
  ...OPTIONAL_BATTING.map((count) => `bat_${count}_unrecorded`),
  ...['pitches', ...OPTIONAL_PITCHING].map((count) => `pit_${count}_unrecorded`),
];
const STAT_TABLES = ['league_player_stat', 'league_team_stat'];

const count = (name: string) => new TableColumn({ name, type: 'integer', default: 0 });

/** The lines of a stat row: its team's lines in games counted in its league (노게임 and unfinished games count for nothing). */
const countedLines = (lines: string, stat: string, byPlayer: boolean) =>
  `FROM ${lines} l JOIN game g ON g.game_id = l.game_id
   WHERE l.team_id = ${stat}.team_id ${byPlayer ? `AND l.player_id = ${stat}.player_id` : ''}
     AND g.win_type IS NOT NULL AND g.win_type <> '5'
     AND (CASE l.side WHEN 'visit' THEN g.visit_league_id ELSE g.home_league_id END) = ${stat}.league_id`;

/**
 * One set of names for a box score (issue 10): the aggregates' columns take the contract's count
 * names (bat_b2, bat_gidp, pit_pitches, ...), gain IBB, games started and, per count that may be
 * null (not recorded), the number of lines that did not record it; the line tables accept null
 * for those counts. The team table's runs_scored / runs_allowed go: runs are bat_r and pit_r.
 */
export class BoxScoreCountNames1767226300000 implements MigrationInterface {
  name = 'BoxScoreCountNames1767226300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await changeNullability(queryRunner, 'game_batting', OPTIONAL_BATTING, true);
    await changeNullability(queryRunner, 'game_pitching', OPTIONAL_PITCHING, true);
    for (const table of STAT_TABLES) {
      for (const [from, to] of RENAMED) await queryRunner.renameColumn(table, from, to);
      await queryRunner.addColumns(table, ADDED.map(count));
      const byPlayer = table === 'league_player_stat';
      await queryRunner.query(
        `UPDATE ${table} SET
           bat_ibb = COALESCE((SELECT SUM(l.ibb) ${countedLines('game_batting', table, byPlayer)}), 0),
           pit_starts = COALESCE((SELECT SUM(CASE WHEN l.starter = 1 THEN 1 ELSE 0 END) ${countedLines('game_pitching', table, byPlayer)}), 0),
           pit_pitches_unrecorded = COALESCE((SELECT SUM(CASE WHEN l.pitches IS NULL THEN 1 ELSE 0 END) ${countedLines('game_pitching', table, byPlayer)}), 0)`,
      );
    }
    await queryRunner.dropColumns('league_team_stat', ['runs_scored', 'runs_allowed']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('league_team_stat', [count('runs_scored'), count('runs_allowed')]);
    for (const table of STAT_TABLES) {
      await queryRunner.dropColumns(table, ADDED);
      for (const [from, to] of RENAMED) await queryRunner.renameColumn(table, to, from);
    }
    for (const [table, counts] of [['game_batting', OPTIONAL_BATTING], ['game_pitching', OPTIONAL_PITCHING]] as const) {
      await queryRunner.query(`UPDATE ${table} SET ${counts.map((c) => `${c} = COALESCE(${c}, 0)`).join(', ')}`);
      await changeNullability(queryRunner, table, counts, false);
    }
  }
}

/**
 * Makes the counts nullable (no default) or back to NOT NULL DEFAULT 0. The new column is a copy of
 * the stored one with only that changed: TypeORM drops and re-adds a MySQL column whose type it
 * sees change ('int' stored, 'integer' declared), which would lose the recorded values.
 */
async function changeNullability(queryRunner: QueryRunner, table: string, counts: readonly string[], nullable: boolean): Promise<void> {
  const current = await queryRunner.getTable(table);
  if (!current) throw new Error(`Table ${table} is missing`);
  const changes = counts.map((name) => {
    const oldColumn = current.findColumnByName(name);
    if (!oldColumn) throw new Error(`Column ${table}.${name} is missing`);
    const newColumn = oldColumn.clone();
    newColumn.isNullable = nullable;
    newColumn.default = nullable ? undefined : 0;
    return { oldColumn, newColumn };
  });
  await queryRunner.changeColumns(current, changes);
}
