import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, serveFakeApi } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';
import { createJoinRequest, createJoinSearchItem, createTeamListItem } from '../../../testing/team-join-data';

let alertSpy: jest.SpyInstance;

const MY_TEAMS = '/api/team?userId=12&page=1&pagesize=100';
const REQUESTS = '/api/team/joinTeam/user/12';
const search = (keyword: string) => `/api/team/joinTeam/user/12/search?search=${encodeURIComponent(keyword)}&page=1&pagesize=100`;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

function openPage(routes: Record<string, unknown> = {}) {
  const calls = serveFakeApi(
    answerFrom({
      [MY_TEAMS]: { data: [createTeamListItem()], total: 1, page: 1, pagesize: 100 },
      [REQUESTS]: [
        createJoinRequest({ requestId: 3, requestState: 3, team: { teamId: 9, teamName: '송파 썬더스', logoImg: null } }),
        createJoinRequest({ requestId: 2, requestState: 1, team: { teamId: 8, teamName: '하남 베어스', logoImg: 'bears.png' } }),
      ],
      ...routes,
    }),
  );
  renderArea(['/user/league']);
  return calls;
}

describe('MyLeaguePage (/user/league)', () => {
  it("lists the member's teams with their leagues and a withdraw button each", async () => {
    openPage();
    const team = (await screen.findByText('강동 문정 스톰')).closest('li') as HTMLElement;
    expect(within(team).getByText('강동리그')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: '강동 문정 스톰 탈퇴' })).toHaveAttribute('href', '/user/withdrawTeam?teamId=4');
  });

  it('shows each join request with its state label, a rejected one in the reject style', async () => {
    openPage();
    const requests = await screen.findByRole('list', { name: '가입 신청 내역' });
    const rejected = within(requests).getByText('송파 썬더스').closest('li') as HTMLElement;
    expect(within(rejected).getByText('거절')).toHaveClass('my-league__state--rejected');
    const pending = within(requests).getByText('하남 베어스').closest('li') as HTMLElement;
    expect(within(pending).getByText('승인 대기')).toHaveClass('my-league__state--pending');
    expect(within(pending).getByText('신청일 2026-03-02')).toBeInTheDocument();
    expect(pending.querySelector('img')).toHaveAttribute('src', '/api/team/logo/bears.png?w=48');
  });

  it('says so when the member has no team and no request', async () => {
    openPage({ [MY_TEAMS]: { data: [], total: 0, page: 1, pagesize: 100 }, [REQUESTS]: [] });
    expect(await screen.findByText('소속된 팀이 없습니다. 아래에서 팀을 찾아 가입을 신청해 주세요.')).toBeInTheDocument();
    expect(await screen.findByText('가입 신청 내역이 없습니다.')).toBeInTheDocument();
  });

  it('asks for a search word instead of searching with an empty one', async () => {
    const calls = openPage();
    await screen.findByText('강동 문정 스톰');
    await userEvent.type(screen.getByRole('searchbox', { name: '팀 이름' }), '   {Enter}');
    expect(alertSpy).toHaveBeenCalledWith('검색어를 입력해 주세요.');
    expect(calls.some((call) => call.url.includes('/search'))).toBe(false);
  });

  it('searches with Enter (page 1, size 100); teams joined or requested cannot be chosen; none chosen alerts', async () => {
    const calls = openPage({
      [search('스톰')]: {
        data: [
          createJoinSearchItem({ teamId: 4, teamName: '강동 문정 스톰', joined: true }),
          createJoinSearchItem({ teamId: 5, teamName: '강서 스톰', requested: true }),
          createJoinSearchItem({ teamId: 6, teamName: '구리 스톰', leagueMains: [] }),
        ],
        total: 3,
        page: 1,
        pagesize: 100,
      },
    });
    await userEvent.type(screen.getByRole('searchbox', { name: '팀 이름' }), '스톰{Enter}');
    const choices = await screen.findByRole('group', { name: '가입할 팀 선택' });
    expect(calls.map((call) => call.url)).toContain(search('스톰'));
    expect(within(choices).getByRole('radio', { name: /강동 문정 스톰/ })).toBeDisabled();
    expect(within(choices).getByRole('radio', { name: /강서 스톰/ })).toBeDisabled();
    expect(within(choices).getByRole('radio', { name: /구리 스톰/ })).toBeEnabled();
    expect(within(choices).getByText('참가한 리그가 없습니다')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(alertSpy).toHaveBeenCalledWith('가입할 팀을 선택해 주세요.');
    expect(screen.getByTestId('address')).toHaveTextContent('/user/league');

    await userEvent.click(within(choices).getByRole('radio', { name: /구리 스톰/ }));
    await userEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/joinTeam?teamId=6'));
  });

  it('searches with the button too and says when nothing is found', async () => {
    openPage({ [search('없는팀')]: { data: [], total: 0, page: 1, pagesize: 100 } });
    await userEvent.type(screen.getByRole('searchbox', { name: '팀 이름' }), '없는팀');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색된 팀이 없습니다.')).toBeInTheDocument();
  });
});
