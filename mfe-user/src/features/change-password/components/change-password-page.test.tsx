import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { createSession, deferred, fail, ok, serveFakeApi, type ApiHandler, type ApiReply } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

async function openPage(handler: ApiHandler) {
  const calls = serveFakeApi(handler);
  renderArea(['/user/changepassword']);
  await screen.findByLabelText('현재 비밀번호');
  return calls;
}

async function fill(oldPassword: string, newPassword: string, confirmation: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('현재 비밀번호'), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText('변경할 비밀번호'), newPassword);
  if (confirmation) await userEvent.type(screen.getByLabelText('변경할 비밀번호 확인'), confirmation);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));

describe('ChangePasswordPage', () => {
  it('asks for every field with the spec messages', async () => {
    const calls = await openPage(() => ok(null));
    await submit();
    expect(await screen.findByText('현재 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('변경할 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reports a mismatching confirmation under the field and as an alert, without calling the API', async () => {
    const calls = await openPage(() => ok(null));
    await fill('old-password', 'new-password1', 'new-password2');
    await submit();

    expect(alertSpy).toHaveBeenCalledWith('비밀번호가 일치하지 않습니다.');
    expect(screen.getByLabelText('변경할 비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    expect(calls).toHaveLength(0);
  });

  it('changes the password, says so and goes to user info', async () => {
    const reply = deferred<ApiReply>();
    const calls = await openPage(() => reply.promise);
    await fill('old-password', 'new-password1', 'new-password1');
    await submit();

    await waitFor(() => expect(screen.getByRole('button', { name: '비밀번호 변경' })).toBeDisabled());
    reply.resolve(ok(null));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('비밀번호가 변경되었습니다.'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/user/12/changePassword',
        body: { oldPassword: 'old-password', newPassword: 'new-password1' },
      }),
    ]);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/info'));
  });

  it('explains the forced change after a temporary password and lifts it once changed', async () => {
    useAuthStore.getState().login({ ...createSession(), mustChangePassword: true });
    await openPage(() => ok({ access_token: 'fresh-access', refresh_token: 'fresh-refresh' }));
    expect(screen.getByText(/^임시 비밀번호로 로그인했습니다./)).toBeInTheDocument();
    expect(screen.getByLabelText('현재 비밀번호')).toHaveAccessibleDescription('메일로 받은 임시 비밀번호를 입력해 주세요.');
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();

    await fill('Temp2345abcd', 'new-password1', 'new-password1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/user/info'));
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
    expect(useAuthStore.getState().user?.mustChangePassword).toBeUndefined();
  });

  it('alerts a failure and puts the field errors in place', async () => {
    await openPage(() => fail(400, '입력값을 확인해 주세요.', { oldPassword: '현재 비밀번호가 올바르지 않습니다.' }));
    await fill('wrong-password', 'new-password1', 'new-password1');
    await submit();

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('비밀번호 변경 중 오류가 발생했습니다.'));
    expect(screen.getByLabelText('현재 비밀번호')).toHaveAccessibleDescription('현재 비밀번호가 올바르지 않습니다.');
    expect(screen.getByTestId('address')).toHaveTextContent('/user/changepassword');
  });
});
