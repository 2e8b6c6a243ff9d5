import { HttpException } from '@nestjs/common';
import { commandArguments, runWithApp, type CommandOutput } from '../../cli/run-with-app';
import { leagueManagerGrades, type LeagueManagerGrade } from '@dugout/contracts';
import { LeaguesService } from '../../services/leagues/leagues.service';
import { UsersService } from '../../services/users/users.service';
import { GrantCliModule } from './grant-cli.module';

const USAGE = [
  '사용법: npm run grant -- <회원 이메일> <리그 경로> [등급]',
  '  회원을 리그(리그 경로, 예: gangdong)의 관리자로 지정합니다. 이미 관리자이면 등급만 바꿉니다.',
  `  등급: ${leagueManagerGrades.options.map((option) => `${option.value} ${option.label}`).join(', ')} (기본 1)`,
].join('\n');

/**
 * `npm run grant -- <email> <leaguePath> [grade]`: makes the member a manager of the league main
 * (default grade 1), on the configured database (DATABASE_URL, or the embedded SQLite file).
 * Returns the exit code.
 */
export async function runGrantCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console): Promise<number> {
  const given = commandArguments(args, USAGE, output);
  if (given === 0) return 0;
  const [email, leaguePath, gradeText = '1', ...extra] = given;
  if (!email || !leaguePath || extra.length > 0) {
    output.error(USAGE);
    return 1;
  }
  const grade = leagueManagerGrades.parse(gradeText);
  if (grade === null) {
    output.error(`등급은 1~5 중 하나여야 합니다: ${gradeText}\n${USAGE}`);
    return 1;
  }

  return runWithApp((config) => GrantCliModule.forRoot(config), env, output, (app) =>
    grantLeagueManager(app.get(UsersService), app.get(LeaguesService), email, leaguePath, grade),
  );
}

/** Makes the member of the email a manager of the league path's main; answers what was done, in Korean. */
export async function grantLeagueManager(
  users: UsersService,
  leagues: LeaguesService,
  email: string,
  leaguePath: string,
  grade: LeagueManagerGrade,
): Promise<string> {
  const userId = await users.findIdByEmail(email);
  if (userId === null) throw new HttpException(`가입한 회원 중에 이메일이 ${email}인 회원이 없습니다.`, 404);
  const main = await leagues.getMainByPath(leaguePath).catch(() => null);
  if (!main) throw new HttpException(`리그 경로가 ${leaguePath}인 리그가 없습니다.`, 404);
  const done = await leagues.grantManager(main.mainId, userId, grade);
  const role = `${leagueManagerGrades.label(grade)}(${grade}등급)`;
  return done === 'added'
    ? `${email} 회원을 ${main.mainName}(${main.leaguePath})의 ${role}로 지정했습니다.`
    : `${email} 회원은 이미 ${main.mainName}(${main.leaguePath})의 관리자입니다. 등급을 ${role}로 바꿨습니다.`;
}
