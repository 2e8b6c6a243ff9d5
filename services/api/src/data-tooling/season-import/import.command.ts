import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadAppConfig } from '../../config/app-config';
import { EmbeddedDatabaseError, prepareEmbeddedDatabaseFile } from '../../database/embedded-database';
import type { SeasonFileError } from '../season-file';
import { ImportCliModule } from './import-cli.module';
import { SeasonImportService, type SeasonImportSummary } from './season-import.service';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = '사용법: npm run import -- <시즌 파일.json> [<시즌 파일.json> ...]  (형식: services/api/docs/season-file-format.md)';

/**
 * `npm run import -- <file> [...]`: runs the migrations on the configured database
 * (DATABASE_URL, or the embedded SQLite file) and imports each season file in its own transaction,
 * in the order given. Stops at the first file that is refused. Returns the exit code.
 */
export async function runImportCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CommandOutput = console,
): Promise<number> {
  const files = args.filter((arg) => arg.trim() !== '');
  if (files.length === 0 || files.some((arg) => arg === '--help' || arg === '-h')) {
    output.error(USAGE);
    return files.length === 0 ? 1 : 0;
  }

  let config;
  try {
    config = loadAppConfig({ LOG_LEVEL: 'error', ...env }, { needsJwtSecret: false });
    if (config.database.type === 'sqlite') prepareEmbeddedDatabaseFile(config.database.path);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }

  // npm runs workspace scripts in the workspace folder; INIT_CWD is where the user typed the command.
  const baseDir = env['INIT_CWD'] ?? process.cwd();
  const app = await NestFactory.createApplicationContext(ImportCliModule.forRoot(config), { logger: config.logLevels });
  try {
    const importer = app.get(SeasonImportService);
    for (const file of files) {
      const fullPath = path.resolve(baseDir, file);
      let text: string;
      try {
        text = await readFile(fullPath, 'utf8');
      } catch {
        output.error(`파일을 읽을 수 없습니다: ${fullPath}`);
        return 1;
      }
      const result = await importer.importFile(text);
      if (!result.ok) {
        output.error(`가져오기를 거부했습니다: ${fullPath}\n아무것도 저장하지 않았습니다. 오류 ${result.errors.length}건:`);
        for (const error of result.errors) output.error(`  ${describeError(error)}`);
        return 1;
      }
      output.log(describeSummary(fullPath, result.summary));
    }
    return 0;
  } finally {
    await app.close();
  }
}

export function describeError(error: SeasonFileError): string {
  const where = [error.line === undefined ? null : `${error.line}번째 줄`, error.path || '(파일 전체)'].filter(Boolean).join(' ');
  return `${where}: ${error.message}`;
}

export function describeSummary(file: string, summary: SeasonImportSummary): string {
  const main = `${summary.mainName}(${summary.leaguePath})${summary.mainCreated ? ' [새 리그]' : ''}`;
  return [
    `가져오기 완료: ${file}`,
    `  리그: ${main} / 시즌: ${summary.seasonName}${summary.active ? ' (진행 중 시즌)' : ''} / 세부 리그 ${summary.leagues}개`,
    `  팀 ${summary.teams}개(새로 ${summary.teamsCreated}개), 선수 ${summary.players}명(새로 ${summary.playersCreated}명), 새 구장 ${summary.groundsCreated}개`,
    `  경기 ${summary.games}개: 기록 ${summary.records}건, 취소 ${summary.cancelled}건, 서스펜디드 ${summary.suspended}건, 라인업 ${summary.lineups}건`,
    `  소요 시간 ${(summary.elapsedMs / 1000).toFixed(1)}초`,
  ].join('\n');
}
