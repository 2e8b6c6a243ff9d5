import { runCreateLeagueCommand } from '../src/data-tooling/league-main/create-league.command';
import { registerAndLogin, type LoggedIn } from './auth-fixtures';
import { commandEnv, runCommand } from './support/command-run';
import { createTestApp, type TestApp } from './support/test-app';

// npm run create-league -- --path <path> --name <name> --manager-email <email>, run against the test's own MySQL database.
describe('npm run create-league on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn;
  let env: NodeJS.ProcessEnv;

  const createLeague = (...args: string[]) => runCommand(runCreateLeagueCommand, env, args);
  const mains = async (leaguePath: string) => t.dataSource.query('SELECT main_id, main_name FROM league_main WHERE league_path = ?', [leaguePath]);

  beforeAll(async () => {
    t = await createTestApp();
    member = await registerAndLogin(t);
    env = commandEnv(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates the league main, its notice and gallery boards and its grade-1 manager, in Korean', async () => {
    const { code, out, err } = await createLeague('--path', 'gangnam', '--name', '강남 리그', '--manager-email', member.member.email);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const [main] = await mains('gangnam');
    expect(main.main_name).toBe('강남 리그');
    expect(out.join('\n')).toBe(
      [
        `강남 리그(gangnam) 리그를 만들었습니다 (리그 번호 ${main.main_id}).`,
        `  공지사항·갤러리 게시판을 만들고 ${member.member.email} 회원을 총괄 관리자(1등급)로 지정했습니다.`,
        '  리그 화면: /league/gangnam, 관리 화면: /league/gangnam/admin',
      ].join('\n'),
    );
    const boards = await t.dataSource.query('SELECT board_label FROM board WHERE main_id = ? ORDER BY board_id', [main.main_id]);
    expect(boards.map((b: { board_label: string }) => b.board_label)).toEqual(['notice', 'gallery']);
    const managers = await t.dataSource.query('SELECT user_id, grade FROM league_manager WHERE main_id = ?', [main.main_id]);
    expect(managers.map((m: { user_id: number; grade: number }) => [Number(m.user_id), Number(m.grade)])).toEqual([[member.userId, 1]]);
    // The public pages see it at once.
    const base = await t.http.get('/api/league/base/gangnam').expect(200);
    expect(base.body.data).toMatchObject({ mainName: '강남 리그', leaguePath: 'gangnam', seasons: [], activeSeasonId: null });
    expect(base.body.data.boards.map((b: { boardLabel: string }) => b.boardLabel)).toEqual(['notice', 'gallery']);
  });

  it('refuses a path already in use and an unknown e-mail, creating nothing', async () => {
    const taken = await createLeague('--path=gangnam', '--name=다른 리그', `--manager-email=${member.member.email}`);
    expect(taken).toMatchObject({ code: 1, err: ['리그 경로 gangnam는 이미 다른 리그가 쓰고 있습니다.'] });
    expect(await mains('gangnam')).toEqual([expect.objectContaining({ main_name: '강남 리그' })]);
    const unknown = await createLeague('--path', 'seocho', '--name', '서초 리그', '--manager-email', 'nobody@example.com');
    expect(unknown).toMatchObject({ code: 1, err: ['가입한 회원 중에 이메일이 nobody@example.com인 회원이 없습니다. 먼저 회원 가입을 해 주세요.'] });
    expect(await mains('seocho')).toEqual([]);
  });

  it('answers 1 with the usage for missing or bad arguments, and 0 with it for --help', async () => {
    const none = await createLeague();
    expect(none.code).toBe(1);
    expect(none.err[0]).toContain('--path, --name, --manager-email 값을 적어 주세요.');
    expect(none.err[0]).toContain('사용법: npm run create-league -- --path <리그 경로> --name <리그 이름> --manager-email <총괄 관리자 이메일>');
    const badPath = await createLeague('--path', '강남', '--name', '강남 리그', '--manager-email', member.member.email);
    expect(badPath.err[0]).toContain('리그 경로는 영문과 숫자 2~40자여야 합니다: 강남');
    const noValue = await createLeague('--path', '--name', 'x', '--manager-email', 'a@b.c');
    expect(noValue.err[0]).toContain('--path 뒤에 값을 적어 주세요.');
    const unknownArg = await createLeague('--path', 'x1', '--name', 'x', '--manager-email', 'a@b.c', '--grade', '1');
    expect(unknownArg.err[0]).toContain('알 수 없는 인자입니다: --grade');
    expect((await createLeague('--help')).code).toBe(0);
    expect(await mains('x1')).toEqual([]);
  });
});
