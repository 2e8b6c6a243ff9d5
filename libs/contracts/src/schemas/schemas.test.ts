import { ValidationError, type AnySchema } from 'yup';
import {
  BOARD_FORM_DEFAULTS,
  boardFormSchema,
  boardPayloadSchema,
  cancelReasonSchema,
  changePasswordPayloadSchema,
  changePasswordSchema,
  checkEmailSchema,
  checkPasswordSchema,
  firstScheduleFormError,
  joinTeamPayloadSchema,
  joinTeamSchema,
  loginSchema,
  refreshPayloadSchema,
  registerConsentSchema,
  registerFormSchema,
  registerPayloadSchema,
  teamChoiceSchema,
  teamListQuerySchema,
  teamSearchSchema,
  toBoardPayload,
  validationErrorsByField,
} from './index';

// Every rule of spec section 5 (and the limits of section 9), one row per rule.
const TODAY = '20240615';

function errorsOf(schema: AnySchema, input: unknown): Record<string, string> {
  try {
    schema.validateSync(input, { abortEarly: false, context: { today: TODAY } });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorsByField(error);
    throw error;
  }
}

const REQUIRED = '필수 입력 항목입니다.';
const chars = (n: number, c = 'a') => c.repeat(n);

const validLogin = { email: 'kim@example.com', password: 'x' };
const validRegisterPayload = {
  email: 'kim@example.com',
  username: '김철수',
  password: 'password1',
  phone: '010-1234-5678',
  birthday: '19900101',
  gender: 'M',
};
const validRegisterForm = { ...validRegisterPayload, passwordConfirm: 'password1' };
const validConsent = { agreeTerms: true, agreePrivacy: true };
const validChangePassword = { oldPassword: 'old-secret', newPassword: 'new-secret', newPasswordConfirm: 'new-secret' };
const validJoinPayload = {
  teamId: 3,
  userId: 10,
  teamRole: 7,
  playerName: '김철수',
  birthday: '19900101',
  gender: 'M',
  phone: '010-1234-5678',
  middleSchool: '강동중',
  schoolName: '강동고',
  address1: '서울시 강동구',
  position: 'P',
  batThrw: 11,
  proType: 0,
  proTypeMiddle: 0,
};
const validJoinForm = { ...validJoinPayload, agreeThirdParty: true };
const validBoardForm = { ...BOARD_FORM_DEFAULTS, boardName: '자유게시판', boardLabel: 'free' };

type Row = [rule: string, schema: AnySchema, input: Record<string, unknown>, field: string, message: string | undefined];

