import type { Browser, Page } from 'playwright-core';
import { baseUrl, desktopViewport, keepScreenshot, launchBrowser, newContext } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';

const HEAD = DEMO_ACCOUNTS.head;
const BOARD = '/api/league/board/gangseo/notice';

/** Each payload tries to set window.__xss (or open a dialog) the way a known XSS vector would. */
const HIT = 'window.__xss=1;alert(1)';
const PAYLOADS: [string, string][] = [
  ['script tag', `<script>${HIT}</script>`],
  ['img onerror', `<img src=x onerror="${HIT}">`],
  ['own-storage img with onerror', `<img src="/upload/none.png" onerror="${HIT}">`],
  ['svg onload', `<svg onload="${HIT}"><circle r="5"></circle></svg>`],
  ['svg script', `<svg><script>${HIT}</script></svg>`],
  ['javascript: link', `<a href="javascript:${HIT}">링크</a>`],
  ['mixed-case javascript: link', `<a href=" JaVaScRiPt:${HIT}">링크</a>`],
  ['entity-encoded javascript: link', `<a href="&#106;avascript:${HIT}">링크</a>`],
  ['data: link', `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>`],
  ['iframe javascript:', `<iframe src="javascript:${HIT}"></iframe>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`],
  ['object data', `<object data="data:text/html,<script>${HIT}</script>"></object>`],
  ['embed', `<embed src="javascript:${HIT}">`],
  ['details ontoggle', `<details open ontoggle="${HIT}"><summary>열기</summary></details>`],
  ['input autofocus onfocus', `<input autofocus onfocus="${HIT}">`],
  ['video source onerror', `<video><source onerror="${HIT}"></video>`],
  ['body onload', `<body onload="${HIT}">본문</body>`],
  ['css expression', `<div style="width: expression(${HIT})">스타일</div>`],
  ['css javascript url', `<p style="background:url('javascript:${HIT}')">배경</p>`],
  ['style import', `<style>@import 'javascript:${HIT}';</style><p>가</p>`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${HIT}">`],
  ['form action', `<form action="javascript:${HIT}"><button>보내기</button></form>`],
  ['base href', `<base href="javascript:${HIT}//"><a href="x">상대 링크</a>`],
  ['noscript mutation', `<noscript><p title="</noscript><img src=x onerror=${HIT}>"></p></noscript>`],
  ['math mutation', `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}">`],
  ['template', `<template><img src=x onerror="${HIT}"></template>`],
  ['unclosed attribute', `<img src="x" alt="a" onerror="${HIT}"`],
  ['table cell handler', `<table><tr><td onclick="${HIT}" onmouseover="${HIT}">셀</td></tr></table>`],
];

let browser: Browser;
let token: string;
const posts: { name: string; postId: number }[] = [];

async function login(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: HEAD, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function savePost(title: string, content: string): Promise<number> {
  const form = new FormData();
  form.set('title', title);
  form.set('content', content);
  const response = await fetch(`${baseUrl()}${BOARD}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { ok: boolean; data: { postId: number } | null; error?: string };
  if (!body.ok || !body.data) throw new Error(`${title}: ${response.status} ${body.error ?? ''}`);
  return body.data.postId;
}

async function addComment(postId: number, content: string): Promise<void> {
  const response = await fetch(`${baseUrl()}${BOARD}/comment/${postId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (!response.ok) throw new Error(`comment: ${response.status}`);
}

/** A page that records every dialog and starts with window.__xss unset. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await newContext(browser, desktopViewport);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await login();
  for (const [name, payload] of PAYLOADS) {
    const postId = await savePost(`XSS ${name} <img src=x onerror="${HIT}">`, `<p>앞 문단</p>${payload}<p>뒤 문단</p>`);
    posts.push({ name, postId });
  }
  const [first] = posts;
  if (first) await addComment(first.postId, `<img src=x onerror="${HIT}"><script>${HIT}</script>`);
}, 120_000);

afterAll(async () => {
  for (const { postId } of posts) {
    await fetch(`${baseUrl()}${BOARD}/${postId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  }
  await browser?.close();
});

describe('XSS corpus saved through the board API and rendered in Chromium', () => {
  it('runs no script from any payload on the post view, and keeps no handler, script or frame in the content', async () => {
    const { page, dialogs } = await watchedPage();
    for (const { name, postId } of posts) {
      await page.goto(`/league/gangseo/board/notice/view/${postId}`);
      await page.getByRole('heading', { name: new RegExp(`XSS ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
      await page.getByText('앞 문단').waitFor();
      // Give error and load events of anything that slipped through a moment to fire.
      await page.waitForTimeout(100);
      const found = await page.evaluate(() => {
        const content = document.querySelector('.lp-post');
        const elements: Element[] = content ? Array.from(content.querySelectorAll('*')) : [];
        return {
          xss: (window as unknown as { __xss?: number }).__xss ?? null,
          handlers: elements.flatMap((element) => element.getAttributeNames().filter((attribute) => /^on/i.test(attribute))),
          styles: elements.filter((element) => element.hasAttribute('style')).length,
          dangerous: elements
            .map((element) => element.tagName.toLowerCase())
            .filter((tag) => ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'meta', 'base', 'form', 'input', 'template', 'noscript'].includes(tag)),
          badUrls: elements
            .flatMap((element) => ['href', 'src', 'action'].map((attribute) => element.getAttribute(attribute) ?? ''))
            .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url)),
        };
      });
      expect({ name, ...found }).toEqual({ name, xss: null, handlers: [], styles: 0, dangerous: [], badUrls: [] });
    }
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('runs no script from the payloads on the league home (notices, recent posts) or the board list', async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto('/league/gangseo');
    await page.getByRole('heading', { name: '팀 순위' }).waitFor();
    // The home's lower half (gallery, recent posts, notices) loads when it scrolls into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
    await page.getByText(/XSS /).first().waitFor();
    await keepScreenshot(page, 'board-xss-league-home');
    await page.goto('/league/gangseo/board/notice');
    await page.getByRole('link', { name: /XSS table cell handler/ }).waitFor();
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
