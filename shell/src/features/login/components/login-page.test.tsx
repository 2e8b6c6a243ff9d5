import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { rememberReturnUrl, useAuthStore } from '@dugout/auth';
import { createLoginResponse, deferred, fail, ok, serveFakeApi, type ApiReply } from '@dugout/testing';
import { LoginPage } from './login-page';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>다른 화면</p>} />
      </Routes>
      <CurrentAddress />
    </MemoryRouter>,
  );
}

const emailInput = () => screen.getByLabelText('이메일');
const passwordInput = () => screen.getByLabelText('비밀번호');
const submitButton = () => screen.getByRole('button', { name: '로그인' });

async function fillAndSubmit(email = 'kim@example.com', password = 'password1') {
  await userEvent.type(emailInput(), email);
  await userEvent.type(passwordInput(), password);
  await userEvent.click(submitButton());
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().logout();
});

describe('LoginPage', () => {
  it('offers find-password and register links and keeps me logged in by default', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/user/findpassword');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('checkbox', { name: '로그인 상태 유지' })).toBeChecked();
  });

  it('shows the required messages under each field when the fields are left', async () => {
    renderLogin();
    await userEvent.click(emailInput());
    await userEvent.click(passwordInput());
    await userEvent.tab();

    expect(emailInput()).toHaveAccessibleDescription('필수 입력 항목입니다.');
    expect(passwordInput()).toHaveAccessibleDescription('필수 입력 항목입니다.');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email format while typing once the field was visited', async () => {
    renderLogin();
    await userEvent.type(emailInput(), 'kim');
    await userEvent.tab();
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeInTheDocument();

    await userEvent.type(emailInput(), '@example.com');
    await waitFor(() => expect(screen.queryByText('이메일 형식이 올바르지 않습니다.')).not.toBeInTheDocument());
  });

  it('does not call the API while the form is invalid', async () => {
    const calls = serveFakeApi(() => ok(createLoginResponse()));
    renderLogin();
    await userEvent.click(submitButton());
    expect(await screen.findAllByText('필수 입력 항목입니다.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('disables the login button while the request runs, then stores the session and goes home', async () => {
    const reply = deferred<ApiReply>();
    const calls = serveFakeApi(() => reply.promise);
    renderLogin();
    await fillAndSubmit();

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'kim@example.com', password: 'password1' },
    });

    reply.resolve(ok(createLoginResponse()));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/));
    expect(useAuthStore.getState().user?.username).toBe('김철수');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ userId: 12 });
  });

  it('keeps an unticked login for this browser session only', async () => {
    serveFakeApi(() => ok(createLoginResponse()));
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    await fillAndSubmit();

    await waitFor(() => expect(useAuthStore.getState().user).not.toBeNull());
    expect(sessionStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('goes to the remembered address after login', async () => {
    serveFakeApi(() => ok(createLoginResponse()));
    rememberReturnUrl('/user/info?tab=player');
    renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/info?tab=player'));
  });

  it("shows the API's refusal in an alert box and lets the user try again", async () => {
    serveFakeApi(() => fail(401, '이메일 또는 비밀번호가 올바르지 않습니다.'));
    renderLogin();
    await fillAndSubmit('kim@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByTestId('address')).toHaveTextContent('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('puts field errors from the API under their fields', async () => {
    serveFakeApi(() => fail(400, '입력값을 확인해 주세요.', { email: '가입되지 않은 이메일입니다.' }));
    renderLogin();
    await fillAndSubmit('nobody@example.com');

    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription('가입되지 않은 이메일입니다.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
