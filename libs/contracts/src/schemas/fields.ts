import { fullAgeOn, isRealBirthday, seoulToday, toYmd } from './birthday';
import { yup } from './korean-yup';
import { normalizePhone } from './phone-number';
import { BIRTHDAY_PATTERN, PHONE_PATTERN, VALIDATION_LIMITS as L } from './validation-limits';

/**
 * Validation context every schema understands. `today` fixes the reference day (YYYYMMDD,
 * YYYY-MM-DD or a Date) so age rules are testable; by default it is today in Korea.
 */
export interface ValidationContext {
  today?: string | Date;
}

export const VALIDATION_MESSAGES = {
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  phoneFormat: '전화번호 형식이 올바르지 않습니다.',
  birthdayFormat: '8자리 날짜를 입력해 주세요.',
  birthdayNotReal: '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.',
  birthdayInFuture: '미래의 날짜는 입력할 수 없습니다.',
  genderRequired: '성별을 선택해 주세요.',
  underMinimumAge: `만 ${L.minimumRegistrationAge}세 미만은 온라인으로 가입할 수 없습니다.`,
  agreeTerms: '서비스 이용약관에 동의해야 합니다.',
  agreePrivacy: '개인정보 처리방침에 동의해야 합니다.',
  agreeThirdParty: '개인정보 제3자 제공에 동의해야 합니다.',
  oldPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  newPasswordRequired: '변경할 비밀번호를 입력해 주세요.',
  searchKeywordRequired: '검색어를 입력해 주세요.',
  joinTeamRequired: '가입할 팀을 선택해 주세요.',
  boardLabelFormat: '영문과 숫자만 입력할 수 있습니다.',
  boardLabelReserved: '이 경로는 사용할 수 없습니다. 다른 경로를 입력해 주세요.',
  boardFileUploadNeedsManager: '첨부파일은 쓰기 권한이 리그 관리자일 때만 사용할 수 있습니다.',
  cancelReasonMax: `취소 사유는 ${L.cancelReasonMax}자 이내로 입력해 주세요.`,
  leagueRequired: '리그를 선택해 주세요.',
  awayTeamRequired: '원정 팀을 선택해 주세요.',
  homeTeamRequired: '홈 팀을 선택해 주세요.',
  sameTeam: '같은 팀을 선택할 수 없습니다.',
} as const;

const M = VALIDATION_MESSAGES;

export function referenceDay(context: ValidationContext | undefined): string {
  return context?.today === undefined ? seoulToday() : toYmd(context.today);
}

/** A number field where an empty form value ('') counts as "not entered" rather than "not a number". */
export const numberField = <T extends number = number>() =>
  yup.number<T>().transform((value: unknown, original: unknown) => (original === '' ? undefined : value));

export const idField = () => numberField().integer().positive();

export const emailField = () => yup.string().trim().required().email().max(L.emailMax);

/** Sign-up and change passwords: minimum length applies; login and confirmation checks use `passwordInput`. */
export const newPasswordField = () => yup.string().required().min(L.passwordMin).max(L.passwordMax);

export const passwordInput = () => yup.string().required().max(L.passwordMax);

export const usernameField = () => yup.string().trim().required().min(L.usernameMin).max(L.usernameMax);

/** Digits with or without hyphens; the value comes out as 010-1234-5678 (the stored and shown form). */
export const phoneField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .required()
    .matches(PHONE_PATTERN, M.phoneFormat);

export const genderField = () =>
  yup.string().required(M.genderRequired).oneOf(['M', 'F'] as const, M.genderRequired);

export const birthdayField = () =>
  yup
    .string()
    .trim()
    .required(M.birthdayFormat)
    .matches(BIRTHDAY_PATTERN, M.birthdayFormat)
    .test('real-date', M.birthdayNotReal, (value) => value === undefined || isRealBirthday(value))
    .test('not-in-future', M.birthdayInFuture, function notInFuture(value) {
      if (value === undefined || !isRealBirthday(value)) return true;
      return value <= referenceDay(this.options.context as ValidationContext | undefined);
    });

/** Birthday of someone signing up online: also at least 14 full years old on the reference day. */
export const registrationBirthdayField = () =>
  birthdayField().test('minimum-age', M.underMinimumAge, function oldEnough(value) {
    if (value === undefined || !isRealBirthday(value)) return true;
    const today = referenceDay(this.options.context as ValidationContext | undefined);
    // A future day is reported by the birthday rule itself.
    return value > today || fullAgeOn(value, today) >= L.minimumRegistrationAge;
  });

export const CHOOSE_FROM_LIST = '목록에서 선택해 주세요.';

/**
 * "One of these codes" as an ordinary test. yup's oneOf() runs before every other test, so an
 * empty select would report "not in the list" instead of "required"; a test keeps the order.
 */
export const memberOf = <C extends string | number>(codes: readonly C[], message: string = CHOOSE_FROM_LIST) => ({
  name: 'member-of',
  message,
  test: (value: unknown) => value === undefined || value === null || codes.includes(value as C),
});

/** Equal to a sibling field (password confirmations), checked after required and length. */
export const sameAs = (sibling: string, message: string) => ({
  name: 'same-as',
  message,
  test(this: { parent: Record<string, unknown> }, value: unknown) {
    return value === undefined || value === this.parent[sibling];
  },
});

/** A "must be checked" consent box. */
export const consentField = (message: string) => yup.boolean().required(message).oneOf([true], message);
