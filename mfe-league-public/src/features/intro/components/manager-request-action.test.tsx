import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_URL_STORAGE_KEY, useAuthStore } from '@dugout/auth';
import { answerFrom, createLeague, createLeagueBase, createManagerRequest, createSession, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderLeague } from '../../../testing/render-league';

const REQUEST = '/api/league/main/2/requestManager';
const ALREADY_REQUESTED = '이미 관리자 신청을 했습니다. 총괄 관리자의 승인을 기다려 주세요.';

const reads = answerFrom({
  '/api/league/base/gangseo': createLeagueBase(),
  '/api/league/season/3/league': [createLeague()],
  '/api/league/board/gangseo/default/home/intro/contents': { kind: 'home', label: 'intro', contentHtml: '', updatedAt: null },
  '/api/league/board/gangseo/default/home/regulation/contents': { kind: 'home', label: 'regulation', contentHtml: '', updatedAt: null },
});
/** The league's reads, and `write` for the request. */
const serve = (write: ApiHandler = () => fail(404)) => serveFakeApi((call) => (call.method === 'POST' ? write(call) : reads(call)));

const pendingRequest = (message: string | null) => ok(createManagerRequest({ receiptUserId: 12, username: '김철수', email: 'kim@example.com', message }));

const openForm = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '운영진 신청하기' }));
  const dialog = await screen.findByRole('dialog', { name: '강서리그 운영진 신청' });
  return { user, dialog };
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('운영진 신청 on the league intro', () => {
  it('sends the message the member writes and thanks him in Korean', async () => {
    const calls = serve(() => pendingRequest('토요 1부 기록 담당을 맡고 싶습니다.'));
    renderLeague('/league/gangseo/info/intro/intro');
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: '남기는 말 (선택)' }), '  토요 1부 기록 담당을 맡고 싶습니다.');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('운영진 신청이 접수되었습니다.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ url: REQUEST, body: { message: '토요 1부 기록 담당을 맡고 싶습니다.' }, authorization: 'Bearer access-1' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('신청이 접수되어 승인을 기다리고 있습니다.');
    expect(screen.queryByRole('button', { name: '운영진 신청하기' })).not.toBeInTheDocument();
  });

  it('sends no message when the member leaves it empty', async () => {
    const calls = serve(() => pendingRequest(null));
    renderLeague('/league/gangseo/info/intro/intro');
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('운영진 신청이 접수되었습니다.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it.each([
    ['a pending request', ALREADY_REQUESTED, ALREADY_REQUESTED],
    ['a manager already', '이미 이 리그의 관리자입니다.', '이미 이 리그의 관리자입니다.'],
    ['a 409 without a reason', undefined, '이미 이 리그의 운영진이거나 승인을 기다리는 신청이 있습니다.'],
  ])('explains a 409 for %s in Korean and keeps the form', async (_case, reason, shown) => {
    serve(() => fail(409, reason));
    renderLeague('/league/gangseo/info/intro/intro');
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
    expect(within(dialog).getByRole('button', { name: '신청하기' })).toBeEnabled();
  });

  it('says the request failed when the server breaks', async () => {
    serve(() => fail(500));
    renderLeague('/league/gangseo/info/intro/intro');
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('운영진 신청 중 오류가 발생했습니다.');
  });

  it('asks a visitor to log in first and brings him back to the intro', async () => {
    useAuthStore.getState().logout();
    const user = userEvent.setup();
    const calls = serve();
    renderLeague('/league/gangseo/info/intro/intro');
    expect(await screen.findByText(/운영진 신청은 로그인한 회원만 할 수 있습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '운영진 신청하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBe('/league/gangseo/info/intro/intro');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is not offered on the regulation page', async () => {
    serve();
    renderLeague('/league/gangseo/info/intro/regulation');
    expect(await screen.findByText('등록된 규정이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '운영진 신청' })).not.toBeInTheDocument();
  });
});
