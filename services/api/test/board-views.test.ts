import { POST_COMMENT_PAGE } from '@dugout/contracts';
import { BoardsRepository } from '../src/repositories/boards/boards.repository';
import { PostViewCounter } from '../src/services/boards/post-view-counter';
import { InstanceBus } from '../src/common/instance-bus/instance-bus.service';
import { ReadCache } from '../src/common/read-cache/read-cache.service';
import type { AppConfig } from '../src/config/app-config';
import { bearer, registerAndLogin, type LoggedIn } from './auth-fixtures';
import { build } from './factories';
import { provideRedisServer } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';

const BASE = '/api/league/board/viewtest';

/** Comments read in pages, and view counts without a write per view (issue 26, section 4). */
describe('board post views and comment pages on MySQL', () => {
  let t: TestApp;
  let member: LoggedIn;
  let other: LoggedIn;
  let postId: number;

  const viewCountInDb = async (id: number) => Number((await t.dataSource.query('SELECT view_count FROM post WHERE post_id = ?', [id]))[0].view_count);
  const viewFrom = (address: string, who: LoggedIn | null = null) => {
    const request = t.http.get(`${BASE}/notice/view/${postId}`).set('X-Forwarded-For', address);
    return who ? request.set(bearer(who.accessToken)) : request;
  };

  beforeAll(async () => {
    // The test's requests name their address as a proxy in front would.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    const { mainId } = await build(t).league({ path: 'viewtest' }).withBoards();
    [member, other] = await Promise.all(['조회회원', '다른조회회원'].map((username) => registerAndLogin(t, { username })));
    const [board] = await t.dataSource.query("SELECT board_id FROM board WHERE main_id = ? AND board_label = 'notice'", [mainId]);
    await build(t).boards.changeBoard(Number(board.board_id), { roleWrite: 4 });
    const created = await t.http.post(`${BASE}/notice`).set(bearer(member.accessToken)).field('title', '조회 글').field('content', '<p>내용</p>');
    postId = created.body.data.postId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the first page of comments with the count in the post view, and the rest in pages on the comment call', async () => {
    const total = 123;
    await build(t).boards.comments(postId, Array.from({ length: total }, (_, i) => ({ userId: member.userId, content: `댓글 ${i + 1}` })));

    const view = (await viewFrom('10.0.0.1')).body.data;
    expect(view.commentCount).toBe(total);
    expect(view.comments).toHaveLength(POST_COMMENT_PAGE.defaultSize);
    expect(view.comments[0].content).toBe('댓글 1');

    const second = await t.http.get(`${BASE}/notice/comment/${postId}?page=2`);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ total, page: 2, size: POST_COMMENT_PAGE.defaultSize });
    expect(second.body.data.items.map((c: { content: string }) => c.content)).toEqual(Array.from({ length: 50 }, (_, i) => `댓글 ${51 + i}`));
    const last = await t.http.get(`${BASE}/notice/comment/${postId}?page=2&size=100`);
    expect(last.body.data.items.map((c: { content: string }) => c.content)).toEqual(Array.from({ length: 23 }, (_, i) => `댓글 ${101 + i}`));
    expect((await t.http.get(`${BASE}/notice/comment/${postId}?page=9`)).body.data).toMatchObject({ items: [], total });

    for (const query of ['size=101', 'size=0', 'page=0', 'page=x', 'size=1.5']) {
      const bad = await t.http.get(`${BASE}/notice/comment/${postId}?${query}`);
      expect([query, bad.status]).toEqual([query, 400]);
      expect(Object.values(bad.body.errors as Record<string, string>)[0]).toMatch(/정수여야 합니다/);
    }
    await build(t).boards.removeComments(postId);
  });

  it('counts one view per address and per member a day, written in a batch, not per request', async () => {
    const counter = t.app.get(PostViewCounter);
    await counter.flush();
    const before = await viewCountInDb(postId);

    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push((await viewFrom('10.0.1.1')).body.data.viewCount);
    // No write per view: the row is unchanged until the batch, while the answer already shows the view.
    expect(await viewCountInDb(postId)).toBe(before);
    expect(new Set(answers)).toEqual(new Set([before + 1]));
    await counter.flush();
    expect(await viewCountInDb(postId)).toBe(before + 1);

    const addresses = Array.from({ length: 7 }, (_, i) => `10.0.2.${i + 1}`);
    for (const address of addresses) {
      await viewFrom(address);
      await viewFrom(address);
    }
    // Members count once each, whatever address they come from.
    await viewFrom('10.0.3.1', member);
    await viewFrom('10.0.3.2', member);
    await viewFrom('10.0.3.1', other);
    expect(await viewCountInDb(postId)).toBe(before + 1);
    await counter.flush();
    expect(await viewCountInDb(postId)).toBe(before + 1 + addresses.length + 2);
  });

  it('counts a visitor once across instances that share Redis, and writes every instance\'s views', async () => {
    const redis = await provideRedisServer();
    const buses = [new InstanceBus({ redisUrl: redis.url } as AppConfig), new InstanceBus({ redisUrl: redis.url } as AppConfig)];
    try {
      await Promise.all(buses.map((bus) => bus.onModuleInit()));
      const [a, b] = buses.map((bus) => new PostViewCounter(t.app.get(BoardsRepository), bus));
      await a.flush();
      const before = await viewCountInDb(postId);
      // Redis outlives the test's database (post ids repeat from run to run): visitors of this run only.
      const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      expect(await a.record(postId, `a:10.0.5.1:${run}`)).toBe(1);
      expect(await b.record(postId, `a:10.0.5.1:${run}`)).toBe(1);
      expect(await b.record(postId, `a:10.0.5.2:${run}`)).toBe(2);
      expect(await a.record(postId, `m:${run}`)).toBe(3);
      expect(await viewCountInDb(postId)).toBe(before);
      await b.flush();
      expect(await viewCountInDb(postId)).toBe(before + 3);
      await a.flush();
      expect(await viewCountInDb(postId)).toBe(before + 3);
    } finally {
      await Promise.all(buses.map((bus) => bus.onApplicationShutdown()));
      await redis.stop?.();
    }
  });

  it('keeps cached answers that read the posts when views are counted and written', async () => {
    const cache = t.app.get(ReadCache);
    const counter = t.app.get(PostViewCounter);
    cache.invalidate();
    const probe = () => t.dataSource.query('SELECT view_count FROM post WHERE post_id = ?', [postId]);
    await cache.get('post-probe', probe);
    expect(cache.size).toBe(1);
    for (let i = 0; i < 5; i += 1) await viewFrom(`10.0.4.${i + 1}`);
    await counter.flush();
    expect(cache.size).toBe(1);
    // A real write to the posts still empties it.
    await t.dataSource.query('UPDATE post SET title = title WHERE post_id = ?', [postId]);
    expect(cache.size).toBe(0);
  });
});
