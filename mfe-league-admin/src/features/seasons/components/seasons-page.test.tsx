import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { Season } from '@dugout/contracts';
import { createLeagueBase, createLeagueManagerCheck, createSeason, createSession, fail, ok, serveFakeApi, type ApiCall, type ApiReply } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const SEASONS = '/api/league/main/2/season';

let seasons: Season[];
let reply: ApiReply | undefined;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(createLeagueManagerCheck());
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.method === 'GET' && call.url === SEASONS) return ok(seasons);
    if (call.method !== 'GET') return reply ?? ok(createSeason({ seasonId: 9, seasonName: '2027 시즌' }));
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

const row = async (name: string) => (await screen.findByText(name, { selector: 'td, td *' })).closest('tr') as HTMLElement;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  reply = undefined;
  seasons = [createSeason(), createSeason({ seasonId: 2, seasonName: '2025 시즌', active: false, beginDate: '2025-03-01', endDate: '2025-11-30' })];
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('시즌 관리', () => {
  it('lists the seasons with their period and marks the active one, with the league images', async () => {
    serve();
    renderAdmin('/league/gangseo/admin/seasons');
    expect(await screen.findByRole('heading', { name: '시즌 관리' })).toBeInTheDocument();
    const active = await row('2026 시즌');
    expect(within(active).getByText('진행 중')).toBeInTheDocument();
    expect(within(active).getByText('2026-03-01 ~ 2026-11-30')).toBeInTheDocument();
    expect(within(await row('2025 시즌')).queryByText('진행 중')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '현재 로고' })).toHaveAttribute('src', '/upload/league/gangseo_logo.png?w=192');
    expect(screen.getByLabelText('상단 배너 올리기')).toBeInTheDocument();
  });

  it('adds a season from the dialog, checking the dates first, and reloads the list', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAdmin('/league/gangseo/admin/seasons');
    await row('2026 시즌');
    await user.click(screen.getByRole('button', { name: '시즌 추가' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('시즌 이름'), '2027 시즌');
    await user.type(within(dialog).getByLabelText('시작일'), '2027-10-01');
    await user.type(within(dialog).getByLabelText('종료일'), '2027-03-01');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('종료일'));
    await user.type(within(dialog).getByLabelText('종료일'), '2027-11-30');
    await user.click(within(dialog).getByLabelText(/진행 중인 시즌으로 지정/));
    seasons = [createSeason({ seasonId: 9, seasonName: '2027 시즌' }), ...seasons.map((s) => ({ ...s, active: false }))];
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('status', { name: '알림' })).toHaveTextContent('시즌을 추가했습니다.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ url: SEASONS, body: { seasonName: '2027 시즌', beginDate: '2027-10-01', endDate: '2027-11-30', active: true } }),
    ]);
    expect(within(await row('2027 시즌')).getByText('진행 중')).toBeInTheDocument();
  });

  it('shows the server\'s overlap refusal under the date fields', async () => {
    const user = userEvent.setup();
    serve();
    reply = fail(400, '입력한 내용을 확인해 주세요.', { beginDate: "'2025 시즌' 시즌(2025-03-01 ~ 2025-11-30)과 기간이 겹칩니다." });
    renderAdmin('/league/gangseo/admin/seasons');
    await user.click(within(await row('2026 시즌')).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('시즌 이름')).toHaveValue('2026 시즌');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText("'2025 시즌' 시즌(2025-03-01 ~ 2025-11-30)과 기간이 겹칩니다.")).toBeInTheDocument();
  });

  it('asks before deleting and shows the refusal of a season with games', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serve();
    reply = fail(400, '이 시즌의 리그에 경기 일정이 12개 있어 삭제할 수 없습니다. 일정을 먼저 삭제해 주세요.');
    renderAdmin('/league/gangseo/admin/seasons');
    await user.click(within(await row('2025 시즌')).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("'2025 시즌' 시즌을 삭제할까요?");
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert', { name: '알림' })).toHaveTextContent('경기 일정이 12개 있어 삭제할 수 없습니다');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/league/main/2/season/2']);
    await waitFor(() => expect(screen.getByText('2025 시즌')).toBeInTheDocument());
  });
});
