import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RETURN_URL_STORAGE_KEY } from '../session/navigation';
import { createSession } from '@dugout/testing';
import { useAuthStore } from '../store/auth.store';
import { RequireLogin } from './require-login';

const member = () => createSession();

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/login" element={<p>로그인 화면</p>} />
        <Route
          path="/team/*"
          element={
            <RequireLogin when={(path) => path !== '/team/1'}>
              <p>팀 화면</p>
            </RequireLogin>
          }
        />
        <Route element={<RequireLogin />}>
          <Route path="/members-only" element={<p>회원 전용</p>} />
          <Route path="/user/changepassword" element={<p>비밀번호 변경 화면</p>} />
        </Route>
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useAuthStore.getState().logout();
});

describe('RequireLogin', () => {
  it('sends an anonymous visitor to /login and remembers the whole address', async () => {
    renderAt('/team/1/intro?season=3#top');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(screen.queryByText('팀 화면')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBe('/team/1/intro?season=3#top');
  });

  it('guards nested routes when used as a layout route', async () => {
    renderAt('/members-only');
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBe('/members-only');
  });

  it('lets anonymous visitors see the addresses `when` leaves open', () => {
    renderAt('/team/1');
    expect(screen.getByText('팀 화면')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it('sends a member who logged in with a temporary password to the password change, except on open addresses', async () => {
    useAuthStore.getState().login({ ...member(), mustChangePassword: true });
    renderAt('/members-only');
    expect(await screen.findByText('비밀번호 변경 화면')).toBeInTheDocument();
    expect(screen.queryByText('회원 전용')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it('lets a member who must change the password still see the addresses `when` leaves open', () => {
    useAuthStore.getState().login({ ...member(), mustChangePassword: true });
    renderAt('/team/1');
    expect(screen.getByText('팀 화면')).toBeInTheDocument();
  });

  it('shows the page to a logged-in member', () => {
    useAuthStore.getState().login(member());
    renderAt('/team/1/intro');
    expect(screen.getByText('팀 화면')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/team/1/intro');
  });
});
