import path from 'node:path';
import { validateSeasonFile } from '../season-file';
import { DEFAULT_DEMO_SEED, generateDemoSeasonFiles, writeDemoSeasonFiles, type DemoOptions } from './generate-demo';

export const GENERATE_DEMO_USAGE = `사용법: generate-demo [--out <폴더>] [--scale <N>] [--seed <문자열>] [--today <YYYY-MM-DD>] [--main <경로>]... [--check]

  --out     시즌 파일을 쓸 폴더 (기본 var/demo, 현재 폴더 기준)
  --scale   1이면 리그마다 2개 시즌, 10이면 20개 시즌 (기본 1)
  --seed    난수 시드 (기본 ${DEFAULT_DEMO_SEED}); 같은 시드는 같은 파일을 만듭니다
  --today   진행 중인 시즌에서 이날 이전 경기는 끝난 것으로 봅니다 (기본 오늘, 한국 시간)
  --main    gangdong 또는 gangseo만 만들 때 (여러 번 쓸 수 있음)
  --check   쓰기 전에 모든 파일을 검사기로 확인합니다
`;

export interface GenerateDemoArgs {
  out: string;
  check: boolean;
  options: DemoOptions;
}

/** Parses the command line; throws a RangeError with a Korean message for bad arguments. */
export function parseGenerateDemoArgs(argv: readonly string[]): GenerateDemoArgs | 'help' {
  const args: GenerateDemoArgs = { out: 'var/demo', check: false, options: {} };
  const mains: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new RangeError(`${flag} 다음에 값이 필요합니다.`);
      i += 1;
      return next;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--out':
        args.out = value();
        break;
      case '--scale': {
        const scale = Number(value());
        if (!Number.isInteger(scale)) throw new RangeError('--scale은 정수여야 합니다.');
        args.options.scale = scale;
        break;
      }
      case '--seed':
        args.options.seed = value();
        break;
      case '--today':
        args.options.today = value();
        break;
      case '--main':
        mains.push(...value().split(','));
        break;
      case '--check':
        args.check = true;
        break;
      default:
        throw new RangeError(`알 수 없는 옵션입니다: ${flag}`);
    }
  }
  if (mains.length > 0) args.options.mains = mains;
  return args;
}

export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs the generator command; returns the process exit code. */
export async function runGenerateDemo(argv: readonly string[], output: CommandOutput = console): Promise<number> {
  let args: GenerateDemoArgs | 'help';
  try {
    args = parseGenerateDemoArgs(argv);
  } catch (error) {
    output.error((error as Error).message);
    output.error(GENERATE_DEMO_USAGE);
    return 2;
  }
  if (args === 'help') {
    output.log(GENERATE_DEMO_USAGE);
    return 0;
  }
  try {
    const started = Date.now();
    if (args.check) {
      for (const { fileName, file } of generateDemoSeasonFiles(args.options)) {
        const result = validateSeasonFile(file);
        if (!result.ok) {
          output.error(`${fileName}: 검사 실패`);
          for (const problem of result.errors.slice(0, 20)) output.error(`  ${problem.path}: ${problem.message}`);
          return 1;
        }
      }
    }
    const directory = path.resolve(args.out);
    const manifest = await writeDemoSeasonFiles(directory, args.options);
    output.log(
      `시즌 파일 ${manifest.files.length}개를 ${directory}에 썼습니다 (시드 ${manifest.seed}, 규모 ${manifest.scale}, 기준일 ${manifest.today}, ${Date.now() - started}ms).`,
    );
    for (const fileName of manifest.files) output.log(`  ${fileName}`);
    return 0;
  } catch (error) {
    output.error(`데모 데이터를 만들지 못했습니다: ${(error as Error).message}`);
    return 1;
  }
}
