import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { commandArguments, loadCommandConfig, type CommandOutput } from '../../cli/run-with-app';
import type { SeasonFileError } from '../season-file';
import { ImportCliModule } from './import-cli.module';
import { SeasonImportService, type SeasonImportSummary } from './season-import.service';


export const ACCEPT_SOURCE_INCONSISTENCIES = '--accept-source-inconsistencies';

const USAGE = [
  '사용법: npm run import -- <시즌 파일.json> [<시즌 파일.json> ...]',
  '        npm run import -- --accept-source-inconsistencies <시즌 파일.json> [...]',
  '  --accept-source-inconsistencies  옛 기록처럼 원본 박스스코어의 합계가 서로 맞지 않는 시즌도 가져오고,',
  '                                   맞지 않는 곳마다 경고로 알립니다(형식이 잘못된 파일은 그래도 거부합니다).',
  '  형식: services/api/docs/season-file-format.md',
].join('\n');

/**
 * `npm run import -- [--accept-source-inconsistencies] <file> [...]`: runs the migrations on the
 * configured database (DATABASE_URL, or the embedded SQLite file) and imports each season file in
 * its own transaction, in the order given. Stops at the first file that is refused. Returns the
 * exit code.
 */
export async function runImportCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  const given = commandArguments(args, USAGE, output);
  if (given === 0) return 0;
  const unknownOption = given.find((arg) => arg.startsWith('-') && arg !== ACCEPT_SOURCE_INCONSISTENCIES);
  if (unknownOption !== undefined) {
    output.error(`알 수 없는 옵션입니다: ${unknownOption}\n${USAGE}`);
    return 1;
  }
  const acceptSourceInconsistencies = given.includes(ACCEPT_SOURCE_INCONSISTENCIES);
  const files = given.filter((arg) => arg !== ACCEPT_SOURCE_INCONSISTENCIES);
  if (files.length === 0) {
    output.error(USAGE);
    return 1;
  }

  const config = loadCommandConfig(env, output, { needsJwtSecret: false });
  if (!config) return 1;

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
      const result = await importer.importFile(text, { acceptSourceInconsistencies });
      if (!result.ok) {
        output.error(`가져오기를 거부했습니다: ${fullPath}\n아무것도 저장하지 않았습니다. 오류 ${result.errors.length}건:`);
        for (const error of result.errors) output.error(`  ${describeError(error)}`);
        return 1;
      }
      if (result.warnings.length > 0) {
        output.error(`원본 기록이 서로 맞지 않는 곳 ${result.warnings.length}건을 경고로 두고 가져왔습니다: ${fullPath}`);
        for (const warning of result.warnings) output.error(`  경고 ${describeError(warning)}`);
      }
      output.log(describeSummary(fullPath, result.summary, acceptSourceInconsistencies));
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

export function describeSummary(file: string, summary: SeasonImportSummary, acceptSourceInconsistencies = false): string {
  const main = `${summary.mainName}(${summary.leaguePath})${summary.mainCreated ? ' [새 리그]' : ''}`;
  return [
    `가져오기 완료: ${file}`,
    `  리그: ${main} / 시즌: ${summary.seasonName}${summary.active ? ' (진행 중 시즌)' : ''} / 세부 리그 ${summary.leagues}개`,
    `  팀 ${summary.teams}개(새로 ${summary.teamsCreated}개), 선수 ${summary.players}명(새로 ${summary.playersCreated}명), 새 구장 ${summary.groundsCreated}개`,
    `  경기 ${summary.games}개: 기록 ${summary.records}건, 취소 ${summary.cancelled}건, 서스펜디드 ${summary.suspended}건, 라인업 ${summary.lineups}건`,
    ...(acceptSourceInconsistencies || summary.warnings > 0 ? [`  경고로 받아들인 원본 기록 불일치 ${summary.warnings}건`] : []),
    `  소요 시간 ${(summary.elapsedMs / 1000).toFixed(1)}초`,
  ].join('\n');
}
