import { runGrantCommand } from '../src/data-tooling/league-main/grant.command';
import { registerAndLogin, type LoggedIn } from './auth-fixtures';
import { commandEnv, runCommand } from './support/command-run';
import { importSmallSeason } from './support/imported-season';
import { createTestApp, type TestApp } from './support/test-app';

// npm run grant -- <email> <leaguePath> [grade], run against the test's own MySQL database.
describe('npm run grant on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn;
  let env: NodeJS.ProcessEnv;

  const grant = (...args: string[]) => runCommand(runGrantCommand, env, args);
  const managerRow = async () =>
    t.dataSource.query('SELECT m.grade FROM league_manager m JOIN league_main lm ON lm.main_id = m.main_id WHERE lm.league_path = ? AND m.user_id = ?', [
      'smalltest',
      member.userId,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    await importSmallSeason(t, { leaguePath: 'smalltest' });
    member = await registerAndLogin(t);
    env = commandEnv(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('makes the member a grade-1 manager by default, in Korean', async () => {
    const { code, out } = await grant(member.member.email.toUpperCase(), 'smalltest');
    expect(code).toBe(0);
    expect(out).toEqual([`${member.member.email.toUpperCase()} 회원을 테스트 리그(smalltest)의 총괄 관리자(1등급)로 지정했습니다.`]);
    expect(await managerRow()).toEqual([{ grade: 1 }]);
  });

  it('refuses to demote the last grade-1 manager, then changes the grade of a second one', async () => {
    const refused = await grant(member.member.email, 'smalltest', '5');
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain('총괄 관리자가 한 명 이상');
    const other = await registerAndLogin(t);
    expect((await grant(other.member.email, 'smalltest')).code).toBe(0);
    const changed = await grant(member.member.email, 'smalltest', '5');
    expect(changed.code).toBe(0);
    expect(changed.out[0]).toContain('등급을 기록원(5등급)로 바꿨습니다.');
    expect(await managerRow()).toEqual([{ grade: 5 }]);
  });

  it('answers 1 with a Korean message for an unknown member, league or grade, and the usage without arguments', async () => {
    const unknownMember = await grant('nobody@example.com', 'smalltest');
    expect(unknownMember).toMatchObject({ code: 1, err: ['가입한 회원 중에 이메일이 nobody@example.com인 회원이 없습니다.'] });
    const unknownLeague = await grant(member.member.email, 'nowhere');
    expect(unknownLeague).toMatchObject({ code: 1, err: ['리그 경로가 nowhere인 리그가 없습니다.'] });
    const badGrade = await grant(member.member.email, 'smalltest', '7');
    expect(badGrade.code).toBe(1);
    expect(badGrade.err[0]).toContain('등급은 1~5 중 하나여야 합니다: 7');
    const usage = await grant();
    expect(usage.code).toBe(1);
    expect(usage.err[0]).toContain('사용법: npm run grant -- <회원 이메일> <리그 경로> [등급]');
  });
});
