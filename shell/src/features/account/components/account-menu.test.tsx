import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@dugout/auth';
import { createSession, fail, ok, serveFakeApi } from '@dugout/testing';
import { reloadPage } from '../utils/reload-page';
import { AccountMenu } from './account-menu';

// jsdom cannot reload a page.
jest.mock('../utils/reload-page', () => ({ reloadPage: jest.fn() }));

function renderMenu() {
  return render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
  jest.mocked(reloadPage).mockClear();
});

describe('AccountMenu', () => {
  it('offers the login button to visitors', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  it("shows the member's name linking to user info and the membership dialog", async () => {
    useAuthStore.getState().login(createSession());
    renderMenu();
    expect(await screen.findByRole('link', { name: /김철수/ })).toHaveAttribute('href', '/user/info');

    await userEvent.click(screen.getByRole('button', { name: '내 소속 현황' }));
    expect(within(await screen.findByRole('dialog', { name: '내 소속 현황' })).getByRole('heading', { name: '관리 중인 리그' })).toBeInTheDocument();
  });

  it("shows the profile photo of the stored session and follows a change of it", async () => {
    useAuthStore.getState().login(createSession());
    renderMenu();
    await screen.findByRole('link', { name: /김철수/ });
    expect(screen.queryByTestId('account-photo')).not.toBeInTheDocument();
    act(() => useAuthStore.getState().updateProfile({ photo: 'new 1.png' }));
    const photo = screen.getByTestId('account-photo');
    expect(photo).toHaveAttribute('src', '/api/user/profile/photo/new%201.png?w=48');
    expect(photo).toHaveAttribute('srcset', '/api/user/profile/photo/new%201.png?w=48 1x, /api/user/profile/photo/new%201.png?w=96 2x');
  });

  it('logs out on the server, forgets the session and reloads', async () => {
    useAuthStore.getState().login(createSession());
    const calls = serveFakeApi(() => ok(null));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/api/auth/logout?refreshToken=refresh-1&userId=12'],
    ]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('still logs out when the server call fails, and only logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.getState().login(createSession());
    serveFakeApi(() => fail(500, '서버 오류'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().user).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
