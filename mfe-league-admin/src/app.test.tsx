import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import {
  answerFrom,
  createLeagueBase,
  createLeagueManagerCheck,
  createSession,
  deferred,
  fail,
  mockScreenWidth,
  ok,
  serveFakeApi,
  type ApiReply,
  type FakeScreen,
} from '@dugout/testing';
import { renderAdmin } from './testing/render-admin';

const CHECK = '/api/league/admin/manager/can_access/gangseo/12';

const serve = (check: unknown) =>
  serveFakeApi(answerFrom({ [CHECK]: check, '/api/league/base/gangseo': createLeagueBase() }));

const sideMenu = () => screen.getByRole('navigation', { name: '관리 메뉴' });
const menuLinks = () => within(sideMenu()).getAllByRole('link').map((link) => link.textContent);
const menuGroups = () => Array.from(sideMenu().querySelectorAll('.dg-admin__group-title')).map((title) => title.textContent);

let fakeScreen: FakeScreen | undefined;

beforeEach(() => {
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  fakeScreen?.restore();
  fakeScreen = undefined;
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('entering the league admin area', () => {
  it('takes a grade-1 manager to the schedule list, with every menu group', async () => {
    const calls = serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByRole('heading', { name: '일정 관리' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(CHECK);
    expect(screen.getByText('총괄 관리자')).toBeInTheDocument();
    expect(menuGroups()).toEqual(['리그 관리', '기록 관리', '커뮤니티 관리', '홈페이지 관리', '회원 관리']);
    expect(menuLinks()).toEqual([
      '대시보드',
      '시즌 관리',
      '리그 관리',
      '팀 관리',
      '팀 및 선수',
      '선수 검색',
      '참가 서약서',
      '일정 관리',
      '경기 관리',
      '게시판 관리',
      '리그 소개 편집',
      '리그 규정 편집',
      '운영진 관리',
      '운영진 권한',
      '활동 기록',
    ]);
    expect(within(sideMenu()).getByRole('link', { name: '운영진 권한' })).toHaveAttribute('href', '/league/gangseo/admin/managerRoles');
    expect(within(sideMenu()).getByRole('button', { name: '화면 관리' })).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('button', { name: '배너 관리' })).toBeInTheDocument();
  });

  it('takes a grade-5 manager to the game list: record management yes, member management no', async () => {
    serve(createLeagueManagerCheck({ grade: 5, role: '{}' }));
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByRole('heading', { name: '경기 관리' })).toBeInTheDocument();
    expect(screen.getByText('기록원')).toBeInTheDocument();
    expect(menuGroups()).toEqual(['리그 관리', '기록 관리']);
    expect(menuLinks()).toEqual(['대시보드', '선수 검색', '경기 관리']);
    expect(screen.queryByText('회원 관리')).not.toBeInTheDocument();
  });

  it('shows other grades what their role flags allow, and lands them on the dashboard', async () => {
    serve(createLeagueManagerCheck({ grade: 3, role: '{"leagueSchedule":true,"manageBoard":true,"leagueGame":false}' }));
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByRole('heading', { name: '관리자 대시보드' })).toBeInTheDocument();
    expect(menuLinks()).toEqual(['대시보드', '선수 검색', '일정 관리', '게시판 관리']);
    expect(screen.queryByRole('button', { name: '화면 관리' })).not.toBeInTheDocument();
  });

  it('sends a member who does not run the league to the league page', async () => {
    serve(createLeagueManagerCheck({ result: false, grade: null, role: '{}' }));
    renderAdmin('/league/gangseo/admin/schedule');
    expect(await screen.findByText('리그 공개 화면')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '관리 메뉴' })).not.toBeInTheDocument();
  });

  it('sends the member to the league page when the API refuses the check', async () => {
    serve(fail(403, '권한이 없습니다.'));
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByText('리그 공개 화면')).toBeInTheDocument();
  });

  it('says in Korean that it is checking, then offers a retry when the check fails', async () => {
    const user = userEvent.setup();
    const reply = deferred<ApiReply>();
    let answer: () => ApiReply | Promise<ApiReply> = () => reply.promise;
    serveFakeApi((call) => (call.url === CHECK ? answer() : ok(createLeagueBase())));
    renderAdmin('/league/gangseo/admin/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('운영진 권한을 확인하고 있습니다');

    reply.resolve(fail(500, '서버 오류'));
    expect(await screen.findByText('운영진 권한을 확인하지 못했습니다')).toBeInTheDocument();
    answer = () => ok(createLeagueManagerCheck());
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '관리자 대시보드' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page', async () => {
    useAuthStore.getState().logout();
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });
});

