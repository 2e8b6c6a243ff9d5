import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, serveFakeApi, type ApiHandler } from '@dugout/testing';
import { renderArea } from '../../../testing/render-area';

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

async function openRegister(handler: ApiHandler = () => ok({ userId: 40 }), entries = ['/league/gangseo', '/user/register']) {
  const calls = serveFakeApi(handler);
  renderArea(entries);
  await screen.findByRole('heading', { level: 2, name: '약관 동의' });
  return calls;
}

async function agreeToBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: '서비스 이용약관에 동의합니다.' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '개인정보처리방침에 동의합니다.' }));
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByRole('heading', { level: 2, name: '정보 입력' });
}

async function fillDetails(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    이메일: 'new@example.com',
    비밀번호: 'password1',
    '비밀번호 확인': 'password1',
    이름: '이영희',
    '휴대전화 번호': '010-2222-3333',
    생년월일: '19950505',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('radio', { name: '여' }));
}

describe('RegisterPage', () => {
  it('shows both policies in scrollable boxes on step 0', async () => {
    await openRegister();
    const terms = screen.getByRole('region', { name: '서비스 이용약관 전문' });
    const privacy = screen.getByRole('region', { name: '개인정보처리방침 전문' });
    expect(await within(terms).findByRole('heading', { name: '제1조 (목적)' })).toBeInTheDocument();
    expect(await within(privacy).findByText('만 14세 미만 아동은 온라인으로 회원가입을 할 수 없습니다.')).toBeInTheDocument();
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('list', { name: '회원가입 단계' })).toHaveTextContent('1약관 동의');
  });

  it('requires both consents before going on', async () => {
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('서비스 이용약관에 동의해야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 처리방침에 동의해야 합니다.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: '서비스 이용약관에 동의합니다.' }));
    await waitFor(() => expect(screen.queryByText('서비스 이용약관에 동의해야 합니다.')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('개인정보 처리방침에 동의해야 합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '정보 입력' })).not.toBeInTheDocument();
  });

  it('goes back to the previous page when cancelled on step 0', async () => {
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/league/gangseo');
  });

  it('goes home when cancelled on step 0 of a directly opened page', async () => {
    await openRegister(undefined, ['/user/register']);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });

  it('validates the details on step 1 and returns to step 0 on cancel with the consents kept', async () => {
    await openRegister();
    await agreeToBoth();
    expect(screen.getByLabelText('휴대전화 번호')).toHaveAttribute('placeholder', '010-xxxx-xxxx');
    expect(screen.getByLabelText('생년월일')).toHaveAttribute('placeholder', '20001231');

    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '010-2222-333');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'short');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'shorter1');
    await userEvent.type(screen.getByLabelText('생년월일'), '1995');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('휴대전화 번호')).toHaveAccessibleDescription('전화번호 형식이 올바르지 않습니다.'));
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('8자 이상으로 만들어 주세요. 8자 이상 입력해 주세요.');
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    expect(screen.getByLabelText('생년월일')).toHaveAccessibleDescription(
      '8자리 숫자로 입력해 주세요. (예: 20001231) 8자리 날짜를 입력해 주세요.',
    );

    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('성별을 선택해 주세요.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(await screen.findByRole('heading', { level: 2, name: '약관 동의' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '서비스 이용약관에 동의합니다.' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '개인정보처리방침에 동의합니다.' })).toBeChecked();
  });

  it('registers and shows the welcome step with the login and player registration links', async () => {
    const calls = await openRegister();
    await agreeToBoth();
    // A phone typed as digits only is shown, and sent, as 010-2222-3333 once the field is left.
    await fillDetails({ '휴대전화 번호': '01022223333' });
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-2222-3333');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByRole('heading', { level: 2, name: '가입 완료' })).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/user',
        body: {
          email: 'new@example.com',
          username: '이영희',
          password: 'password1',
          phone: '010-2222-3333',
          birthday: '19950505',
          gender: 'F',
        },
      }),
    ]);
    expect(screen.getByText('이영희')).toBeInTheDocument();
    expect(screen.getByText('로그인하면 더그아웃의 모든 서비스를 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '선수 등록하기' })).toHaveAttribute('href', '/user/league');
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
  });

  it("puts the server's refusal on the email field", async () => {
    await openRegister(() => fail(409, '입력값을 확인해 주세요.', { email: '이미 가입된 이메일입니다.' }));
    await agreeToBoth();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('이미 가입된 이메일입니다.'));
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: '정보 입력' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입하기' })).toBeEnabled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts when the server cannot be reached', async () => {
    await openRegister(() => {
      throw new TypeError('Failed to fetch');
    });
    await agreeToBoth();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('회원가입 중 오류가 발생했습니다.'));
    expect(screen.getByRole('heading', { level: 2, name: '정보 입력' })).toBeInTheDocument();
  });
});
