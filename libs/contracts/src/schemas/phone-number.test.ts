import { normalizePhone } from './phone-number';
import { registerPayloadSchema, tempPasswordSchema } from './index';
import { PHONE_PATTERN } from './validation-limits';

describe('normalizePhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['02-1234-5678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['0111234567', '011-123-4567'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(stored).toMatch(PHONE_PATTERN);
  });

  it.each([
    ['a mobile number a digit short', '0101234567'],
    ['a mobile number a digit long', '010123456789'],
    ['typed groups that are not the number’s own (a missing digit)', '031-1234-567'],
    ['a Seoul number of 11 digits', '02123456789'],
    ['no leading zero', '1012345678'],
    ['letters', '010-1234-567o'],
    ['other separators', '010/1234/5678'],
    ['nothing', '  '],
  ])('leaves %s as typed (trimmed), which the phone rule refuses', (_case, typed) => {
    expect(normalizePhone(typed)).toBe(typed.trim());
    expect(normalizePhone(typed)).not.toMatch(PHONE_PATTERN);
  });
});

describe('the phone field of the schemas', () => {
  it('hands the API the stored form of a number typed as digits only', async () => {
    const payload = { email: 'a@example.com', username: '홍길동', password: 'password1', phone: '01012345678', birthday: '19900101', gender: 'M' };
    await expect(registerPayloadSchema.validate(payload, { context: { today: '20240615' } })).resolves.toMatchObject({ phone: '010-1234-5678' });
    const find = { email: 'a@example.com', name: '홍길동', birthday: '19900101', phone: '0212345678' };
    await expect(tempPasswordSchema.validate(find)).resolves.toMatchObject({ phone: '02-1234-5678' });
  });

  it('refuses a number it cannot read, in Korean', async () => {
    const find = { email: 'a@example.com', name: '홍길동', birthday: '19900101', phone: '010-123-4567' };
    await expect(tempPasswordSchema.validate(find)).rejects.toThrow('전화번호 형식이 올바르지 않습니다.');
  });
});
