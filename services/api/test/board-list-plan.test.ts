import { SeasonImportService } from '../src/data-tooling/season-import/season-import.service';
import { registerAndLogin } from './auth-fixtures';
import { build } from './factories';
import { nodesNamed, type Plan, planOf, recordQueries, type SentQuery, tableAccesses } from './support/query-plan';
import { smallSeasonFile } from './support/small-season';
import { createTestApp, type TestApp } from './support/test-app';

const POSTS = 10_000;
const NOTICES = 5;
const PAGE_SIZE = 15;

/**
 * The board list of a league with 10,000 posts: the page is one query whose ids come from the
 * (board_id, is_notice, post_id) index in list order, so it stops after the page instead of sorting
 * every post of the board, and only the page's rows are read. The SQL is the one the route sends.
 */
describe('board list query plan at 10,000 posts', () => {
  let t: TestApp;
  let boardId: number;
  let isMariaDb: boolean;
  const sent: SentQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.app.get(SeasonImportService).importFile(smallSeasonFile({ leaguePath: 'plantest' }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const writer = await registerAndLogin(t, { username: '글쓴이' });
    const [board] = await t.dataSource.query("SELECT board_id FROM board WHERE main_id = ? AND board_label = 'notice'", [result.summary.mainId]);
    boardId = Number(board.board_id);
    await build(t).boards.posts(
      boardId,
      Array.from({ length: POSTS }, (_, n) => ({ userId: writer.userId, title: `게시글 ${n + 1}`, contentHtml: `<p>내용 ${n + 1}</p>`, previewText: `내용 ${n + 1}`, isNotice: n < NOTICES })),
    );
    await t.dataSource.query('ANALYZE TABLE post');
    const [version] = await t.dataSource.query('SELECT VERSION() AS version');
    isMariaDb = /mariadb/i.test(String(version.version));

    recordQueries(t.dataSource, /FROM post p/, sent);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('answers the first page with the notices first, then the newest posts', async () => {
    sent.length = 0;
    const response = await t.http.get(`/api/league/board/plantest/notice/list?page=1&pageSize=${PAGE_SIZE}`);
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(POSTS);
    const titles = response.body.data.items.map((item: { title: string }) => item.title);
    expect(titles.slice(0, NOTICES)).toEqual(['게시글 5', '게시글 4', '게시글 3', '게시글 2', '게시글 1']);
    expect(titles[NOTICES]).toBe(`게시글 ${POSTS}`);
    expect(sent.map(({ sql }) => (/COUNT\(\*\) AS total/.test(sql) ? 'count' : 'page'))).toEqual(['page', 'count']);
  });

  it.each([
    ['the first page', 1],
    ['page 500', 500],
  ])('reads %s from the list index in order (no filesort, no scan of the board), then only its rows', async (_name, page) => {
    sent.length = 0;
    await t.http.get(`/api/league/board/plantest/notice/list?page=${page}&pageSize=${PAGE_SIZE}`);
    const pageQuery = sent.find(({ sql }) => !/AS total/.test(sql));
    if (!pageQuery) throw new Error('the list route sent no page query');
    const plan = await planOf(t.dataSource, pageQuery, isMariaDb ? 'ANALYZE' : 'EXPLAIN');
    const posts = tableAccesses(plan).filter((access) => access['table_name'] === 'p');
    // The ids' query (the derived table) reads the index in list order: no sort there.
    const derived = nodesNamed(plan, /^materialized/);
    expect(derived).toHaveLength(1);
    expect(JSON.stringify(derived)).not.toMatch(/filesort/i);
    expect(posts.map((access) => access['access_type'])).not.toContain('ALL');
    // The ids come from the list index alone (covering), the rows by primary key.
    const ids = posts.find((access) => access['key'] === 'IDX_post_board_notice_id');
    expect(ids?.['using_index']).toBe(true);
    const rows = posts.find((access) => access['key'] === 'PRIMARY');
    expect(rows?.['access_type']).toBe('eq_ref');
    if (isMariaDb) {
      // ANALYZE runs the query: the index entries read are the page and the ones skipped before it, the rows only the page's.
      expect(Number(ids?.['r_rows'])).toBeLessThanOrEqual(page * PAGE_SIZE + NOTICES);
      expect(Number(rows?.['r_rows']) * Number(rows?.['r_loops'] ?? 1)).toBeLessThanOrEqual(PAGE_SIZE);
      // What is sorted at the end is the page's rows, in memory.
      for (const sort of nodesNamed(plan, /^filesort$/)) expect(Number((sort as Plan)['r_output_rows'])).toBeLessThanOrEqual(PAGE_SIZE);
    }
  });

  it('counts the board from the list index alone', async () => {
    sent.length = 0;
    await t.http.get(`/api/league/board/plantest/notice/list?page=1&pageSize=${PAGE_SIZE}`);
    const count = sent.find(({ sql }) => /AS total/.test(sql));
    if (!count) throw new Error('the list route sent no count query');
    const countPlan = tableAccesses(await planOf(t.dataSource, count));
    expect(countPlan[0]?.['key']).toBe('IDX_post_board_notice_id');
    expect(countPlan[0]?.['using_index']).toBe(true);
  });
});
