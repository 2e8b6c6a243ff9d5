import type { InferType } from 'yup';
import { PLAYER_SEARCH_FIELDS, type PlayerSearchField } from '../api/registration.types';
import { proTypeMiddles, proTypes, type ProType, type ProTypeMiddle } from '../enums';
import { idField, memberOf, numberField } from './fields';
import { yup } from './korean-yup';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export const REGISTRATION_LIMITS = { playersPerRequest: 100, searchValueMax: 20, waitDaysMax: 365 } as const;

export const REGISTRATION_MESSAGES = {
  registerDateRequired: '등록일을 입력해 주세요.',
  registerDateFormat: '등록일은 YYYY-MM-DD 형식으로 입력해 주세요.',
  registerDateNotReal: '존재하지 않는 날짜입니다.',
  playersRequired: '등록할 선수를 한 명 이상 선택해 주세요.',
  playersTooMany: `한 번에 ${REGISTRATION_LIMITS.playersPerRequest}명까지 등록할 수 있습니다.`,
  searchNameChoice: '검색 항목은 이름, 생년월일, 전화번호 중에서 골라 주세요.',
  searchValueRequired: '검색어를 입력해 주세요.',
  waitDaysRange: `대기 기간은 0~${REGISTRATION_LIMITS.waitDaysMax}일 사이로 입력해 주세요.`,
} as const;

const M = REGISTRATION_MESSAGES;

/** A registration date: a real day as YYYY-MM-DD (the API also checks it lies within the season). */
const optionalRegisterDateField = () =>
  yup
    .string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .matches(DAY, M.registerDateFormat)
    .test('real-day', M.registerDateNotReal, (value) => value === undefined || !DAY.test(value) || isRealDay(value));

export const registerDateField = () => optionalRegisterDateField().required(M.registerDateRequired);

/**
 * POST /api/league/admin/league/{l}/team/{t}/register: players of the team's roster, and their
 * registration date (today in Korea when left out).
 */
export const registerPlayersSchema = yup.object({
  playerIds: yup
    .array(idField().required())
    .required(M.playersRequired)
    .min(1, M.playersRequired)
    .max(REGISTRATION_LIMITS.playersPerRequest, M.playersTooMany),
  registerDate: optionalRegisterDateField().optional(),
});
export type RegisterPlayersPayload = InferType<typeof registerPlayersSchema>;

/** PATCH /api/league/admin/league/{l}/team/{t}/register/{p} */
export const registerDateSchema = yup.object({ registerDate: registerDateField() });
export type RegisterDatePayload = InferType<typeof registerDateSchema>;

export const playerSearchFields: Record<PlayerSearchField, string> = { name: '이름', birthday: '생년월일', phone: '전화번호' };

/** GET /api/league/admin/season/{s}/player/search?searchName&searchValue */
export const playerSearchQuerySchema = yup.object({
  searchName: yup
    .string()
    .required(M.searchNameChoice)
    .test(memberOf<string>(PLAYER_SEARCH_FIELDS, M.searchNameChoice)) as yup.StringSchema<PlayerSearchField>,
  searchValue: yup.string().trim().required(M.searchValueRequired).max(REGISTRATION_LIMITS.searchValueMax),
});
export type PlayerSearchQuery = InferType<typeof playerSearchQuerySchema>;

/** PUT /api/league/admin/main/{id}/eligibility */
export const eligibilitySettingsSchema = yup.object({
  waitDays: numberField().required(M.waitDaysRange).integer(M.waitDaysRange).min(0, M.waitDaysRange).max(REGISTRATION_LIMITS.waitDaysMax, M.waitDaysRange),
  allowedProTypes: yup.array(numberField<ProType>().required().test(memberOf(proTypes.codes))).required().default([]),
  allowedProTypeMiddles: yup.array(numberField<ProTypeMiddle>().required().test(memberOf(proTypeMiddles.codes))).required().default([]),
});
export type EligibilitySettingsPayload = InferType<typeof eligibilitySettingsSchema>;
