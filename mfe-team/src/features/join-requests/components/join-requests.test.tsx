import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import type { TeamJoinApplication } from '@dugout/contracts';
import { answerFrom, createSession, createTeamManagerCheck, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderTeam } from '../../../testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';
const LIST = '/api/team/12/request';

const application = (overrides: Partial<TeamJoinApplication> = {}): TeamJoinApplication => ({
  requestId: 5,
  teamId: 12,
  userId: 40,
  username: '박회원',
  email: 'park@example.com',
  playerId: null,
  requestState: 1,
  teamRole: 7,
  playerName: '박선수',
  birthday: '19920304',
  gender: 'M',
  phone: '010-2222-3333',
  middleSchool: '문정중',
  schoolName: '문정고',
  address1: '서울시 송파구',
  position: 'P',
  batThrw: 21,
  proType: 1,
  proTypeMiddle: 0,
  backnumber: '27',
  createdAt: '2026-03-02T10:00:00+09:00',
  decidedAt: null,
  ...overrides,
});

/** The reads as GETs; every write answered by `write`. */
const serve = (requests: TeamJoinApplication[], write: ApiHandler = () => fail(404)) => {
  const reads = answerFrom({
    [CHECK]: createTeamManagerCheck(),
    [LIST]: requests,
    ...Object.fromEntries(requests.map((request) => [`${LIST}/${request.requestId}`, request])),
  });
  return serveFakeApi((call) => (call.method === 'GET' ? reads(call) : write(call)));
};

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('가입 승인 (join requests)', () => {
  it('lists the pending requests with the applicant data, each linking to its detail', async () => {
    serve([application(), application({ requestId: 6, userId: 41, playerName: '최선수', username: '최회원', email: '', teamRole: 5, position: 'OU', batThrw: 11 })]);
    renderTeam('/team/admin/12/joinTeam');
    const table = await screen.findByRole('table', { name: '승인 대기 중인 가입 신청' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['박선수', '박회원 (park@example.com)', '선수', '투수', '우투좌타', '2026-03-02'],
      ['최선수', '최회원', '코치', '외야수', '좌투좌타', '2026-03-02'],
    ]);
    expect(within(table).getByRole('link', { name: '박선수' })).toHaveAttribute('href', '/team/admin/12/joinTeam/40');
  });

  it('says so when no request waits', async () => {
    serve([]);
    renderTeam('/team/admin/12/joinTeam');
    expect(await screen.findByText('승인을 기다리는 가입 신청이 없습니다.')).toBeInTheDocument();
  });

  it("shows the applicant's data and approves with the team role chosen", async () => {
    const user = userEvent.setup();
    const calls = serve([application()], (call) => ok(application({ requestState: 2, teamRole: (call.body as { teamRole: 7 }).teamRole, decidedAt: '2026-03-03T09:00:00+09:00' })));
    renderTeam('/team/admin/12/joinTeam/40');
    expect(await screen.findByText('박선수')).toBeInTheDocument();
    for (const text of ['1992-03-04', '010-2222-3333', '문정중', '문정고', '고등학교 선출', '서울시 송파구', '27', '우투좌타', '승인 대기']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const role = screen.getByLabelText('팀 역할');
    expect(role).toHaveDisplayValue('선수');
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['선수', '선수(주장)', '휴면 선수', '감독', '코치', '단장', '매니저', '총무']);
    await user.selectOptions(role, '선수(주장)');
    await user.click(screen.getByRole('button', { name: '가입 승인' }));

    expect(await screen.findByText('박선수 님의 가입을 승인했습니다. (선수(주장))')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([expect.objectContaining({ method: 'POST', url: '/api/team/12/request/5', body: { teamRole: 6 } })]);
    expect(screen.getByText('승인 완료')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가입 승인' })).not.toBeInTheDocument();
  });

  it('rejects only after a confirm', async () => {
    const user = userEvent.setup();
    const calls = serve([application()], () => ok(application({ requestState: 3 })));
    renderTeam('/team/admin/12/joinTeam/40');
    await user.click(await screen.findByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('alertdialog', { name: (name) => name.startsWith('박선수 님의 가입 신청을 거절하시겠습니까?') });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '거절' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '거절' }));
    expect(await screen.findByText('박선수 님의 가입 신청을 거절했습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([expect.objectContaining({ method: 'PATCH', url: '/api/team/12/request/5' })]);
    expect(screen.getByText('거절')).toBeInTheDocument();
  });

  it("shows the server's reason when the request was decided meanwhile", async () => {
    const user = userEvent.setup();
    serve([application()], () => fail(409, '이미 처리된 가입 신청입니다.'));
    renderTeam('/team/admin/12/joinTeam/40');
    await user.click(await screen.findByRole('button', { name: '가입 승인' }));
    expect(await screen.findByText('이미 처리된 가입 신청입니다.')).toBeInTheDocument();
  });

  it('says so when the member has no pending request', async () => {
    serve([application()]);
    renderTeam('/team/admin/12/joinTeam/99');
    expect(await screen.findByText('이 회원의 승인 대기 중인 가입 신청이 없습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/team/admin/12/joinTeam'));
  });
});
