import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@dugout/auth';
import { createSession, fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

const LAST_MANAGER = '성수 썬더스 팀의 유일한 관리자입니다. 다른 회원을 팀 관리자로 지정한 뒤에 탈퇴해 주세요.';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().login(createSession());
});

afterEach(() => {
  useAuthStore.getState().logout();
});

async function openPage(handler: ApiHandler) {
  const calls = serveFakeApi(handler);
  renderArea(['/user/withdraw']);
  await screen.findByRole('form', { name: '회원 탈퇴' });
  return calls;
}

async function confirmWith(password: string) {
  await userEvent.type(screen.getByLabelText('비밀번호'), password);
  await userEvent.click(screen.getByLabelText('위 내용을 확인했으며 탈퇴에 동의합니다.'));
  await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
}

describe('회원 탈퇴 (withdraw)', () => {
  it('explains what is deleted and what stays', async () => {
    await openPage(() => ok(null));
    expect(screen.getByText(/이메일, 이름, 휴대전화 번호, 생년월일, 성별, 프로필 사진과 비밀번호가 바로 삭제됩니다/)).toBeInTheDocument();
    expect(screen.getByText(/경기 기록은 서비스가 운영되는 동안 선수 이름으로/)).toBeInTheDocument();
  });

  it('asks for the password and the confirmation before sending', async () => {
    const calls = await openPage(() => ok({ result: true }));
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByText('안내 내용을 확인했다고 체크해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('puts a wrong password under the field and stays logged in', async () => {
    await openPage(() => fail(400, '입력값을 확인해 주세요.', { password: '비밀번호가 올바르지 않습니다.' }));
    await confirmWith('wrong-password');
    await waitFor(() => expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호가 올바르지 않습니다.'));
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('shows the refusal of a last team manager', async () => {
    await openPage(() => fail(409, LAST_MANAGER));
    await confirmWith('correct-password');
    expect(await screen.findByText(LAST_MANAGER)).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/user/withdraw');
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('withdraws with the password, logs out and shows the result page', async () => {
    const calls = await openPage(() => ok({ result: true }));
    await confirmWith('correct-password');
    expect(await screen.findByRole('heading', { level: 1, name: '회원 탈퇴 완료' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/user/withdrawResult');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/user/12/withdrawUser', body: { password: 'correct-password' } })]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
