import { screen } from '@testing-library/react';
import { RETURN_URL_STORAGE_KEY, useAuthStore } from '@dugout/auth';
import { createSession } from '@dugout/testing';
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

  it.each([
    ['/user/findpassword', '비밀번호 찾기'],
    ['/user/withdrawResult', '탈퇴 완료'],
  ])('opens %s to visitors', (address, title) => {
    renderArea([address]);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(`${title} 화면은 아직 준비 중입니다. 조금만 기다려 주세요.`)).toBeInTheDocument();
  });

  it('opens registration to visitors', async () => {
    renderArea(['/user/register']);
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['/user/makeTeam', '신규 팀 생성'],
    ['/user/makeTeamResult/31', '팀 생성 완료'],
    ['/agreement/gangseo/1', '리그 참가 서약서'],
  ])('shows members the coming-soon page of %s', (address, title) => {
    useAuthStore.getState().login(createSession());
    renderArea([address]);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
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
    expect(screen.getByRole('img', { name: '김철수님의 프로필 사진' })).toHaveAttribute(
      'src',
      '/api/user/profile/photo/me%201.png',
    );
  });

  it('keeps the two mounts apart', () => {
    renderArea(['/agreement/register']);
    expect(screen.queryByRole('heading', { name: '회원가입' })).not.toBeInTheDocument();
    expect(screen.getByText('요청하신 서약서 화면을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
