import { HttpException } from '@nestjs/common';
import { commandArguments, runWithApp, type CommandOutput } from '../../cli/run-with-app';
import { DataSource } from 'typeorm';
import { BoardsService } from '../../services/boards/boards.service';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { LeaguesService } from '../../services/leagues/leagues.service';
import { UsersService } from '../../services/users/users.service';
import { CreateLeagueCliModule } from './create-league-cli.module';

/** Letters and digits, as the league's image files and public address need (/league/{path}). */
const LEAGUE_PATH = /^[A-Za-z0-9]{2,40}$/;
const NAME_MAX = 100;

const USAGE = [
  '사용법: npm run create-league -- --path <리그 경로> --name <리그 이름> --manager-email <총괄 관리자 이메일>',
  '  새 리그를 만듭니다: 리그 주소(/league/<리그 경로>), 공지사항·갤러리 게시판, 총괄 관리자(1등급) 한 명.',
  '  예: npm run create-league -- --path gangnam --name "강남 리그" --manager-email someone@example.com',
].join('\n');

export interface CreateLeagueInput {
  leaguePath: string;
  mainName: string;
  managerEmail: string;
}

/** `--path x --name y --manager-email z` (or `--path=x`); null with the reason when something is missing or wrong. */
export function parseCreateLeagueArgs(args: readonly string[]): CreateLeagueInput | { error: string } {
  const values: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const match = /^--(path|name|manager-email)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `알 수 없는 인자입니다: ${arg}` };
    const value = match[2] ?? args[index + 1];
    if (match[2] === undefined) index += 1;
    if (value === undefined || value.startsWith('--')) return { error: `--${match[1]} 뒤에 값을 적어 주세요.` };
    values[match[1]] = value.trim();
  }
  const missing = ['path', 'name', 'manager-email'].filter((key) => !values[key]);
  if (missing.length > 0) return { error: `${missing.map((key) => `--${key}`).join(', ')} 값을 적어 주세요.` };
  if (!LEAGUE_PATH.test(values['path'])) return { error: `리그 경로는 영문과 숫자 2~40자여야 합니다: ${values['path']}` };
  if (values['name'].length > NAME_MAX) return { error: `리그 이름은 ${NAME_MAX}자 이하여야 합니다.` };
  return { leaguePath: values['path'], mainName: values['name'], managerEmail: values['manager-email'] };
}

/**
 * `npm run create-league -- --path gangnam --name "강남 리그" --manager-email someone@example.com`:
 * creates a league main, its notice and gallery boards and its first grade-1 manager in one
 * transaction, on the configured database (DATABASE_URL, or the embedded SQLite file). Returns the
 * exit code.
 */
export async function runCreateLeagueCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  const given = commandArguments(args, USAGE, output);
  if (given === 0) return 0;
  const input = parseCreateLeagueArgs(given);
  if ('error' in input) {
    output.error(`${input.error}\n${USAGE}`);
    return 1;
  }

  return runWithApp((config) => CreateLeagueCliModule.forRoot(config), env, output, (app) =>
    createLeagueMain(app.get(DataSource), app.get(UsersService), app.get(LeaguesService), app.get(BoardsService), input),
  );
}

/** Creates the league main with its fixed boards and grade-1 manager; answers what was done, in Korean. */
export async function createLeagueMain(
  dataSource: DataSource,
  users: UsersService,
  leagues: LeaguesService,
  boards: BoardsService,
  input: CreateLeagueInput,
): Promise<string> {
  const userId = await users.findIdByEmail(input.managerEmail);
  if (userId === null) throw new HttpException(`가입한 회원 중에 이메일이 ${input.managerEmail}인 회원이 없습니다. 먼저 회원 가입을 해 주세요.`, 404);
  let mainId: number;
  try {
    mainId = await dataSource.transaction(async (em) => {
      const id = await leagues.createMain(em, input.leaguePath, input.mainName, userId);
      await boards.createFixedBoards(em, id);
      return id;
    });
  } catch (error) {
    // Two commands at once: the unique path refuses the second.
    if (isDuplicateKey(error)) throw new HttpException(`리그 경로 ${input.leaguePath}는 이미 다른 리그가 쓰고 있습니다.`, 409);
    throw error;
  }
  return [
    `${input.mainName}(${input.leaguePath}) 리그를 만들었습니다 (리그 번호 ${mainId}).`,
    `  공지사항·갤러리 게시판을 만들고 ${input.managerEmail} 회원을 총괄 관리자(1등급)로 지정했습니다.`,
    `  리그 화면: /league/${input.leaguePath}, 관리 화면: /league/${input.leaguePath}/admin`,
  ].join('\n');
}
