import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { EligibilitySettings, TeamRegistrationCount } from '@dugout/contracts';
import { createLeague, createLeagueBase, createLeagueManagerCheck, createSession, fail, ok, serveFakeApi, type ApiCall } from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const count = (overrides: Partial<TeamRegistrationCount> = {}): TeamRegistrationCount => ({
  teamId: 7,
  teamName: '강서 타이거즈',
  logoImg: null,
  registeredCount: 12,
  rosterCount: 18,
  ...overrides,
});

let check = createLeagueManagerCheck();
let eligibility: EligibilitySettings;

function serve(): ApiCall[] {
  return serveFakeApi((call) => {
    if (call.url === '/api/league/admin/manager/can_access/gangseo/12') return ok(check);
    if (call.url === '/api/league/base/gangseo') return ok(createLeagueBase());
    if (call.url === '/api/league/season/3/league') return ok([createLeague(), createLeague({ leagueId: 32, leagueName: '토요 2부' })]);
    if (call.url === '/api/league/season/2/league') return ok([createLeague({ leagueId: 21, leagueName: '2025 토요 1부', seasonId: 2 })]);
    if (call.url === '/api/league/admin/league/31/registrations') return ok([count(), count({ teamId: 8, teamName: '화곡 베어스', registeredCount: 0, rosterCount: 15 })]);
    if (call.url === '/api/league/admin/league/32/registrations') return ok([count({ teamId: 9, teamName: '강서 이글스' })]);
    if (call.url === '/api/league/admin/league/21/registrations') return ok([count({ teamId: 5, teamName: '염창 라이온즈', registeredCount: 20 })]);
    if (call.url === '/api/league/admin/main/2/eligibility') {
      if (call.method === 'PUT') {
        eligibility = call.body as EligibilitySettings;
        return ok(eligibility);
      }
      return ok(eligibility);
    }
    return fail(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

beforeEach(() => {
  useAuthStore.getState().login(createSession());
  check = createLeagueManagerCheck();
  eligibility = { waitDays: 0, allowedProTypes: [0, 1, 2], allowedProTypeMiddles: [0, 1, 2] };
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('팀 및 선수', () => {
  it("opens the active season's first league and lists its teams with counts, each linking to its players", async () => {
    serve();
    renderAdmin('/league/gangseo/admin/teams');
    const table = within(await screen.findByRole('region', { name: '참가팀 선수 등록 현황' }));
    const tigers = (await table.findByRole('link', { name: '강서 타이거즈' })).closest('tr') as HTMLElement;
    expect(within(tigers).getByRole('link', { name: '강서 타이거즈' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31/7/players');
    expect(within(tigers).getByText('12명')).toBeInTheDocument();
    expect(within(tigers).getByText('18명')).toBeInTheDocument();
    expect(within(tigers).getByRole('link', { name: '강서 타이거즈 선수 등록' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31/7/teamplayers');
    expect(table.getByRole('link', { name: '화곡 베어스' })).toBeInTheDocument();
    expect(screen.getByLabelText('시즌')).toHaveValue('3');
  });

  it('follows the address and keeps it in step with the chosen season and league', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teams/3/32');
    expect(await screen.findByRole('link', { name: '강서 이글스' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/32/9/players');
    expect(screen.getByLabelText('리그')).toHaveValue('32');

    await user.selectOptions(screen.getByLabelText('리그'), '31');
    expect(await screen.findByRole('link', { name: '강서 타이거즈' })).toHaveAttribute('href', '/league/gangseo/admin/teams/3/31/7/players');

    await user.selectOptions(screen.getByLabelText('시즌'), '2');
    expect(await screen.findByRole('link', { name: '염창 라이온즈' })).toHaveAttribute('href', '/league/gangseo/admin/teams/2/21/5/players');
    expect(calls.some((call) => call.url === '/api/league/admin/league/21/registrations')).toBe(true);
  });

  it('lets a grade-1 manager save the eligibility rules', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin('/league/gangseo/admin/teams/3/31');
    const form = within(await screen.findByRole('form', { name: '출전 자격 규정' }));
    const wait = form.getByLabelText('등록 후 대기 기간 (일)');
    expect(wait).toHaveValue(0);
    await user.clear(wait);
    await user.type(wait, '400');
    await user.click(form.getByRole('button', { name: '규정 저장' }));
    expect(await form.findByText('대기 기간은 0~365일 사이로 입력해 주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(wait);
    await user.type(wait, '7');
    const highSchool = within(form.getByRole('group', { name: '출전할 수 있는 고등학교 선출 구분' }));
    await user.click(highSchool.getByLabelText('고등학교 선출'));
    await user.click(highSchool.getByLabelText('고등학교 선출(기타)'));
    const middleSchool = within(form.getByRole('group', { name: '출전할 수 있는 중학교 선출 구분' }));
    await user.click(middleSchool.getByLabelText('중학교 선출(기타)'));
    await user.click(form.getByRole('button', { name: '규정 저장' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map(({ url, body }) => ({ url, body }))).toEqual([
        { url: '/api/league/admin/main/2/eligibility', body: { waitDays: 7, allowedProTypes: [0], allowedProTypeMiddles: [0, 1] } },
      ]),
    );
    expect(await form.findByText('출전 자격 규정을 저장했습니다.')).toBeInTheDocument();
    expect(highSchool.getByLabelText('해당 없음')).toBeChecked();
    expect(highSchool.getByLabelText('고등학교 선출')).not.toBeChecked();
  });

  it('shows the eligibility rules read-only to other grades', async () => {
    check = createLeagueManagerCheck({ grade: 2, role: '{"teamPlayer":true}' });
    eligibility = { waitDays: 14, allowedProTypes: [0], allowedProTypeMiddles: [0, 1] };
    const calls = serve();
    renderAdmin('/league/gangseo/admin/teams/3/31');
    const form = within(await screen.findByRole('form', { name: '출전 자격 규정' }));
    expect(form.getByLabelText('등록 후 대기 기간 (일)')).toHaveValue(14);
    expect(form.getByLabelText('등록 후 대기 기간 (일)')).toHaveAttribute('readonly');
    expect(form.getByText('출전 자격 규정은 총괄 관리자만 바꿀 수 있습니다.')).toBeInTheDocument();
    expect(form.queryByRole('button', { name: '규정 저장' })).not.toBeInTheDocument();
    const highSchool = within(form.getByRole('group', { name: '출전할 수 있는 고등학교 선출 구분' }));
    expect(highSchool.getByLabelText('해당 없음')).toBeChecked();
    expect(highSchool.getByLabelText('해당 없음')).toBeDisabled();
    expect(highSchool.getByLabelText('고등학교 선출')).not.toBeChecked();
    expect(await screen.findByRole('link', { name: '강서 타이거즈' })).toBeInTheDocument();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});