const rows: Row[] = [
  // Login
  ['login: valid', loginSchema, validLogin, 'email', undefined],
  ['login: email required', loginSchema, { ...validLogin, email: '' }, 'email', REQUIRED],
  ['login: email format', loginSchema, { ...validLogin, email: 'kim@' }, 'email', '이메일 형식이 올바르지 않습니다.'],
  [
    'login: email too long',
    loginSchema,
    { ...validLogin, email: `${chars(60)}@${chars(40, 'b')}.com` },
    'email',
    '100자 이하로 입력해 주세요.',
  ],
  ['login: password required', loginSchema, { ...validLogin, password: undefined }, 'password', REQUIRED],
  ['login: oversized password', loginSchema, { ...validLogin, password: chars(129) }, 'password', '128자 이하로 입력해 주세요.'],

  // Register consent
  ['consent: both checked', registerConsentSchema, validConsent, 'agreeTerms', undefined],
  ['consent: terms', registerConsentSchema, { ...validConsent, agreeTerms: false }, 'agreeTerms', '서비스 이용약관에 동의해야 합니다.'],
  ['consent: terms missing', registerConsentSchema, { agreePrivacy: true }, 'agreeTerms', '서비스 이용약관에 동의해야 합니다.'],
  ['consent: privacy', registerConsentSchema, { ...validConsent, agreePrivacy: false }, 'agreePrivacy', '개인정보 처리방침에 동의해야 합니다.'],

  // Register form
  ['register: valid', registerFormSchema, validRegisterForm, 'birthday', undefined],
  ['register: email required', registerFormSchema, { ...validRegisterForm, email: '' }, 'email', REQUIRED],
  ['register: email format', registerFormSchema, { ...validRegisterForm, email: 'kim.example.com' }, 'email', '이메일 형식이 올바르지 않습니다.'],
  ['register: password required', registerFormSchema, { ...validRegisterForm, password: '' }, 'password', REQUIRED],
  ['register: password min 8', registerFormSchema, { ...validRegisterForm, password: 'pass123', passwordConfirm: 'pass123' }, 'password', '8자 이상 입력해 주세요.'],
  ['register: password 8 is enough', registerFormSchema, { ...validRegisterForm, password: 'pass1234', passwordConfirm: 'pass1234' }, 'password', undefined],
  ['register: password 128 accepted', registerFormSchema, { ...validRegisterForm, password: chars(128), passwordConfirm: chars(128) }, 'password', undefined],
  ['register: password over 128 rejected', registerFormSchema, { ...validRegisterForm, password: chars(129), passwordConfirm: chars(129) }, 'password', '128자 이하로 입력해 주세요.'],
  ['register: confirmation required', registerFormSchema, { ...validRegisterForm, passwordConfirm: '' }, 'passwordConfirm', REQUIRED],
  ['register: confirmation min 8', registerFormSchema, { ...validRegisterForm, passwordConfirm: 'short' }, 'passwordConfirm', '8자 이상 입력해 주세요.'],
  ['register: confirmation equal', registerFormSchema, { ...validRegisterForm, passwordConfirm: 'password2' }, 'passwordConfirm', '비밀번호가 일치하지 않습니다.'],
  ['register: name required', registerFormSchema, { ...validRegisterForm, username: '   ' }, 'username', REQUIRED],
  ['register: name min 2', registerFormSchema, { ...validRegisterForm, username: '김' }, 'username', '2자 이상 입력해 주세요.'],
  ['register: name max 20', registerFormSchema, { ...validRegisterForm, username: chars(21, '가') }, 'username', '20자 이하로 입력해 주세요.'],
  ['register: name 20 accepted', registerFormSchema, { ...validRegisterForm, username: chars(20, '가') }, 'username', undefined],
  ['register: phone required', registerFormSchema, { ...validRegisterForm, phone: '' }, 'phone', REQUIRED],
  ['register: phone without dashes accepted', registerFormSchema, { ...validRegisterForm, phone: '01012345678' }, 'phone', undefined],
  ['register: phone with letters', registerFormSchema, { ...validRegisterForm, phone: '010-1234-567o' }, 'phone', '전화번호 형식이 올바르지 않습니다.'],
  ['register: phone of 12 digits', registerFormSchema, { ...validRegisterForm, phone: '010123456789' }, 'phone', '전화번호 형식이 올바르지 않습니다.'],
  ['register: phone short last part', registerFormSchema, { ...validRegisterForm, phone: '010-1234-567' }, 'phone', '전화번호 형식이 올바르지 않습니다.'],
  ['register: phone 2-3-4 accepted', registerFormSchema, { ...validRegisterForm, phone: '02-123-4567' }, 'phone', undefined],
  ['register: birthday required', registerFormSchema, { ...validRegisterForm, birthday: '' }, 'birthday', '8자리 날짜를 입력해 주세요.'],
  ['register: birthday 7 digits', registerFormSchema, { ...validRegisterForm, birthday: '2000123' }, 'birthday', '8자리 날짜를 입력해 주세요.'],
  ['register: birthday with dashes', registerFormSchema, { ...validRegisterForm, birthday: '2000-12-31' }, 'birthday', '8자리 날짜를 입력해 주세요.'],
  ['register: birthday month 13', registerFormSchema, { ...validRegisterForm, birthday: '20001331' }, 'birthday', '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.'],
  ['register: 29 Feb in a common year', registerFormSchema, { ...validRegisterForm, birthday: '20010229' }, 'birthday', '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.'],
  ['register: 29 Feb in a leap year', registerFormSchema, { ...validRegisterForm, birthday: '20000229' }, 'birthday', undefined],
  ['register: birthday in the future', registerFormSchema, { ...validRegisterForm, birthday: '20240616' }, 'birthday', '미래의 날짜는 입력할 수 없습니다.'],
  ['register: 13 years old', registerFormSchema, { ...validRegisterForm, birthday: '20100616' }, 'birthday', '만 14세 미만은 온라인으로 가입할 수 없습니다.'],
  ['register: 14th birthday today', registerFormSchema, { ...validRegisterForm, birthday: '20100615' }, 'birthday', undefined],
  ['register: gender required', registerFormSchema, { ...validRegisterForm, gender: '' }, 'gender', '성별을 선택해 주세요.'],
  ['register: gender M/F only', registerFormSchema, { ...validRegisterForm, gender: 'X' }, 'gender', '성별을 선택해 주세요.'],
  ['register: gender F accepted', registerFormSchema, { ...validRegisterForm, gender: 'F' }, 'gender', undefined],

  // Register API payload (same rules, no confirmation)
  ['register payload: valid', registerPayloadSchema, validRegisterPayload, 'birthday', undefined],
  ['register payload: under 14', registerPayloadSchema, { ...validRegisterPayload, birthday: '20120101' }, 'birthday', '만 14세 미만은 온라인으로 가입할 수 없습니다.'],
  ['register payload: password min 8', registerPayloadSchema, { ...validRegisterPayload, password: 'short' }, 'password', '8자 이상 입력해 주세요.'],
  ['register payload: phone', registerPayloadSchema, { ...validRegisterPayload, phone: '010-12-5678' }, 'phone', '전화번호 형식이 올바르지 않습니다.'],

  // Change password
  ['change password: valid', changePasswordSchema, validChangePassword, 'newPassword', undefined],
  ['change password: current required', changePasswordSchema, { ...validChangePassword, oldPassword: '' }, 'oldPassword', '현재 비밀번호를 입력해 주세요.'],
  ['change password: new required', changePasswordSchema, { ...validChangePassword, newPassword: '' }, 'newPassword', '변경할 비밀번호를 입력해 주세요.'],
  ['change password: new min 8', changePasswordSchema, { ...validChangePassword, newPassword: 'short' }, 'newPassword', '8자 이상 입력해 주세요.'],
  ['change password: confirmation required', changePasswordSchema, { ...validChangePassword, newPasswordConfirm: '' }, 'newPasswordConfirm', REQUIRED],
  ['change password: confirmation min 8', changePasswordSchema, { ...validChangePassword, newPasswordConfirm: 'short' }, 'newPasswordConfirm', '8자 이상 입력해 주세요.'],
  ['change password: confirmation equal', changePasswordSchema, { ...validChangePassword, newPasswordConfirm: 'new-secret!' }, 'newPasswordConfirm', '비밀번호가 일치하지 않습니다.'],
  ['change password payload: new min 8', changePasswordPayloadSchema, { oldPassword: 'a', newPassword: 'short' }, 'newPassword', '8자 이상 입력해 주세요.'],
  ['change password payload: current required', changePasswordPayloadSchema, { newPassword: 'new-secret' }, 'oldPassword', '현재 비밀번호를 입력해 주세요.'],

  // Check password, check email, refresh
  ['check password: required', checkPasswordSchema, { password: '' }, 'password', REQUIRED],
  ['check email: format', checkEmailSchema, { email: 'nope' }, 'email', '이메일 형식이 올바르지 않습니다.'],
  ['refresh: token required', refreshPayloadSchema, { userId: 1 }, 'refreshToken', REQUIRED],
  ['refresh: user id required', refreshPayloadSchema, { refreshToken: 't' }, 'userId', REQUIRED],
  ['refresh: user id numeric', refreshPayloadSchema, { refreshToken: 't', userId: 'abc' }, 'userId', '숫자를 입력해 주세요.'],
  ['refresh: oversized token', refreshPayloadSchema, { refreshToken: chars(2049), userId: 1 }, 'refreshToken', '2048자 이하로 입력해 주세요.'],

  // Join team
  ['join: valid form', joinTeamSchema, validJoinForm, 'agreeThirdParty', undefined],
  ['join: third-party consent', joinTeamSchema, { ...validJoinForm, agreeThirdParty: false }, 'agreeThirdParty', '개인정보 제3자 제공에 동의해야 합니다.'],
  ['join: teamRole required', joinTeamSchema, { ...validJoinForm, teamRole: '' }, 'teamRole', REQUIRED],
  ['join: teamRole from the list', joinTeamSchema, { ...validJoinForm, teamRole: 9 }, 'teamRole', '목록에서 선택해 주세요.'],
  ['join: teamRole as form text', joinTeamSchema, { ...validJoinForm, teamRole: '4' }, 'teamRole', undefined],
  ['join: playerName required', joinTeamSchema, { ...validJoinForm, playerName: ' ' }, 'playerName', REQUIRED],
  ['join: middleSchool required', joinTeamSchema, { ...validJoinForm, middleSchool: '' }, 'middleSchool', REQUIRED],
  ['join: schoolName required', joinTeamSchema, { ...validJoinForm, schoolName: '' }, 'schoolName', REQUIRED],
  ['join: position required', joinTeamSchema, { ...validJoinForm, position: '' }, 'position', REQUIRED],
  ['join: position from the list', joinTeamSchema, { ...validJoinForm, position: 'DH' }, 'position', '목록에서 선택해 주세요.'],
  ['join: batThrw required', joinTeamSchema, { ...validJoinForm, batThrw: undefined }, 'batThrw', REQUIRED],
  ['join: batThrw from the list', joinTeamSchema, { ...validJoinForm, batThrw: 33 }, 'batThrw', '목록에서 선택해 주세요.'],
  ['join: proType required', joinTeamSchema, { ...validJoinForm, proType: '' }, 'proType', REQUIRED],
  ['join: proTypeMiddle required', joinTeamSchema, { ...validJoinForm, proTypeMiddle: null }, 'proTypeMiddle', REQUIRED],
  ['join: address1 required', joinTeamSchema, { ...validJoinForm, address1: '' }, 'address1', REQUIRED],
  ['join: birthday 8 digits', joinTeamSchema, { ...validJoinForm, birthday: '900101' }, 'birthday', '8자리 날짜를 입력해 주세요.'],
  ['join: gender required', joinTeamSchema, { ...validJoinForm, gender: undefined }, 'gender', '성별을 선택해 주세요.'],
  ['join: phone pattern', joinTeamSchema, { ...validJoinForm, phone: '010/1234/5678' }, 'phone', '전화번호 형식이 올바르지 않습니다.'],
  ['join: phone with spaces accepted', joinTeamSchema, { ...validJoinForm, phone: '010 1234 5678' }, 'phone', undefined],
  ['join: backnumber optional', joinTeamSchema, { ...validJoinForm, backnumber: '' }, 'backnumber', undefined],
  ['join: backnumber digits', joinTeamSchema, { ...validJoinForm, backnumber: '7a' }, 'backnumber', '등번호는 숫자 3자리 이내로 입력해 주세요.'],
  ['join: backnumber as a number', joinTeamSchema, { ...validJoinForm, backnumber: 27 }, 'backnumber', undefined],
  ['join: oversized address', joinTeamSchema, { ...validJoinForm, address1: chars(101) }, 'address1', '100자 이하로 입력해 주세요.'],
  ['join payload: needs no consent', joinTeamPayloadSchema, validJoinPayload, 'agreeThirdParty', undefined],
  ['join payload: team id required', joinTeamPayloadSchema, { ...validJoinPayload, teamId: undefined }, 'teamId', REQUIRED],

  // Team search on /user/league
  ['team search: empty keyword', teamSearchSchema, { keyword: '  ' }, 'keyword', '검색어를 입력해 주세요.'],
  ['team search: keyword', teamSearchSchema, { keyword: '강동' }, 'keyword', undefined],
  ['team list: no search lists every team', teamListQuerySchema, {}, 'search', undefined],
  ['team list: oversized search', teamListQuerySchema, { search: chars(51) }, 'search', '50자 이하로 입력해 주세요.'],
  ['team list: page is a number', teamListQuerySchema, { page: 'abc' }, 'page', '숫자를 입력해 주세요.'],
  ['team list: page from 1', teamListQuerySchema, { page: '0' }, 'page', '0보다 큰 값을 입력해 주세요.'],
  ['team list: page size at most 100', teamListQuerySchema, { pagesize: '101' }, 'pagesize', '100 이하의 값을 입력해 주세요.'],
  ['team list: user id a whole number', teamListQuerySchema, { userId: '1.5' }, 'userId', '정수를 입력해 주세요.'],
  ['team choice: none selected', teamChoiceSchema, {}, 'teamId', '가입할 팀을 선택해 주세요.'],
  ['team choice: empty radio value', teamChoiceSchema, { teamId: '' }, 'teamId', '가입할 팀을 선택해 주세요.'],

  // Board form
  ['board: valid', boardFormSchema, validBoardForm, 'boardLabel', undefined],
  ['board: name required', boardFormSchema, { ...validBoardForm, boardName: '' }, 'boardName', REQUIRED],
  ['board: name min 2', boardFormSchema, { ...validBoardForm, boardName: '공' }, 'boardName', '2자 이상 입력해 주세요.'],
  ['board: name max 20', boardFormSchema, { ...validBoardForm, boardName: chars(21, '공') }, 'boardName', '20자 이하로 입력해 주세요.'],
  ['board: label required', boardFormSchema, { ...validBoardForm, boardLabel: '' }, 'boardLabel', REQUIRED],
  ['board: label min 2', boardFormSchema, { ...validBoardForm, boardLabel: 'a' }, 'boardLabel', '2자 이상 입력해 주세요.'],
  ['board: label max 20', boardFormSchema, { ...validBoardForm, boardLabel: chars(21) }, 'boardLabel', '20자 이하로 입력해 주세요.'],
  ['board: label letters and digits', boardFormSchema, { ...validBoardForm, boardLabel: 'free-board' }, 'boardLabel', '영문과 숫자만 입력할 수 있습니다.'],
  ['board: label in Korean', boardFormSchema, { ...validBoardForm, boardLabel: '자유' }, 'boardLabel', '영문과 숫자만 입력할 수 있습니다.'],
  ['board: label with digits', boardFormSchema, { ...validBoardForm, boardLabel: 'Notice2024' }, 'boardLabel', undefined],
  ['board: label taken by the API', boardFormSchema, { ...validBoardForm, boardLabel: 'Admin' }, 'boardLabel', '이 경로는 사용할 수 없습니다. 다른 경로를 입력해 주세요.'],
  ['board: at most 5 files', boardFormSchema, { ...validBoardForm, maxFileCount: 6 }, 'maxFileCount', '5 이하의 값을 입력해 주세요.'],
  ['board: no negative file count', boardFormSchema, { ...validBoardForm, maxFileCount: -1 }, 'maxFileCount', '0 이상의 값을 입력해 주세요.'],
  ['board: 0 files allowed', boardFormSchema, { ...validBoardForm, maxFileCount: 0 }, 'maxFileCount', undefined],
  ['board: file count is a number', boardFormSchema, { ...validBoardForm, maxFileCount: 'two' }, 'maxFileCount', '숫자를 입력해 주세요.'],
  ['board: writing needs a member', boardFormSchema, { ...validBoardForm, roles: { ...validBoardForm.roles, write: 1 } }, 'roles.write', '목록에서 선택해 주세요.'],
  [
    'board: upload only for manager-written boards',
    boardFormSchema,
    { ...validBoardForm, useFileUpload: true },
    'useFileUpload',
    '첨부파일은 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다.',
  ],
  [
    'board: upload on a manager-written board',
    boardFormSchema,
    { ...validBoardForm, useFileUpload: true, roles: { ...validBoardForm.roles, write: 9 } },
    'useFileUpload',
    undefined,
  ],
  ['board payload: roles JSON', boardPayloadSchema, { ...validBoardForm, mainId: 1, roles: '{bad' }, 'roles', '권한 설정 형식이 올바르지 않습니다.'],
  [
    'board payload: upload needs manager write role',
    boardPayloadSchema,
    { ...validBoardForm, mainId: 1, useFileUpload: true, roles: JSON.stringify({ list: 1, view: 1, write: 4, comment: 4 }) },
    'useFileUpload',
    '첨부파일은 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다.',
  ],

  // Cancel reason
  ['cancel: 5 characters', cancelReasonSchema, { reason: '그라운드' }, 'reason', undefined],
  ['cancel: over 5 characters', cancelReasonSchema, { reason: '우천으로취소됨' }, 'reason', '취소 사유는 5자 이내로 입력해 주세요.'],
];

