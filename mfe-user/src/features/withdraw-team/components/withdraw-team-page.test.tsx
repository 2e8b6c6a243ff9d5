import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, fail, ok, serveFakeApi, type ApiReply } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';
import { createTeamListItem } from '../../../testing/team-join-data';

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

const TEAMS = {
  '/api/team?userId=12&page=1&pagesize=100': {
    data: [createTeamListItem(), createTeamListItem({ teamId: 7, teamName: '하남 베어스' })],
    total: 2,
    page: 1,
    pagesize: 100,
  },
};

function openPage(address: string, withdraw: () => ApiReply = () => ok({ teamId: 7, playerId: 77 })) {
  const reads = answerFrom(TEAMS);
  const calls = serveFakeApi((call) => (call.method === 'POST' ? withdraw() : reads(call)));
  renderArea([address]);
  return calls;
}

describe('WithdrawTeamPage (/user/withdrawTeam)', () => {
  it('leaves the chosen team after a confirmation and goes back to my league page', async () => {
    const calls = openPage('/user/withdrawTeam?teamId=7');
    expect(await screen.findByRole('radio', { name: '하남 베어스' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '팀 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/하남 베어스 팀에서 탈퇴하시겠습니까\? 탈퇴해도 지난 경기 기록은 팀에 남으며/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('하남 베어스 팀에서 탈퇴했습니다.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/team/7/withdraw']);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/league'));
  });

  it('asks to choose a team first, and leaves nothing when the confirmation is cancelled', async () => {
    const calls = openPage('/user/withdrawTeam');
    await screen.findByRole('radio', { name: '하남 베어스' });
    await userEvent.click(screen.getByRole('button', { name: '팀 탈퇴' }));
    expect(alertSpy).toHaveBeenCalledWith('탈퇴할 팀을 선택해 주세요.');
    await userEvent.click(screen.getByRole('radio', { name: '강동 문정 스톰' }));
    await userEvent.click(screen.getByRole('button', { name: '팀 탈퇴' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's reason when leaving is refused", async () => {
    openPage('/user/withdrawTeam?teamId=4', () => fail(404, '소속되어 있지 않은 팀입니다.'));
    await screen.findByRole('radio', { name: '강동 문정 스톰' });
    await userEvent.click(screen.getByRole('button', { name: '팀 탈퇴' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴' }));
    expect(await screen.findByText('소속되어 있지 않은 팀입니다.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/user/withdrawTeam');
  });
});
