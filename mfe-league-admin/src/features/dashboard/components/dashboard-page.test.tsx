import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@dugout/auth';
import {
  answerFrom,
  createLeagueBase,
  createLeagueManagerCheck,
  createManagerRequest,
  createSession,
  serveFakeApi,
} from '@dugout/testing';
import { renderAdmin } from '../../../testing/render-admin';

const CHECK = '/api/league/admin/manager/can_access/gangseo/12';
const REQUESTS = '/api/league/admin/main/2/requestManagers';

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('관리자 대시보드: 처리 대기', () => {
  it('shows a grade-1 manager how many manager requests wait, linking to 운영진 관리', async () => {
    serveFakeApi(
      answerFrom({
        [CHECK]: createLeagueManagerCheck(),
        '/api/league/base/gangseo': createLeagueBase(),
        [REQUESTS]: [createManagerRequest(), createManagerRequest({ requestId: 8, receiptUserId: 32, username: '최지훈' })],
      }),
    );
    renderAdmin('/league/gangseo/admin/dashboard');
    const pending = await screen.findByRole('region', { name: '처리 대기' });
    const link = await within(pending).findByRole('link', { name: /대기 중인 운영진 신청\s*2\s*건/ });
    expect(link).toHaveAttribute('href', '/league/gangseo/admin/managers');
  });

  it('does not ask for manager requests for another grade', async () => {
    const calls = serveFakeApi(
      answerFrom({
        [CHECK]: createLeagueManagerCheck({ grade: 3, role: '{"leagueSchedule":true}' }),
        '/api/league/base/gangseo': createLeagueBase(),
      }),
    );
    renderAdmin('/league/gangseo/admin/dashboard');
    const pending = await screen.findByRole('region', { name: '처리 대기' });
    await within(screen.getByRole('region', { name: '진행 중인 시즌' })).findByText('2026 시즌');
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain(REQUESTS);
  });
});