describe('section 5 validation rules', () => {
  it.each(rows)('%s', (_rule, schema, input, field, message) => {
    expect(errorsOf(schema, input)[field]).toBe(message);
  });

  it('accepts every valid base input as a whole', () => {
    expect(errorsOf(loginSchema, validLogin)).toEqual({});
    expect(errorsOf(registerFormSchema, validRegisterForm)).toEqual({});
    expect(errorsOf(registerPayloadSchema, validRegisterPayload)).toEqual({});
    expect(errorsOf(changePasswordSchema, validChangePassword)).toEqual({});
    expect(errorsOf(joinTeamSchema, validJoinForm)).toEqual({});
    expect(errorsOf(boardFormSchema, validBoardForm)).toEqual({});
  });
});

describe('register: age uses the reference day', () => {
  it('accepts the same birthday once the 14th birthday has passed', () => {
    const input = { ...validRegisterPayload, birthday: '20120301' };
    const on = (today: string) => {
      try {
        registerPayloadSchema.validateSync(input, { context: { today } });
        return 'ok';
      } catch (error) {
        return (error as ValidationError).message;
      }
    };
    expect(on('2026-02-28')).toBe('만 14세 미만은 온라인으로 가입할 수 없습니다.');
    expect(on('2026-03-01')).toBe('ok');
  });
});

