import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { goToLogin, useAuthStore } from '@dugout/auth';
import { createLoginResponse, createSession, networkError, ok, serveFakeApi } from '@dugout/testing';
import { App } from './app';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <CurrentPath />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // No server in unit tests: /remotes.json cannot be fetched, so every remote fails to load.
  serveFakeApi(() => Promise.reject(networkError()));
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('shell routes', () => {
  it('keeps the top bar working when a remote area cannot load', async () => {
    renderAt('/team/1');
    expect(await screen.findByText('팀 화면을 열 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: /선수·팀 검색/ }));
    const input = await screen.findByPlaceholderText('선수 또는 팀 이름을 입력하세요');
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveAttribute('role', 'combobox');
    expect(screen.getByRole('dialog', { name: '선수·팀 검색' })).toHaveTextContent('Enter 키를 누르세요.');
  });

  it('redirects /about to the gangseo schedule for a member', async () => {
    useAuthStore.getState().login(createSession());
    renderAt('/about');
    expect(screen.getByTestId('path')).toHaveTextContent('/league/gangseo/schedule');
    expect(await screen.findByText('리그 화면을 열 수 없습니다')).toBeInTheDocument();
  });

  it('sends /league/:path/admin to the admin area, not the public one', async () => {
    useAuthStore.getState().login(createSession());
    renderAt('/league/gangseo/admin/schedule');
    expect(await screen.findByText('리그 관리 화면을 열 수 없습니다')).toBeInTheDocument();
  });

  it.each(['/about', '/league/gangseo/admin/schedule', '/team/admin/3', '/team/3/schedule', '/league/gangseo/board/free/write'])(
    'sends an anonymous visit of %s to the login page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent('/login');
    },
  );

  it('brings the visitor back to the guarded page after logging in', async () => {
    const calls = serveFakeApi(() => ok(createLoginResponse()));
    renderAt('/team/3/schedule');

    await userEvent.type(await screen.findByLabelText('이메일'), 'kim@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/team/3/schedule'));
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
    expect(screen.getByRole('link', { name: /김철수/ })).toHaveAttribute('href', '/user/info');
    expect(await screen.findByText('팀 화면을 열 수 없습니다')).toBeInTheDocument();
  });

  it('lets the auth code navigate inside the app (a 401 goes to /login without a reload)', async () => {
    renderAt('/policy/service');
    expect(await screen.findByRole('heading', { name: '서비스 이용약관', level: 1 })).toBeInTheDocument();
    act(() => goToLogin());
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('answers unknown addresses with the not-found page', () => {
    renderAt('/no/such/page');
    expect(screen.getByText(/요청하신 페이지를 찾을 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByText('경기 현황')).toBeInTheDocument();
  });
});
