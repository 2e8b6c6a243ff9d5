import { SeasonImportService } from '../../src/data-tooling/season-import/season-import.service';
import { smallSeasonFile } from './small-season';
import type { TestApp } from './test-app';

/**
 * Imports a small season for each league path and answers the league mains' ids by path and the
 * teams' ids by `${leaguePath}/${teamName}`.
 */
export async function importSmallMains(
  t: TestApp,
  leaguePaths: readonly string[],
): Promise<{ mainIds: Map<string, number>; teamIds: Map<string, number> }> {
  const mainIds = new Map<string, number>();
  const teamIds = new Map<string, number>();
  const seasonImport = t.app.get(SeasonImportService);
  for (const leaguePath of leaguePaths) {
    const result = await seasonImport.importFile(smallSeasonFile({ leaguePath }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const [main] = await t.dataSource.query('SELECT main_id FROM league_main WHERE league_path = ?', [leaguePath]);
    mainIds.set(leaguePath, Number(main.main_id));
    const teams: { team_id: number; team_name: string }[] = await t.dataSource.query(
      `SELECT DISTINCT t.team_id, t.team_name FROM team t
       JOIN league_team lt ON lt.team_id = t.team_id JOIN league l ON l.league_id = lt.league_id
       JOIN season se ON se.season_id = l.season_id WHERE se.main_id = ?`,
      [main.main_id],
    );
    for (const team of teams) teamIds.set(`${leaguePath}/${team.team_name}`, Number(team.team_id));
  }
  return { mainIds, teamIds };
}