describe('schedule form checks', () => {
  it.each([
    [{ leagueId: '', visitTeamId: 1, homeTeamId: 2 }, '리그를 선택해 주세요.'],
    [{ leagueId: null, visitTeamId: '', homeTeamId: '' }, '리그를 선택해 주세요.'],
    [{ leagueId: 5, visitTeamId: '', homeTeamId: 2 }, '원정 팀을 선택해 주세요.'],
    [{ leagueId: 5, visitTeamId: undefined, homeTeamId: undefined }, '원정 팀을 선택해 주세요.'],
    [{ leagueId: '5', visitTeamId: '1', homeTeamId: '' }, '홈 팀을 선택해 주세요.'],
    [{ leagueId: 5, visitTeamId: 3, homeTeamId: '3' }, '같은 팀을 선택할 수 없습니다.'],
    // 0 is "team undecided": both sides may be undecided.
    [{ leagueId: 5, visitTeamId: 0, homeTeamId: '0' }, null],
    [{ leagueId: 5, visitTeamId: 0, homeTeamId: 4 }, null],
    [{ leagueId: 5, visitTeamId: 3, homeTeamId: 4 }, null],
  ])('%j -> %s', (values, message) => {
    expect(firstScheduleFormError(values)).toBe(message);
  });
});

describe('defaults', () => {
  it('gives a new board the section 9 defaults', () => {
    expect(BOARD_FORM_DEFAULTS).toEqual({
      boardName: '',
      boardLabel: '',
      boardType: 1,
      boardMemo: '',
      roles: { list: 1, view: 1, write: 4, comment: 4 },
      useComment: true,
      useFileUpload: false,
      useFileDownload: true,
      maxFileCount: 2,
    });
  });

  it('defaults the cancel reason to a rain cancellation', () => {
    expect(cancelReasonSchema.cast({})).toEqual({ reason: '우천취소' });
  });

  it('turns the board form into a valid payload with roles as JSON', () => {
    const payload = toBoardPayload(validBoardForm, { mainId: 2, registerId: 7 });
    expect(JSON.parse(payload.roles)).toEqual({ list: 1, view: 1, write: 4, comment: 4 });
    expect(errorsOf(boardPayloadSchema, payload)).toEqual({});
  });
});
