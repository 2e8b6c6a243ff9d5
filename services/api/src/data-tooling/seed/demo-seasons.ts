import type { DataSource } from 'typeorm';
import { DEMO_MAINS, generateDemoSeasonFiles, type DemoOptions } from '../demo-data';
import { LeagueMain } from '../../repositories/leagues/league-main.entity';
import { Season } from '../../repositories/leagues/season.entity';
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
  dataSource: DataSource,
  seasonImport: SeasonImportService,
  options: Omit<DemoOptions, 'mains'> = {},
): Promise<DemoSeedResult> {
  const started = Date.now();
  const missing: string[] = [];
  for (const { leaguePath } of DEMO_MAINS) {
    const main = await dataSource.getRepository(LeagueMain).findOneBy({ leaguePath });
    if (!main || !(await dataSource.getRepository(Season).existsBy({ mainId: main.mainId }))) missing.push(leaguePath);
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
    await giveBundledImages(dataSource, leaguePath);
  }
  return { imported: missing, files: files.length, records, elapsedMs: Date.now() - started };
}

/** The spec's external video channel exists for one league only. */
const DEMO_VIDEO_URLS: Record<string, string> = { gangseo: 'https://www.youtube.com/@dugout-gangseo' };

async function giveBundledImages(dataSource: DataSource, leaguePath: string): Promise<void> {
  const repository = dataSource.getRepository(LeagueMain);
  const main = await repository.findOneBy({ leaguePath });
  if (!main) return;
  await repository.update(
    { mainId: main.mainId },
    {
      logoImg: main.logoImg ?? `${leaguePath}_logo.png`,
      extImg1: main.extImg1 ?? `${leaguePath}_side.png`,
      extImg2: main.extImg2 ?? `${leaguePath}_banner.png`,
      videoUrl: main.videoUrl ?? DEMO_VIDEO_URLS[leaguePath] ?? null,
    },
  );
}
