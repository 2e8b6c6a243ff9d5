import { ValidationError } from 'yup';
import type { TeamRole } from '../enums';
import { FORM_ERROR_KEY } from '../api';
import {
  firstValidationMessage,
  joinTeamPayloadSchema,
  loginSchema,
  registerPayloadSchema,
  teamSearchSchema,
  validateInput,
  validationErrorsByField,
  yup,
  type JoinTeamPayload,
  type RegisterPayload,
} from './index';

describe('validationErrorsByField', () => {
  it('keeps the first message of each field', async () => {
    const error = await loginSchema
      .validate({ email: 'bad', password: '' }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(validationErrorsByField(error as ValidationError)).toEqual({
      email: '이메일 형식이 올바르지 않습니다.',
      password: '필수 입력 항목입니다.',
    });
  });

  it('reads a single (abortEarly) error too', () => {
    const error = new ValidationError('검색어를 입력해 주세요.', '', 'keyword');
    expect(validationErrorsByField(error)).toEqual({ keyword: '검색어를 입력해 주세요.' });
  });

  it('puts a message without a field under the form key', async () => {
    const result = await validateInput(loginSchema, 'not an object');
    expect(result).toEqual({ ok: false, errors: { [FORM_ERROR_KEY]: '입력 형식이 올바르지 않습니다.' } });
  });
});

describe('validateInput', () => {
  it('returns the cast value without unknown keys', async () => {
    const result = await validateInput(loginSchema, { email: '  kim@example.com ', password: 'pw', admin: true });
    expect(result).toEqual({ ok: true, value: { email: 'kim@example.com', password: 'pw' } });
  });

  it('casts form text to numbers for coded fields', async () => {
    const result = await validateInput(joinTeamPayloadSchema, {
      teamId: '3',
      userId: '10',
      teamRole: '7',
      playerName: '김철수',
      birthday: '19900101',
      gender: 'M',
      phone: '010-1234-5678',
      middleSchool: '강동중',
      schoolName: '강동고',
      address1: '서울',
      position: 'C',
      batThrw: '22',
      proType: '0',
      proTypeMiddle: '1',
    });
    expect(result.ok).toBe(true);
    const value = (result as { value: JoinTeamPayload }).value;
    // Compile-time as well: the payload carries the code types of the enums.
    const role: TeamRole = value.teamRole;
    expect(role).toBe(7);
    expect(value.batThrw).toBe(22);
  });

  it('passes the context to age rules', async () => {
    const payload: Omit<RegisterPayload, 'gender'> & { gender: string } = {
      email: 'kid@example.com',
      username: '어린이',
      password: 'password1',
      phone: '010-1111-2222',
      birthday: '20150505',
      gender: 'F',
    };
    expect(await validateInput(registerPayloadSchema, payload, { context: { today: '20290504' } })).toEqual({
      ok: false,
      errors: { birthday: '만 14세 미만은 온라인으로 가입할 수 없습니다.' },
    });
    expect((await validateInput(registerPayloadSchema, payload, { context: { today: '20290505' } })).ok).toBe(true);
  });
});

describe('firstValidationMessage', () => {
  it('gives the alert text of the first failing rule, or null', () => {
    expect(firstValidationMessage(teamSearchSchema, { keyword: '' })).toBe('검색어를 입력해 주세요.');
    expect(firstValidationMessage(teamSearchSchema, { keyword: '강서' })).toBeNull();
  });
});

describe('Korean default messages', () => {
  it('applies to schemas built with the exported yup as well', () => {
    const schema = yup.object({ count: yup.number().required().integer(), code: yup.string().length(3) });
    expect(firstValidationMessage(schema, { count: 1.5 })).toBe('정수를 입력해 주세요.');
    expect(firstValidationMessage(schema, { count: 'x' })).toBe('숫자를 입력해 주세요.');
    expect(firstValidationMessage(schema, {})).toBe('필수 입력 항목입니다.');
    expect(firstValidationMessage(schema, { count: 1, code: 'ab' })).toBe('3자로 입력해 주세요.');
  });
});
