import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { commandArguments, loadCommandConfig, type CommandOutput } from '../../cli/run-with-app';
import { RetrosheetImportCliModule } from './retrosheet-import-cli.module';
import { RETROSHEET_DEFAULT_LEAGUE_PATH, RetrosheetImportService, type RetrosheetImportOptions, type RetrosheetImportSummary } from './retrosheet-import.service';

const USAGE = [
  '사용법: npm run import:retrosheet -- [--league <리그 주소>] [--league-name <리그 이름>] [--season <시즌 이름>] <이벤트 파일> [<이벤트 파일> ...]',
  `  --league <주소>       가져올 리그의 주소(기본값 ${RETROSHEET_DEFAULT_LEAGUE_PATH}). 없으면 새로 만듭니다.`,
  '  --league-name <이름>  리그를 새로 만들 때의 이름(기본값 "Retrosheet", 다른 주소이면 "Retrosheet <주소>").',
  '  --season <이름>       시즌 이름(기본값: 첫 경기의 연도). 같은 이름의 시즌이 있으면 그 시즌에 더합니다.',
  '  로스터 파일(XXXyyyy.ROS)과 팀 파일(TEAMyyyy)은 이벤트 파일과 같은 폴더에서 찾습니다.',
  '  파일마다 한 트랜잭션으로 가져오며, 리그에 이미 있는 경기(같은 Retrosheet 경기 id)는 건너뜁니다.',
].join('\n');

const OPTIONS = { '--league': 'leaguePath', '--league-name': 'leagueName', '--season': 'seasonName' } as const satisfies Record<string, keyof RetrosheetImportOptions>;

/**
 * `npm run import:retrosheet -- [--league <path>] [--league-name <name>] [--season <name>] <event file> [...]`:
 * runs the migrations on the configured database and imports each Retrosheet event file in its own
 * transaction, in the order given. Stops at the first file that is refused. Returns the exit code.
 */
export async function runRetrosheetImportCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  const given = commandArguments(args, USAGE, output);
  if (given === 0) return 0;
  const options: RetrosheetImportOptions = {};
  const files: string[] = [];
  for (let i = 0; i < given.length; i += 1) {
    const arg = given[i];
    if (!arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const key = (OPTIONS as Record<string, keyof RetrosheetImportOptions>)[name];
    if (key === undefined) {
      output.error(`알 수 없는 옵션입니다: ${arg}\n${USAGE}`);
      return 1;
    }
    const value = inline ?? given[++i];
    if (value === undefined || value.trim() === '' || (inline === undefined && value.startsWith('--'))) {
      output.error(`${name} 다음에 값을 적어 주세요.\n${USAGE}`);
      return 1;
    }
    options[key] = value.trim();
  }
  if (files.length === 0) {
    output.error(USAGE);
    return 1;
  }

  const config = loadCommandConfig(env, output, { needsJwtSecret: false });
  if (!config) return 1;

  const baseDir = env['INIT_CWD'] ?? process.cwd();
  const started = Date.now();
  const app = await NestFactory.createApplicationContext(RetrosheetImportCliModule.forRoot(config), { logger: config.logLevels });
  try {
    const importer = app.get(RetrosheetImportService);
    const totals = { files: 0, games: 0, skipped: 0, plays: 0 };
    for (const file of files) {
      const fullPath = path.resolve(baseDir, file);
      const result = await importer.importFile(fullPath, options);
      if (!result.ok) {
        output.error(`가져오기를 거부했습니다. 이 파일에서는 아무것도 저장하지 않았습니다.\n  ${result.error}`);
        if (totals.files > 0) output.error(`앞의 파일 ${totals.files}개는 이미 가져왔습니다.`);
        return 1;
      }
      output.log(describeRetrosheetSummary(result.summary));
      totals.files += 1;
      totals.games += result.summary.games;
      totals.skipped += result.summary.skipped.length;
      totals.plays += result.summary.plays;
    }
    if (files.length > 1) {
      output.log(`모두 완료: 파일 ${totals.files}개, 경기 ${totals.games}개(건너뜀 ${totals.skipped}개), 플레이 ${totals.plays}개, ${seconds(Date.now() - started)}`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}초`;

export function describeRetrosheetSummary(summary: RetrosheetImportSummary): string {
  const beside = [
    summary.rosterFiles.length > 0 ? `로스터 ${summary.rosterFiles.join(', ')}` : '로스터 파일 없음(이름은 이벤트 파일에서)',
    summary.teamFile ? `팀 파일 ${summary.teamFile}` : '팀 파일 없음(팀 이름은 Retrosheet 코드)',
  ].join(', ');
  const skipped =
    summary.skipped.length === 0
      ? []
      : [`  이미 가져온 경기 ${summary.skipped.length}개는 건너뛰었습니다: ${summary.skipped.slice(0, 5).join(', ')}${summary.skipped.length > 5 ? ' 외' : ''}`];
  return [
    `가져오기 완료: ${summary.file}`,
    `  리그: ${summary.mainName}(${summary.leaguePath})${summary.mainCreated ? ' [새 리그]' : ''} / 시즌: ${summary.seasonName}${summary.seasonCreated ? ' [새 시즌]' : ''}`,
    `  ${beside}`,
    `  팀 ${summary.teams}개(새로 ${summary.teamsCreated}개), 선수 ${summary.players}명(새로 ${summary.playersCreated}명)`,
    `  경기 ${summary.games}개(종료된 공식 기록), 플레이 ${summary.plays}개`,
    ...skipped,
    `  소요 시간 ${seconds(summary.elapsedMs)}`,
  ].join('\n');
}
