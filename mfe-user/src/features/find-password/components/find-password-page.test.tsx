import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMP_PASSWORD_SENT_MESSAGE } from '@dugout/contracts';
import { fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

async function openPage(handler: ApiHandler) {
  const calls = serveFakeApi(handler);
  renderArea(['/user/findpassword']);
  await screen.findByRole('form', { name: '비밀번호 찾기' });
  return calls;
}

async function fillAll() {
  await userEvent.type(screen.getByLabelText('이메일'), ' member@example.com ');
  await userEvent.type(screen.getByLabelText('이름'), '김철수');
  await userEvent.type(screen.getByLabelText('생년월일'), '19900115');
  await userEvent.type(screen.getByLabelText('휴대전화 번호'), '010-1234-5678');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '임시 비밀번호 받기' }));

describe('FindPasswordPage', () => {
  it('checks every field with the shared schema before calling the API', async () => {
    const calls = await openPage(() => ok({ message: TEMP_PASSWORD_SENT_MESSAGE }));
    await userEvent.type(screen.getByLabelText('생년월일'), '1990');
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '0101234567');
    await submit();
    expect(await screen.findByText('8자리 날짜를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('전화번호 형식이 올바르지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('이름')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the four fields and shows the one confirmation with a link to login', async () => {
    const calls = await openPage(() => ok({ message: TEMP_PASSWORD_SENT_MESSAGE }));
    await fillAll();
    await submit();

    expect(await screen.findByText(TEMP_PASSWORD_SENT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/30분 동안 한 번만 쓸 수 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: '비밀번호 찾기' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/user/tempPassword',
        body: { email: 'member@example.com', name: '김철수', birthday: '19900115', phone: '010-1234-5678' },
      }),
    ]);
  });

  it('takes a phone typed as digits only, shows it as 010-1234-5678 once the field is left and sends that', async () => {
    const calls = await openPage(() => ok({ message: TEMP_PASSWORD_SENT_MESSAGE }));
    await userEvent.type(screen.getByLabelText('이메일'), 'member@example.com');
    await userEvent.type(screen.getByLabelText('이름'), '김철수');
    await userEvent.type(screen.getByLabelText('생년월일'), '19900115');
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.tab();
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('휴대전화 번호')).not.toHaveAttribute('aria-invalid', 'true');
    await submit();
    expect(await screen.findByText(TEMP_PASSWORD_SENT_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ body: expect.objectContaining({ phone: '010-1234-5678' }) })]);
  });

  it('shows the Korean refusal of too many requests and keeps the form', async () => {
    await openPage(() => fail(429, '임시 비밀번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'));
    await fillAll();
    await submit();
    expect(await screen.findByText('임시 비밀번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.queryByText(TEMP_PASSWORD_SENT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: '비밀번호 찾기' })).toBeInTheDocument();
  });

  it('puts the server field errors on their fields', async () => {
    await openPage(() => fail(400, '입력값을 확인해 주세요.', { birthday: '미래의 날짜는 입력할 수 없습니다.' }));
    await fillAll();
    await submit();
    expect(await screen.findByText('미래의 날짜는 입력할 수 없습니다.')).toBeInTheDocument();
  });

  it('links back to login from the form', async () => {
    await openPage(() => ok({ message: TEMP_PASSWORD_SENT_MESSAGE }));
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });
});
