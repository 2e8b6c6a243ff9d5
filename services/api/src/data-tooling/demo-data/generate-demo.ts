import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seoulToday } from '@dugout/contracts';
import { formatSeasonFile, type SeasonFile } from '../season-file';
import { DEMO_MAINS, type DemoMainDefinition } from './demo-catalog';
import { generateDemoSeason } from './demo-season';
import { DemoWorld } from './demo-world';

/**
 * The demo data of both league mains as season files, in the order they must be imported.
 * Everything follows from the seed; only `today` (which games of the running season are
 * already played) comes from outside, and it defaults to the current day in Korea.
 */

export const DEFAULT_DEMO_SEED = 'dugout-demo';
/** The running season; earlier seasons are finished. */
export const DEMO_ACTIVE_YEAR = 2026;
/** Seasons per main at scale 1: last year's finished one and the running one. */
export const DEMO_SEASONS_PER_SCALE = 2;

export interface DemoOptions {
  seed?: string;
  /** 1 = two seasons per main; 10 = twenty (ten times the seasons and games). */
  scale?: number;
  /** YYYY-MM-DD; default today in Asia/Seoul. */
  today?: string;
  /** League paths to generate; default both. */
  mains?: readonly string[];
}

export interface DemoSeasonFile {
  /** e.g. gangdong-2025.json */
  fileName: string;
  file: SeasonFile;
}

export interface ResolvedDemoOptions {
  seed: string;
  scale: number;
  today: string;
  mains: readonly DemoMainDefinition[];
}

export function resolveDemoOptions(options: DemoOptions = {}): ResolvedDemoOptions {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 50) throw new RangeError('scale는 1~50 사이의 정수여야 합니다.');
  const todayYmd = seoulToday();
  const today = options.today ?? `${todayYmd.slice(0, 4)}-${todayYmd.slice(4, 6)}-${todayYmd.slice(6, 8)}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError('today는 YYYY-MM-DD 형식이어야 합니다.');
  const mains = options.mains
    ? options.mains.map((leaguePath) => {
        const main = DEMO_MAINS.find((candidate) => candidate.leaguePath === leaguePath);
        if (!main) throw new RangeError(`알 수 없는 리그 경로입니다: ${leaguePath}`);
        return main;
      })
    : DEMO_MAINS;
  return { seed: options.seed ?? DEFAULT_DEMO_SEED, scale, today, mains };
}

export function generateDemoSeasonFiles(options: DemoOptions = {}): DemoSeasonFile[] {
  const { seed, scale, today, mains } = resolveDemoOptions(options);
  const seasons = DEMO_SEASONS_PER_SCALE * scale;
  const firstYear = DEMO_ACTIVE_YEAR - seasons + 1;
  const files: DemoSeasonFile[] = [];
  for (const main of mains) {
    const world = new DemoWorld(main, seed);
    let roster = world.firstSeason(firstYear);
    for (let year = firstYear; year <= DEMO_ACTIVE_YEAR; year += 1) {
      const { file, finalOrder } = generateDemoSeason({ seed, main, roster, active: year === DEMO_ACTIVE_YEAR, today });
      files.push({ fileName: `${main.leaguePath}-${year}.json`, file });
      if (year < DEMO_ACTIVE_YEAR) roster = world.nextSeason(year + 1, finalOrder);
    }
  }
  return files;
}

export interface DemoManifest {
  generator: string;
  seed: string;
  scale: number;
  today: string;
  /** Season files in import order (each main's seasons oldest first). */
  files: string[];
}

export const DEMO_MANIFEST_FILE = 'manifest.json';

/**
 * Writes the season files and a manifest listing them in import order into `directory`,
 * replacing season files of an earlier run there.
 */
export async function writeDemoSeasonFiles(directory: string, options: DemoOptions = {}): Promise<DemoManifest> {
  const resolved = resolveDemoOptions(options);
  const files = generateDemoSeasonFiles(options);
  await mkdir(directory, { recursive: true });
  const stale = (await readdir(directory)).filter((name) => /^[a-z0-9]+-\d{4}\.json$/.test(name));
  await Promise.all(stale.map((name) => unlink(path.join(directory, name))));
  for (const { fileName, file } of files) await writeFile(path.join(directory, fileName), formatSeasonFile(file), 'utf8');
  const manifest: DemoManifest = {
    generator: 'dugout demo generator',
    seed: resolved.seed,
    scale: resolved.scale,
    today: resolved.today,
    files: files.map((entry) => entry.fileName),
  };
  await writeFile(path.join(directory, DEMO_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  return manifest;
}
