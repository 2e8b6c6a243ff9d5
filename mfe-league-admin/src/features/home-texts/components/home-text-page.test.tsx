import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { DefaultContents } from '@dugout/contracts';
import { type ApiCall, type ApiReply, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, stubEditorLayout } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const CONTENTS = '/api/league/board/2/default/home';

beforeAll(stubEditorLayout);

let stored: Record<string, DefaultContents>;
let refuseSave: ApiReply | undefined;
let check = createLeagueManagerCheck();

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    const match = /^\/api\/league\/board\/2\/default\/home\/(\w+)\/contents$/.exec(call.url);
    if (match?.[1] && stored[match[1]]) {
      if (call.method === 'GET') return ok(stored[match[1]]);
      if (call.method === 'PUT') {
        if (refuseSave) return refuseSave;
        const { content } = call.body as { content: string };
        stored[match[1]] = { kind: 'home', label: match[1], contentHtml: content, updatedAt: '2026-03-02T09:15:00+09:00' };
        return ok(stored[match[1]]);
      }
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  check = createLeagueManagerCheck();
  refuseSave = undefined;
  stored = {
    intro: { kind: 'home', label: 'intro', contentHtml: '<p>강서리그는 <strong>2010년</strong>에 시작했습니다.</p>', updatedAt: '2026-02-01T10:00:00+09:00' },
    regulation: { kind: 'home', label: 'regulation', contentHtml: '', updatedAt: null },
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('소개·규정 편집', () => {
  it('loads the stored introduction into the editor, with a link to the public page in a new tab', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/editHome/intro');
    expect(await screen.findByRole('heading', { name: '리그 소개 편집' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: '리그 소개' });
    expect(editor).toHaveTextContent('강서리그는 2010년에 시작했습니다.');
    expect(editor.querySelector('strong')).toHaveTextContent('2010년');
    expect(screen.getByText('마지막 저장: 2026-02-01 10:00')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: /공개 화면 보기/ });
    expect(view).toHaveAttribute('href', '/league/gangseo/info/intro/intro');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('opens the regulations, empty until written', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/editHome/regulation');
    expect(await screen.findByRole('heading', { name: '리그 규정 편집' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '리그 규정' })).toHaveTextContent('');
    expect(screen.getByText('아직 작성된 내용이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /공개 화면 보기/ })).toHaveAttribute('href', '/league/gangseo/info/intro/regulation');
  });

  it('saves the edited text with PUT and says 저장되었습니다', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/editHome/intro');
    await screen.findByRole('textbox', { name: '리그 소개' });
    // Typing into a contenteditable does not work in jsdom; the toolbar changes the document instead.
    await user.click(screen.getByRole('button', { name: '제목 2' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: 'PUT', url: `${CONTENTS}/intro/contents` });
    expect((put?.body as { content: string }).content).toMatch(/^<h2>강서리그는 <strong>2010년<\/strong>에 시작했습니다.<\/h2>/);
    expect(screen.getByText('마지막 저장: 2026-03-02 09:15')).toBeInTheDocument();
  });

  it('shows the server refusal in Korean and keeps the text', async () => {
    const user = userEvent.setup();
    serve();
    refuseSave = fail(400, '내용이 너무 깁니다.', { content: '내용은 20000자까지 입력할 수 있습니다.' });
    renderAdmin('/league/gangseo/admin/editHome/intro');
    await screen.findByRole('textbox', { name: '리그 소개' });
    await user.click(screen.getByRole('button', { name: '저장' }));
    const form = screen.getByRole('form', { name: '리그 소개 편집' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('내용이 너무 깁니다.');
    expect(within(form).getByText('내용은 20000자까지 입력할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText('저장되었습니다.')).not.toBeInTheDocument();
  });

  it('answers another label with a Korean not-found message', async () => {
    const calls = serve();
    renderAdmin('/league/gangseo/admin/editHome/banner');
    expect(await screen.findByText('요청하신 편집 화면을 찾을 수 없습니다. 리그 소개 또는 리그 규정을 골라 주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/default/'))).toBe(false);
  });

  it('is for the grade-1 manager only', async () => {
    serve();
    check = createLeagueManagerCheck({ grade: 3, role: '{"manageBoard":true}' });
    renderAdmin('/league/gangseo/admin/editHome/intro');
    expect(await screen.findByText('이 화면을 사용할 권한이 없습니다. 총괄 관리자에게 권한을 요청해 주세요.')).toBeInTheDocument();
  });
});
