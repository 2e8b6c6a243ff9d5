import type { League, ScheduleItem, Season } from '@dugout/contracts';
import { generateDemoSeasonFiles, type DemoSeasonFile } from '../src/data-tooling/demo-data';
import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { createTestApp, type TestApp } from './support/test-app';

/** The running season is played up to this day: earlier games have results, later ones are to come. */
export const FIXTURE_TODAY = '2026-07-15';
export const FIXTURE_PATH = 'gangseo';

export interface ReadFixture {
  t: TestApp;
  files: DemoSeasonFile[];
  mainId: number;
  /** Newest first, as the API lists them. */
  seasons: Season[];
  activeSeason: Season;
  leagues: League[];
}

/**
 * A fresh database with the deterministic demo league "gangseo" (last season finished, the running
 * one played until FIXTURE_TODAY) imported through the real season import, as the boot seed does.
 */
export async function createReadFixture(): Promise<ReadFixture> {
  const t = await createTestApp();
  const files = generateDemoSeasonFiles({ mains: [FIXTURE_PATH], today: FIXTURE_TODAY });
  const seasonImport = t.app.get(SeasonImportService);
  for (const { fileName, file } of files) {
    const result = await seasonImport.importFile(file);
    if (!result.ok) throw new Error(`${fileName}: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
  const base = (await t.http.get(`/api/league/base/${FIXTURE_PATH}`)).body.data;
  const activeSeason = base.seasons.find((season: Season) => season.seasonId === base.activeSeasonId);
  const leagues = (await t.http.get(`/api/league/season/${activeSeason.seasonId}/league`)).body.data;
  return { t, files, mainId: base.mainId, seasons: base.seasons, activeSeason, leagues };
}

/** Runs SQL on the fixture's database (placeholders: ?). */
export async function sql<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.dataSource.query(query, params);
}

export async function getData<T>(t: TestApp, url: string): Promise<T> {
  const response = await t.http.get(url);
  if (response.status !== 200 || response.body.ok !== true) {
    throw new Error(`GET ${url} -> ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data as T;
}

export const SEOUL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

/** True when the league's schedule should list the item: hosted by it or one of its teams is a guest. */
export function involvesLeague(item: ScheduleItem, leagueId: number): boolean {
  return item.leagueId === leagueId || item.visitTeamLeagueId === leagueId || item.homeTeamLeagueId === leagueId;
}