describe('league admin frame', () => {
  it('starts with the side menu closed below 1210 px; the menu button opens it', async () => {
    const user = userEvent.setup();
    fakeScreen = mockScreenWidth(1024);
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/schedule');
    const toggle = await screen.findByRole('button', { name: '관리 메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '관리 메뉴' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(sideMenu()).getByRole('link', { name: '일정 관리' })).toBeInTheDocument();
  });

  it('opens with the side menu on a wide screen', async () => {
    fakeScreen = mockScreenWidth(1440);
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/schedule');
    expect(await screen.findByRole('button', { name: '관리 메뉴' })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each(['화면 관리', '배너 관리'])('says "준비 중" when %s is chosen', async (entry) => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/schedule');
    await user.click(await screen.findByRole('button', { name: entry }));
    expect(alert).toHaveBeenCalledWith('준비 중입니다.');
    expect(screen.getByRole('heading', { name: '일정 관리' })).toBeInTheDocument();
  });

  it('has a footer with the way back to the league', async () => {
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/schedule');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '리그 홈으로' })).toHaveAttribute('href', '/league/gangseo');
  });
});

describe('league admin screens', () => {
  it('opens the lineup screen without a game with the way to the game list', async () => {
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/gameorder');
    expect(await screen.findByRole('heading', { name: '라인업 관리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '경기 목록으로' })).toHaveAttribute('href', '/league/gangseo/admin/game');
  });

  it('links the community and homepage menu entries to the board list and the home text editors', async () => {
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/dashboard');
    await screen.findByRole('navigation', { name: '관리 메뉴' });
    expect(within(sideMenu()).getByRole('link', { name: '게시판 관리' })).toHaveAttribute('href', '/league/gangseo/admin/boards');
    expect(within(sideMenu()).getByRole('link', { name: '리그 소개 편집' })).toHaveAttribute('href', '/league/gangseo/admin/editHome/intro');
    expect(within(sideMenu()).getByRole('link', { name: '리그 규정 편집' })).toHaveAttribute('href', '/league/gangseo/admin/editHome/regulation');
  });

  it('tells a manager without the grade that a screen opened by its address is not his', async () => {
    serve(createLeagueManagerCheck({ grade: 5, role: '{}' }));
    renderAdmin('/league/gangseo/admin/managers');
    expect(await screen.findByText(/이 화면을 사용할 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '운영진 관리' })).not.toBeInTheDocument();
  });

  it('says so when the address is not an admin screen', async () => {
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/nothing-here/at-all');
    expect(await screen.findByText('요청하신 관리 화면을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('shows the active season on the dashboard beside the panels of its figures', async () => {
    serve(createLeagueManagerCheck());
    renderAdmin('/league/gangseo/admin/dashboard');
    const season = await screen.findByRole('region', { name: '진행 중인 시즌' });
    expect(await within(season).findByText('2026 시즌')).toBeInTheDocument();
    expect(within(season).getByText(/2026-03-01 ~ 2026-11-30/)).toBeInTheDocument();
    expect(screen.getByText('강서리그')).toBeInTheDocument();
    for (const title of ['경기 현황', '기록 미입력 경기', '처리 대기']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });
});
