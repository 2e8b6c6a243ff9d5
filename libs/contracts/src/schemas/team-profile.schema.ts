import type { InferType } from 'yup';
import { seoulToday, toYmd } from './birthday';
import { yup } from './korean-yup';
import { isRealDay } from './season-form.schema';

export const TEAM_PROFILE_LIMITS = {
  teamNameMin: 2,
  /** team.team_name is varchar(50). */
  teamNameMax: 50,
  personNameMax: 50,
  homeGroundMax: 100,
  introductionMax: 2000,
  /** A logo is one image of at most 5 MB (JPG, PNG, WEBP, GIF); the file service resizes it. */
  logoMaxBytes: 5 * 1024 * 1024,
} as const;

const L = TEAM_PROFILE_LIMITS;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const TEAM_PROFILE_MESSAGES = {
  teamNameRequired: '팀 이름을 입력해 주세요.',
  teamNameLength: `팀 이름은 ${L.teamNameMin}자 이상 ${L.teamNameMax}자 이하로 입력해 주세요.`,
  teamNameTaken: '이미 같은 이름의 팀이 있습니다. 다른 이름을 입력해 주세요.',
  estbDtFormat: '창단일은 YYYY-MM-DD 형식으로 입력해 주세요.',
  estbDtNotReal: '존재하지 않는 날짜입니다. 창단일을 다시 확인해 주세요.',
  estbDtInFuture: '창단일은 오늘 이후로 입력할 수 없습니다.',
  directorMax: `감독 이름은 ${L.personNameMax}자 이하로 입력해 주세요.`,
  managerNameMax: `매니저(운영자) 이름은 ${L.personNameMax}자 이하로 입력해 주세요.`,
  homeGroundMax: `홈 구장은 ${L.homeGroundMax}자 이하로 입력해 주세요.`,
  introductionMax: `팀 소개는 ${L.introductionMax}자 이하로 입력해 주세요.`,
  logoOne: '로고 이미지는 한 개만 올릴 수 있습니다.',
  logoTooLarge: `로고 이미지는 ${L.logoMaxBytes / (1024 * 1024)}MB까지 올릴 수 있습니다.`,
  logoNotImage: '로고는 JPG, PNG, WEBP, GIF 이미지만 올릴 수 있습니다.',
} as const;

const M = TEAM_PROFILE_MESSAGES;

/** Empty text ('' from a form field) is "not given": stored as null. */
const optionalText = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .max(max, message)
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .default(null);

/**
 * The make-team form (/user/makeTeam, POST /api/team/user) and the team info form (teamInfo,
 * POST /api/team/{id}): both multipart, the logo is the request's one file. The introduction is
 * plain text (shown as text, never as HTML); control characters other than line breaks are dropped.
 */
export const teamProfileFormSchema = yup.object({
  teamName: yup
    .string()
    .trim()
    .required(M.teamNameRequired)
    .min(L.teamNameMin, M.teamNameLength)
    .max(L.teamNameMax, M.teamNameLength)
    .default(''),
  director: optionalText(L.personNameMax, M.directorMax),
  managerName: optionalText(L.personNameMax, M.managerNameMax),
  estbDt: yup
    .string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .default(null)
    .matches(DAY_PATTERN, { message: M.estbDtFormat, excludeEmptyString: true })
    .test('real-day', M.estbDtNotReal, (value) => !value || !DAY_PATTERN.test(value) || isRealDay(value))
    .test('not-in-future', M.estbDtInFuture, (value) => !value || !isRealDay(value) || toYmd(value) <= seoulToday()),
  homeGround: optionalText(L.homeGroundMax, M.homeGroundMax),
  introduction: optionalText(L.introductionMax, M.introductionMax).transform((value: unknown) =>
    // eslint-disable-next-line no-control-regex
    typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(/[\x00-\x09\x0b-\x1f\x7f]/g, '') : value,
  ),
});
export type TeamProfileForm = InferType<typeof teamProfileFormSchema>;


/** The logo types the forms offer (the API checks the file's content again). */
export const TEAM_LOGO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** A form's own check of a chosen logo: the problem's message, or null when it may be sent. */
export function teamLogoProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return null;
  if (!TEAM_LOGO_TYPES.includes(file.type)) return M.logoNotImage;
  if (file.size > L.logoMaxBytes) return M.logoTooLarge;
  return null;
}

/** The logo field's hint on the forms. */
export const TEAM_LOGO_HINT = `JPG, PNG, WEBP, GIF 이미지 한 개 (${L.logoMaxBytes / (1024 * 1024)}MB까지). 고르지 않으면 기본 이미지가 보입니다.`;
