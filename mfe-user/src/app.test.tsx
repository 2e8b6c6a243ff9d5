import { screen } from '@testing-library/react';
import { RETURN_URL_STORAGE_KEY, useAuthStore } from '@dugout/auth';
import { answerFrom, createSession, fail, serveFakeApi } from '@dugout/testing';
import { renderArea } from './testing/render-area';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('member area routes', () => {
  it.each([
    ['/user/info'],
    ['/user/changepassword'],
    ['/user/league'],
    ['/user/joinTeam?teamId=4'],
    ['/user/makeTeamResult/31'],
    ['/user/agreementList/4'],
    ['/agreement/gangseo/1'],
  ])('sends an anonymous visit of %s to /login and remembers it', async (address) => {
    renderArea([address]);
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBe(address);
  });

  it('opens find password to visitors, loaded on demand', async () => {
    renderArea(['/user/findpassword']);
    expect(await screen.findByRole('form', { name: '비밀번호 찾기' })).toBeInTheDocument();
    expect(screen.queryByText(/준비 중/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it('opens the withdrawal result to visitors, loaded on demand', async () => {
    renderArea(['/user/withdrawResult']);
    expect(await screen.findByRole('heading', { level: 1, name: '회원 탈퇴 완료' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it.each([['/user/change'], ['/user/withdraw']])('sends an anonymous visit of %s to /login', async (address) => {
    renderArea([address]);
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('opens registration to visitors', async () => {
    renderArea(['/user/register']);
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it('opens the participation agreement to members, loaded on demand', async () => {
    useAuthStore.getState().login(createSession());
    serveFakeApi(answerFrom({ '/api/league/agreement/gangseo/1': fail(404, '시즌을 찾을 수 없습니다.') }));
    renderArea(['/agreement/gangseo/1']);
    expect(await screen.findByText('참가 서약서를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/준비 중/)).not.toBeInTheDocument();
  });

  it('opens the make-team form to members, loaded on demand', async () => {
    useAuthStore.getState().login(createSession());
    renderArea(['/user/makeTeam']);
    expect(await screen.findByRole('form', { name: '신규 팀 생성' })).toBeInTheDocument();
    expect(screen.queryByText(/준비 중/)).not.toBeInTheDocument();
  });

  it('frames my pages with the profile menu and the default photo', () => {
    useAuthStore.getState().login(createSession());
    renderArea(['/user/agreementList/4']);
    expect(screen.getByRole('link', { name: '내 프로필' })).toHaveAttribute('href', '/user/info');
    expect(screen.getByRole('link', { name: '내 리그/팀' })).toHaveAttribute('href', '/user/league');
    expect(screen.getByRole('link', { name: '리그 참가 동의서' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('complementary', { name: '내 정보 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '기본 프로필 이미지' })).toBeInTheDocument();
  });

  it("shows the member's own photo when there is one", () => {
    useAuthStore.getState().login(createSession({ photo: 'me 1.png' }));
    renderArea(['/user/league']);
    const photo = screen.getByRole('img', { name: '김철수님의 프로필 사진' });
    expect(photo).toHaveAttribute('src', '/api/user/profile/photo/me%201.png?w=96');
    expect(photo).toHaveAttribute('srcset', '/api/user/profile/photo/me%201.png?w=96 1x, /api/user/profile/photo/me%201.png?w=192 2x');
  });

  it('keeps the two mounts apart', () => {
    renderArea(['/agreement/register']);
    expect(screen.queryByRole('heading', { name: '회원가입' })).not.toBeInTheDocument();
    expect(screen.getByText('요청하신 서약서 화면을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
