import { DEMO_MAINS, generateDemoSeasonFiles, type DemoOptions } from '../demo-data';
import type { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import type { SeasonImportService } from '../season-import/season-import.service';

export interface DemoSeedResult {
  /** League paths whose seasons were imported (empty when every demo main already had a season). */
  imported: string[];
  files: number;
  records: number;
  elapsedMs: number;
}

/**
 * Generates the demo season files in memory (deterministic from the seed) for the demo mains
 * that have no season yet and imports them oldest first, then gives those mains the bundled
 * images (services/api/assets/upload/league/<path>_*.png).
 */
export async function importDemoSeasons(
  leagues: LeaguesRepository,
  seasonImport: SeasonImportService,
  options: Omit<DemoOptions, 'mains'> = {},
): Promise<DemoSeedResult> {
  const started = Date.now();
  const missing: string[] = [];
  for (const { leaguePath } of DEMO_MAINS) {
    const mainId = await leagues.mainIdByPath(leaguePath);
    if (mainId === null || (await leagues.seasonsOf(mainId)).length === 0) missing.push(leaguePath);
  }
  if (missing.length === 0) return { imported: [], files: 0, records: 0, elapsedMs: 0 };

  const files = generateDemoSeasonFiles({ ...options, mains: missing });
  let records = 0;
  for (const { fileName, file } of files) {
    const result = await seasonImport.importFile(file);
    if (!result.ok) {
      const detail = result.errors
        .slice(0, 5)
        .map((error) => `${error.path}: ${error.message}`)
        .join('; ');
      throw new Error(`데모 시즌 파일 ${fileName}을(를) 불러오지 못했습니다: ${detail}`);
    }
    records += result.summary.records;
  }
  for (const leaguePath of missing) {
    await giveBundledImages(leagues, leaguePath);
  }
  return { imported: missing, files: files.length, records, elapsedMs: Date.now() - started };
}

/** The spec's external video channel exists for one league only. */
const DEMO_VIDEO_URLS: Record<string, string> = { gangseo: 'https://www.youtube.com/@dugout-gangseo' };

async function giveBundledImages(leagues: LeaguesRepository, leaguePath: string): Promise<void> {
  const found = await leagues.mainWithVideoByPath(leaguePath);
  if (!found) return;
  const { main, videoUrl } = found;
  await leagues.setMainImagesAndVideo(
    main.mainId,
    {
      logoImg: main.logoImg ?? `${leaguePath}_logo.png`,
      extImg1: main.extImg1 ?? `${leaguePath}_side.png`,
      extImg2: main.extImg2 ?? `${leaguePath}_banner.png`,
    },
    videoUrl ?? DEMO_VIDEO_URLS[leaguePath] ?? null,
  );
}
