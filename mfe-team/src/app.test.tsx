import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import {
  answerFrom,
  createSession,
  createTeamManagerCheck,
  fail,
  mockScreenWidth,
  serveFakeApi,
  type FakeScreen,
} from '@dugout/testing';
import { renderTeam } from './testing/render-team';

const CHECK = '/api/team/12/admin/can_access/12';

const serve = (check: unknown) => serveFakeApi(answerFrom({ [CHECK]: check }));
const sideMenu = () => screen.getByRole('navigation', { name: '관리 메뉴' });

let fakeScreen: FakeScreen | undefined;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  fakeScreen?.restore();
  fakeScreen = undefined;
  useAuthStore.getState().logout();
});

describe('team public area', () => {
  it.each(['/team/12', '/team/12/playerstat/5'])('opens %s in the team layout without asking for staff access', async (address) => {
    const calls = serve(createTeamManagerCheck());
    renderTeam(address);
    expect(await screen.findByRole('navigation', { name: '팀 메뉴' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain(CHECK);
  });
});

describe('team staff portal', () => {
  it('lets a team manager in: the dashboard and the spec side menu', async () => {
    const calls = serve(createTeamManagerCheck());
    renderTeam('/team/admin/12');
    expect(await screen.findByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)[0]).toBe(CHECK);
    const groups = Array.from(sideMenu().querySelectorAll('.dg-admin__group-title')).map((title) => title.textContent);
    expect(groups).toEqual(['경기 관리', '선수·스태프 관리', '리그 참가', '팀 관리']);
    expect(within(sideMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '대시보드',
      '엔트리 관리',
      '라인업 제출',
      '선수 정보',
      '가입 승인',
      '관리 권한 설정',
      '활동 기록',
      '참가 신청',
      '참가 현황',
      '참가 서약서',
      '팀 정보',
    ]);
    expect(within(sideMenu()).getByRole('link', { name: '라인업 제출' })).toHaveAttribute('href', '/team/admin/12/orderList');
    for (const title of ['다음 경기', '제출할 라인업', '가입 대기']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('sends a member who is not a manager of the team home', async () => {
    serve(createTeamManagerCheck({ result: false }));
    renderTeam('/team/admin/12/member');
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '관리 메뉴' })).not.toBeInTheDocument();
  });

  it('sends the member home when the API refuses the check', async () => {
    serve(fail(404, '팀을 찾을 수 없습니다.'));
    renderTeam('/team/admin/12');
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  });

  it('offers a retry when the check fails on the server', async () => {
    serve(fail(500, '서버 오류'));
    renderTeam('/team/admin/12');
    expect(await screen.findByText('팀 관리 권한을 확인하지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page', async () => {
    useAuthStore.getState().logout();
    serve(createTeamManagerCheck());
    renderTeam('/team/admin/12');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('starts with the side menu closed below 1210 px, opens it with the button and closes it after a move', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(1100);
    serve(createTeamManagerCheck());
    renderTeam('/team/admin/12/dashboard');
    const toggle = await screen.findByRole('button', { name: '관리 메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sideMenu()).getByRole('link', { name: '가입 승인' }));
    expect(await screen.findByRole('heading', { name: '가입 승인' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
