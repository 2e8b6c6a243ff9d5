import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { desktopViewport, keepScreenshot, launchBrowser, newContext, phoneViewport } from '../support/browser';
import { watchConsole } from '../support/console-watch';
import { DEMO_ACCOUNTS, openAs } from '../support/demo-accounts';
import { readState } from '../support/product-server';

const HEAD = DEMO_ACCOUNTS.head;
const MEMBER = DEMO_ACCOUNTS.member;

// An 8x8 red PNG: the server checks it by its bytes and re-encodes it with sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4w8CAFWEXHbQSACD0MwEDk/f8AAAAAElFTkSuQmCC',
  'base64',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Scripts the page fetched that hold the editor's code (ProseMirror), with their gzip size. */
function editorScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => {
        if (body.includes('ProseMirror')) scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
      })
      .catch(() => undefined);
  });
  return scripts;
}

describe('league boards in the browser', () => {
  it('lets a member write a post with the editor (no files on a members\' board), comment on it and delete it; the editor loads only there', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await openAs(context, MEMBER, '/league/gangseo/board/free/write');
    const editorChunks = editorScripts(page);
    await page.waitForURL('**/league/gangseo/board/free/write');

    const editor = page.getByRole('textbox', { name: '내용' });
    await editor.waitFor();
    await page.getByRole('textbox', { name: '제목' }).fill('토요일 연습 경기 후기');
    await editor.click();
    await page.keyboard.type('오늘 연습 경기는 ');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.keyboard.type('7대 3 승리');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.keyboard.type('였습니다.');
    // Files need a board that only league managers write on (spec section 5): the free board offers none.
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(0);
    await keepScreenshot(page, 'board-write-phone');
    await page.getByRole('button', { name: '등록' }).click();

    await page.waitForURL(/\/league\/gangseo\/board\/free\/view\/\d+$/);
    await page.getByRole('heading', { name: '토요일 연습 경기 후기' }).waitFor();
    await expect(page.locator('.lp-post__content strong').textContent().then((text) => text?.trim())).resolves.toBe('7대 3 승리');
    // The editor (TipTap, ProseMirror) arrives as its own chunks on this route.
    const editorKb = [...editorChunks.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(editorKb).toBeGreaterThan(40);

    await page.getByRole('textbox', { name: '댓글' }).fill('다음 경기도 화이팅!');
    await page.getByRole('button', { name: '댓글 등록' }).click();
    await page.getByRole('paragraph').filter({ hasText: '다음 경기도 화이팅!' }).waitFor();
    await page.getByRole('button', { name: /님의 댓글 삭제/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText('등록된 댓글이 없습니다.').waitFor();

    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.waitForURL('**/league/gangseo/board/free');
    await expect(page.getByRole('link', { name: '토요일 연습 경기 후기' }).count()).resolves.toBe(0);

    // Another visit of the board and the league home loads none of the editor's chunks.
    const reader = await context.newPage();
    const readerEditorChunks = editorScripts(reader);
    await reader.goto('/league/gangseo');
    await reader.getByRole('heading', { name: '팀 순위' }).waitFor();
    // The home's lower half loads when it scrolls into view.
    const notices = reader.getByRole('heading', { name: '공지사항' });
    for (let step = 0; step < 30 && !(await notices.isVisible()); step += 1) {
      await reader.mouse.wheel(0, 400);
      await reader.waitForTimeout(100);
    }
    await notices.waitFor();
    await reader.goto('/league/gangseo/board/free');
    await reader.getByRole('link', { name: '글쓰기' }).waitFor();
    expect([...readerEditorChunks.keys()]).toEqual([]);
    await context.close();
  });

  it('lets the head manager post a photo on the gallery, a managers\' board, and delete it (phone)', async () => {
    const context = await newContext(browser, phoneViewport);
    const page = await openAs(context, HEAD, '/league/gangseo/board/gallery/write');
    await page.waitForURL('**/league/gangseo/board/gallery/write');
    const editor = page.getByRole('textbox', { name: '내용' });
    await editor.waitFor();
    await page.getByRole('textbox', { name: '제목' }).fill('연습 경기 사진');
    await editor.click();
    await page.keyboard.type('연습 경기 한 장면입니다.');
    await page.locator('input[type="file"]').setInputFiles({ name: '연습경기.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '등록' }).click();

    await page.waitForURL(/\/league\/gangseo\/board\/gallery\/view\/\d+$/);
    await page.getByRole('link', { name: /연습경기\.png/ }).waitFor();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.waitForURL('**/league/gangseo/board/gallery');
    await context.close();
  });

  it('shows a long thread\'s first 50 comments and the rest with 댓글 더 보기 (phone)', async () => {
    // Sixty comments written straight into the product's database: the API limits one member to ten a minute.
    const db = new Database(path.join(readState().dataDir, 'dugout.sqlite'));
    const post = db
      .prepare("SELECT p.post_id FROM post p JOIN board b ON b.board_id = p.board_id JOIN league_main m ON m.main_id = b.main_id WHERE m.league_path = 'gangseo' AND b.board_label = 'free' ORDER BY p.post_id LIMIT 1")
      .get() as { post_id: number };
    const author = db.prepare('SELECT user_id FROM user WHERE email = ?').get(MEMBER) as { user_id: number };
    const before = (db.prepare('SELECT COUNT(*) AS n FROM post_comment WHERE post_id = ?').get(post.post_id) as { n: number }).n;
    const insert = db.prepare('INSERT INTO post_comment (post_id, user_id, content) VALUES (?, ?, ?)');
    db.transaction(() => {
      for (let i = 1; i <= 60; i += 1) insert.run(post.post_id, author.user_id, `긴 댓글 타래 ${i}`);
    })();
    const total = before + 60;
    const context = await newContext(browser, phoneViewport);
    try {
      const page = await context.newPage();
      await page.goto(`/league/gangseo/board/free/view/${post.post_id}`);
      const comments = page.getByRole('region', { name: '댓글' });
      await comments.getByRole('heading', { name: `댓글 ${total}개` }).waitFor();
      await expect(comments.getByRole('listitem').count()).resolves.toBe(50);
      await comments.getByRole('button', { name: `댓글 더 보기 (${total - 50}개 남음)` }).click();
      await comments.getByText('긴 댓글 타래 60', { exact: true }).waitFor();
      await expect(comments.getByRole('listitem').count()).resolves.toBe(total);
      await expect(comments.getByRole('button', { name: /댓글 더 보기/ }).count()).resolves.toBe(0);
      await keepScreenshot(page, 'board-comments-more-phone');
    } finally {
      await context.close();
      db.prepare("DELETE FROM post_comment WHERE post_id = ? AND content LIKE '긴 댓글 타래 %'").run(post.post_id);
      db.close();
    }
  });

  it('opens the write page and takes a post under the CSP with no console error or warning (phone)', async () => {
    const context = await newContext(browser, phoneViewport);
    const problems = await watchConsole(context);
    // A visitor is sent to the login page first, as a member arriving from a link is.
    const page = await openAs(context, MEMBER, '/league/gangseo/board/free/write');
    await page.waitForURL('**/league/gangseo/board/free/write');
    const editor = page.getByRole('textbox', { name: '내용' });
    await editor.waitFor();
    // ProseMirror checks its CSS (white-space) on the first change it reads from the page.
    await editor.click();
    await page.keyboard.type('첫 줄  두 칸 띄움');
    await page.getByRole('button', { name: '제목 2' }).click();
    await page.getByRole('button', { name: '표 넣기' }).click();
    await editor.locator('table').waitFor();
    await page.keyboard.type('표 안');
    await editor.locator('h2', { hasText: '첫 줄' }).waitFor();
    await expect(editor.evaluate((element) => getComputedStyle(element).whiteSpace)).resolves.toMatch(/^(pre-wrap|break-spaces)$/);
    // Chrome reports a preload the page did not use 3 s after the load event.
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd > 3500;
    });
    await keepScreenshot(page, 'board-write-console-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a member who may not write on the notice board back to the league page (spec 8)', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, MEMBER, '/league/gangseo/board/notice/write');
    // A league's notice board takes posts from its managers only.
    await page.getByText('이 게시판에 글을 쓸 권한이 없습니다.', { exact: false }).waitFor();
    await page.waitForURL(/\/league\/gangseo$/, { timeout: 10_000 });
    await context.close();
  });

  it('lets the head manager add a board that appears in the league menu, and delete it after a confirmation', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, HEAD, '/league/gangseo/admin/boards');
    await page.waitForURL('**/league/gangseo/admin/boards');
    await page.getByRole('link', { name: '게시판 추가' }).click();
    await page.getByLabel('게시판 이름').fill('선수 모집');
    await page.getByLabel('경로').fill('free-agent');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('영문과 숫자만 입력할 수 있습니다.').waitFor();
    await page.getByLabel('경로').fill('recruit');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL('**/league/gangseo/admin/boards');
    await page.getByRole('cell', { name: 'recruit' }).waitFor();

    const visitor = await context.newPage();
    await visitor.goto('/league/gangseo/board/recruit');
    await visitor.getByRole('navigation', { name: '커뮤니티 하위 메뉴' }).getByRole('link', { name: '선수 모집' }).waitFor();

    await page.getByRole('group', { name: '선수 모집 관리' }).getByRole('button', { name: '삭제' }).click();
    await page.getByRole('alertdialog').getByText('게시판을 삭제하면 게시글 0개도 함께 삭제됩니다.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText('삭제되었습니다.').waitFor();
    await expect(page.getByRole('cell', { name: 'recruit' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('lets the head manager write the league introduction, shown on the public intro page', async () => {
    const context = await newContext(browser, desktopViewport);
    const page = await openAs(context, HEAD, '/league/gangseo/admin/editHome/intro');
    await page.waitForURL('**/league/gangseo/admin/editHome/intro');
    const editor = page.getByRole('textbox', { name: '리그 소개' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('강서 베이스볼 리그는 2008년에 시작한 사회인 야구 리그입니다.');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByText('저장되었습니다.').waitFor();

    const visitor = await context.newPage();
    await visitor.goto('/league/gangseo/info/intro/intro');
    await visitor.getByText('강서 베이스볼 리그는 2008년에 시작한 사회인 야구 리그입니다.').waitFor();
    await context.close();
  });
});
