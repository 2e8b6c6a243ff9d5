import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, serveFakeApi } from '@dugout/testing';
import MembershipDialog from './membership-dialog';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
});

describe('membership popup of the top bar', () => {
  it("is the leagues' membership panel: managed leagues and teams as admin links, joined teams counted, a failed call empty", async () => {
    useAuthStore.getState().login(createSession());
    const userId = useAuthStore.getState().user?.userId;
    const calls = serveFakeApi(
      answerFrom({
        [`/api/league/main/manager/${userId}`]: [{ mainId: 2, mainName: '강서리그', leaguePath: 'gangseo', logoImg: null, extImg1: null, extImg2: null, grade: 1 }],
        [`/api/team/admin/manage/${userId}`]: [{ teamId: 11, teamName: '강서 타이거즈', logoImg: null }],
        [`/api/team?userId=${userId}&page=1&pagesize=100`]: {
          data: [{ teamId: 12, teamName: '강서 이글스', logoImg: null, director: null, managerName: null, estbDt: null, playerCount: 20, leagueMains: [] }],
          total: 1,
          page: 1,
          pagesize: 100,
        },
        [`/api/game/admin/writer/${userId}`]: [],
        // myLeagueMain is not answered (404) and shows as an empty list.
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MembershipDialog onClose={jest.fn()} />
      </SWRConfig>,
    );
    const dialog = screen.getByRole('dialog', { name: '내 소속 현황' });
    expect(await within(dialog).findByRole('link', { name: /강서리그/ })).toHaveAttribute('href', '/league/gangseo/admin');
    expect(await within(dialog).findByRole('link', { name: /강서 타이거즈/ })).toHaveAttribute('href', '/team/admin/11');
    expect(await within(dialog).findByRole('link', { name: /강서 이글스/ })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('heading', { name: /가입한 팀/ })).toHaveTextContent('1');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: /가입한 리그/ })).toHaveTextContent('0'));
    expect(calls.map((call) => call.url)).toContain(`/api/league/main/myLeagueMain/${userId}`);
  });
});
