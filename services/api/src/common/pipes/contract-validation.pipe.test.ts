import { BadRequestException } from '@nestjs/common';
import { loginSchema, refreshPayloadSchema, registerPayloadSchema, VALIDATION_MESSAGES } from '@dugout/contracts';
import { ContractValidationPipe } from './contract-validation.pipe';

const errorsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse() as { message: string; errors?: Record<string, string> };
};

describe('ContractValidationPipe', () => {
  const login = new ContractValidationPipe(loginSchema);

  it('returns the cast value without unknown keys', async () => {
    await expect(login.transform({ email: ' kim@example.com ', password: 'pw', isAdmin: true })).resolves.toEqual({
      email: 'kim@example.com',
      password: 'pw',
    });
  });

  it('names every missing field when the body is absent', async () => {
    const response = await errorsOf(login.transform(undefined));
    expect(response.errors).toEqual({ email: '필수 입력 항목입니다.', password: '필수 입력 항목입니다.' });
  });

  it('refuses values of the wrong type instead of casting them to text', async () => {
    const response = await errorsOf(login.transform({ email: 'kim@example.com', password: 12345678 }));
    expect(response.errors).toEqual({ password: '문자로 입력해 주세요.' });
    const nested = await errorsOf(login.transform({ email: ['kim@example.com'], password: { $ne: '' } }));
    expect(nested.errors).toEqual({ email: '문자로 입력해 주세요.', password: '문자로 입력해 주세요.' });
  });

  it('accepts numbers given as numeric text (query strings) but not other text', async () => {
    const refresh = new ContractValidationPipe(refreshPayloadSchema);
    await expect(refresh.transform({ refreshToken: 't', userId: '12' })).resolves.toEqual({ refreshToken: 't', userId: 12 });
    expect((await errorsOf(refresh.transform({ refreshToken: 't', userId: '12abc' }))).errors).toEqual({ userId: '숫자를 입력해 주세요.' });
    expect((await errorsOf(refresh.transform({ refreshToken: 't', userId: ['1', '2'] }))).errors).toEqual({ userId: '숫자를 입력해 주세요.' });
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['email=a', [1, 2], 42]) {
      expect((await errorsOf(login.transform(body))).message).toBe('요청 본문은 JSON 객체여야 합니다.');
    }
  });

  it('passes the validation context (the reference day of the age rule)', async () => {
    const register = new ContractValidationPipe(registerPayloadSchema, () => ({ today: '20260501' }));
    const payload = { email: 'kid@example.com', username: '김아이', password: 'password1', phone: '010-1234-5678', gender: 'M' };
    expect((await errorsOf(register.transform({ ...payload, birthday: '20120502' }))).errors).toEqual({
      birthday: VALIDATION_MESSAGES.underMinimumAge,
    });
    await expect(register.transform({ ...payload, birthday: '20120501' })).resolves.toMatchObject({ birthday: '20120501' });
  });
});
