import { DEMO_PASSWORD } from '../data-tooling/seed/demo-accounts';
import { useEmbeddedApp } from '../../test/support/embedded-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Requests of the real app on the embedded database (`npm start`) while other requests' transactions are open.
describe('requests on the embedded database while transactions run', () => {
  const embedded = useEmbeddedApp('connection-queue');
  let mainId: number;
  let head: string;

  const login = (email: string) =>
    embedded.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  const saveRegulation = (content: string) =>
    embedded.app.inject({
      method: 'PUT',
      url: `/api/league/board/${mainId}/default/home/regulation/contents`,
      headers: { authorization: `Bearer ${head}` },
      payload: { content },
    });
  const createBoard = (label: string) =>
    embedded.app.inject({
      method: 'POST',
      url: `/api/league/board/${mainId}/admin/board`,
      headers: { authorization: `Bearer ${head}` },
      payload: {
        boardName: `게시판 ${label}`,
        boardLabel: label,
        boardType: 1,
        boardMemo: '',
        roles: '{"list":1,"view":1,"write":4,"comment":4}',
        mainId,
        useComment: true,
        useFileUpload: false,
        useFileDownload: true,
        maxFileCount: 2,
      },
    });
  const auditCount = async (kind: string): Promise<number> =>
    Number((await embedded.db.query('SELECT COUNT(*) AS n FROM audit_entry WHERE kind = ?', [kind]))[0].n);

  beforeAll(async () => {
    const [main] = await embedded.db.query("SELECT main_id FROM league_main WHERE league_path = 'gangdong'");
    mainId = Number(main.main_id);
    head = (await login('gangdong.head@example.com')).json().data.access_token;
  });

  it('keeps a slow transaction that fails to itself: a manager write meanwhile is kept with its audit entry, a read never sees its rows', async () => {
    const auditsBefore = await auditCount('homeText.update');
    let written!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (written = resolve));
    // Like a box-score save that rewrites many rows and then fails a check.
    const failing = embedded.db
      .transaction(async (em) => {
        await em.query("INSERT INTO league_main (main_name, league_path) VALUES ('저장되지 않을 리그', 'uncommitted')");
        written();
        await sleep(150);
        throw new Error('검사 실패');
      })
      .catch((error: Error) => error.message);
    await insideTransaction;

    const [save, read, signIn] = await Promise.all([
      saveRegulation('<p>트랜잭션 옆에서 저장한 규정</p>'),
      embedded.app.inject({ method: 'GET', url: '/api/league/mainpath/uncommitted' }),
      login('member@example.com'),
    ]);
    expect(await failing).toBe('검사 실패');
    expect([save.statusCode, read.statusCode, signIn.statusCode]).toEqual([200, 404, 200]);

    const [{ content_html }] = await embedded.db.query("SELECT content_html FROM default_contents WHERE main_id = ? AND label = 'regulation'", [mainId]);
    expect(content_html).toBe('<p>트랜잭션 옆에서 저장한 규정</p>');
    expect(await auditCount('homeText.update')).toBe(auditsBefore + 1);
    expect(await embedded.db.query("SELECT main_id FROM league_main WHERE league_path = 'uncommitted'")).toEqual([]);
  });

  it('answers a public read while a save holds its transaction open, without waiting for it', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (written = resolve));
    let open = true;
    const holding = embedded.db.transaction(async (em) => {
      await em.query("INSERT INTO league_main (main_name, league_path) VALUES ('열린 트랜잭션의 리그', 'pending')");
      written();
      await Promise.race([released, sleep(5_000)]);
      open = false;
    });
    await insideTransaction;
    const [pending, league] = await Promise.all([
      embedded.app.inject({ method: 'GET', url: '/api/league/mainpath/pending' }),
      embedded.app.inject({ method: 'GET', url: '/api/league/mainpath/gangdong' }),
    ]);
    const answeredWhileOpen = open;
    release();
    await holding;
    expect({ statuses: [pending.statusCode, league.statusCode], answeredWhileOpen }).toEqual({ statuses: [404, 200], answeredWhileOpen: true });
    expect((await embedded.app.inject({ method: 'GET', url: '/api/league/mainpath/pending' })).statusCode).toBe(200);
  });

  it('keeps the read cache right: an answer read beside the writer is forgotten when a table it read is written', async () => {
    const seasonNames = async (): Promise<string[]> =>
      (await embedded.app.inject({ method: 'GET', url: '/api/league/base/gangdong' })).json().data.seasons.map((season: { seasonName: string }) => season.seasonName);
    expect(await seasonNames()).not.toContain('2031 시즌');
    const created = await embedded.app.inject({
      method: 'POST',
      url: `/api/league/main/${mainId}/season`,
      headers: { authorization: `Bearer ${head}` },
      payload: { seasonName: '2031 시즌', beginDate: '2031-03-01', endDate: '2031-10-31', active: false },
    });
    expect(created.statusCode).toBe(201);
    expect(await seasonNames()).toContain('2031 시즌');
  });

  it('answers concurrent manager writes, reads and logins, all of them', async () => {
    const auditsBefore = await auditCount('board.create');
    const labels = Array.from({ length: 8 }, (_, index) => `queue${index}`);
    const emails = ['gangdong.head@example.com', 'gangseo.head@example.com', 'gangdong.scorer@example.com', 'member@example.com'];
    const responses = await Promise.all([
      ...labels.map((label) => createBoard(label)),
      ...labels.map((label) => saveRegulation(`<p>${label}</p>`)),
      ...emails.flatMap((email) => [login(email), login(email)]),
      ...labels.map(() => embedded.app.inject({ method: 'GET', url: '/api/league/mainpath/gangdong' })),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toEqual([...labels.map(() => 201), ...labels.map(() => 200), ...emails.flatMap(() => [200, 200]), ...labels.map(() => 200)]);
    expect(await auditCount('board.create')).toBe(auditsBefore + labels.length);
    const boards = await embedded.db.query(`SELECT board_label FROM board WHERE main_id = ? AND board_label LIKE 'queue%' ORDER BY board_label`, [mainId]);
    expect(boards.map((row: { board_label: string }) => row.board_label)).toEqual(labels);
  });
});
