import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { DEFAULT_LEAGUE_RECORD_SETTINGS, type AdminLeague } from '@dugout/contracts';
import { createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const adminLeague = (overrides: Partial<AdminLeague> = {}): AdminLeague => ({
  leagueId: 31,
  leagueName: '토요 1부',
  seasonId: 3,
  sortOrder: 0,
  ...DEFAULT_LEAGUE_RECORD_SETTINGS,
  tiebreakOrder: [...DEFAULT_LEAGUE_RECORD_SETTINGS.tiebreakOrder],
  regulationInnings: null,
  gameCount: 12,
  ...overrides,
});

let leagues: Record<number, AdminLeague[]>;
let reply: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    const list = /^\/api\/league\/main\/2\/season\/(\d+)\/league$/.exec(call.url);
    if (call.method === 'GET' && list) return ok(leagues[Number(list[1])] ?? []);
    if (call.method === 'GET' && /^\/api\/league\/season\/\d+\/league$/.test(call.url)) return ok([]);
    if (call.method !== 'GET') return reply ?? ok(adminLeague({ leagueId: 40 }));
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const row = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  reply = undefined;
  leagues = {
    3: [adminLeague(), adminLeague({ leagueId: 32, leagueName: '일요 2부', sortOrder: 1, pointsWin: 2, eraBaseInnings: 7, gameCount: 0, tiebreakOrder: ['points', 'wins'] })],
    2: [adminLeague({ leagueId: 21, leagueName: '2025 토요리그', seasonId: 2 })],
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('리그 관리', () => {
  it('lists the active season\'s leagues with their settings in Korean, and another season\'s when picked', async () => {
    const user = userEvent.setup();
    serve();
    renderAdmin('/league/gangseo/admin/leagues');
    expect(await screen.findByRole('heading', { name: '리그 관리' })).toBeInTheDocument();
    const first = await row('토요 1부');
    expect(within(first).getByText('3/1/0')).toBeInTheDocument();
    expect(within(first).getByText('승률 → 승자승(상대 전적) → 최소 실점 → 최다 득점')).toBeInTheDocument();
    expect(within(first).getByText('12경기')).toBeInTheDocument();
    const second = await row('일요 2부');
    expect(within(second).getByText('승점 → 다승')).toBeInTheDocument();
    expect(within(second).getByText('7이닝')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('시즌'), '2');
    expect(await row('2025 토요리그')).toBeInTheDocument();
    expect(screen.queryByText('토요 1부')).not.toBeInTheDocument();
  });

  it('adds a league with the defaults shown, a reordered tiebreak list and a changed setting', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/leagues');
    await row('토요 1부');
    await user.click(screen.getByRole('button', { name: '리그 추가' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('승리 승점')).toHaveValue(3);
    expect(within(dialog).getByLabelText('규정타석 배수')).toHaveValue(2);
    expect(within(dialog).getByLabelText('몰수·부전 경기 점수')).toHaveValue(9);
    expect(within(dialog).getByLabelText('표시 순서')).toHaveValue(2);
    expect(within(dialog).getByText('기본 순위 결정 순서: 승률 → 승자승(상대 전적) → 최소 실점 → 최다 득점')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('리그 이름'), '토요 2부');
    await user.click(within(dialog).getByRole('button', { name: '최소 실점 위로' }));
    await user.click(within(dialog).getByRole('button', { name: '최다 득점 빼기' }));
    await user.selectOptions(within(dialog).getByLabelText('기준 추가'), 'runDifferential');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await user.clear(within(dialog).getByLabelText('몰수·부전 경기 점수'));
    await user.type(within(dialog).getByLabelText('몰수·부전 경기 점수'), '7');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    // The dialog is gone and the list may be long: the outcome is in the toast, seen whatever the scroll.
    expect(await screen.findByRole('status', { name: '알림' })).toHaveTextContent('리그를 추가했습니다.');
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post.url).toBe('/api/league/main/2/season/3/league');
    expect(post.body).toEqual({
      ...DEFAULT_LEAGUE_RECORD_SETTINGS,
      leagueName: '토요 2부',
      sortOrder: 2,
      tiebreakOrder: ['winPct', 'runsAllowed', 'headToHead', 'runDifferential'],
      forfeitRuns: 7,
      regulationInnings: null,
    });
  });

  it('refuses a forfeit score out of range before sending, and shows the server\'s field errors', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    // jsdom has no layout: record what the form asks to bring into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const calls = serve();
    renderAdmin('/league/gangseo/admin/leagues');
    await user.click(within(await row('일요 2부')).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('리그 이름')).toHaveValue('일요 2부');
    await user.clear(within(dialog).getByLabelText('몰수·부전 경기 점수'));
    await user.type(within(dialog).getByLabelText('몰수·부전 경기 점수'), '31');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('30 이하의 값을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    // The save button is at the foot of a long form: the refused field takes the focus (and comes into view).
    expect(within(dialog).getByLabelText('몰수·부전 경기 점수')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('몰수·부전 경기 점수'));
    await user.type(within(dialog).getByLabelText('몰수·부전 경기 점수'), '9');
    reply = fail(400, '입력한 내용을 확인해 주세요.', { leagueName: '50자 이하로 입력해 주세요.' });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('50자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('입력한 내용을 확인해 주세요.');
    expect(scrolled).toContain(within(dialog).getByRole('alert'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual(['/api/league/main/2/season/3/league/32']);
  });

  it('asks before deleting a league and shows the refusal of one with games', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve();
    reply = fail(400, '이 리그에 경기 일정이 12개 있어 삭제할 수 없습니다. 일정을 먼저 삭제해 주세요.');
    renderAdmin('/league/gangseo/admin/leagues');
    await user.click(within(await row('토요 1부')).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("'토요 1부' 리그를 삭제할까요?");
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert', { name: '알림' })).toHaveTextContent('경기 일정이 12개 있어 삭제할 수 없습니다');
  });
});
