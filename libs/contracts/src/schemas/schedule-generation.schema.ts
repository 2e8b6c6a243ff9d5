import type { InferType } from 'yup';
import { idField, numberField } from './fields';
import { yup } from './korean-yup';
import { isRealDay } from './season-form.schema';

export const SCHEDULE_GENERATION_LIMITS = { gameCntMin: 1, gameCntMax: 4, timesMax: 8, groundsMax: 30 } as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const L = SCHEDULE_GENERATION_LIMITS;

export const SCHEDULE_GENERATION_MESSAGES = {
  gameCntRange: `맞대결 수는 ${L.gameCntMin}~${L.gameCntMax} 사이로 입력해 주세요.`,
  weekdaysRequired: '경기 요일을 하나 이상 골라 주세요.',
  weekdayChoice: '요일은 일요일(0)부터 토요일(6) 중에서 골라 주세요.',
  timesRequired: '경기 시작 시간을 하나 이상 입력해 주세요.',
  timesTooMany: `경기 시작 시간은 ${L.timesMax}개까지 입력할 수 있습니다.`,
  timeFormat: '시간은 HH:mm 형식으로 입력해 주세요 (예: 09:00).',
  groundsRequired: '구장을 하나 이상 골라 주세요.',
  groundsTooMany: `구장은 ${L.groundsMax}개까지 고를 수 있습니다.`,
  dayFormat: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  dayNotReal: '존재하지 않는 날짜입니다.',
  endBeforeBegin: '종료일은 시작일과 같거나 그 이후여야 합니다.',
  nothingToChange: '바꿀 날짜, 시간, 구장이나 홈·원정 바꾸기를 하나 이상 보내 주세요.',
} as const;

const M = SCHEDULE_GENERATION_MESSAGES;

export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const dayField = () =>
  yup
    .string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .matches(DAY_PATTERN, M.dayFormat)
    .test('real-day', M.dayNotReal, (value) => value === undefined || !DAY_PATTERN.test(value) || isRealDay(value));

const timeField = () => yup.string().trim().required(M.timeFormat).matches(TIME_PATTERN, M.timeFormat);

/** POST /api/league/admin/scheduleTemp/{leagueId}/generate and .../save. */
export const scheduleGenerateSchema = yup.object({
  leagueId: idField().optional(),
  gameCnt: numberField().required(M.gameCntRange).integer(M.gameCntRange).min(L.gameCntMin, M.gameCntRange).max(L.gameCntMax, M.gameCntRange),
  weekdays: yup
    .array(numberField().required().integer(M.weekdayChoice).min(0, M.weekdayChoice).max(6, M.weekdayChoice))
    .required(M.weekdaysRequired)
    .min(1, M.weekdaysRequired),
  times: yup.array(timeField()).required(M.timesRequired).min(1, M.timesRequired).max(L.timesMax, M.timesTooMany),
  groundIds: yup.array(idField().required()).required(M.groundsRequired).min(1, M.groundsRequired).max(L.groundsMax, M.groundsTooMany),
  beginDate: dayField().optional(),
  endDate: dayField()
    .optional()
    .test('not-before-begin', M.endBeforeBegin, function notBeforeBegin(value) {
      const begin = (this.parent as { beginDate?: string }).beginDate;
      return !value || !begin || value >= begin;
    }),
});
export type ScheduleGenerateBody = InferType<typeof scheduleGenerateSchema>;

/** PATCH /api/league/admin/scheduleTemp/{leagueId}/game/{tempGameId}. */
export const tempScheduleGameChangeSchema = yup
  .object({
    date: dayField().optional(),
    time: yup.string().trim().matches(TIME_PATTERN, M.timeFormat).optional(),
    groundId: idField().optional(),
    swap: yup.boolean().optional(),
  })
  .test('something', M.nothingToChange, (value) => Boolean(value && (value.date || value.time || value.groundId || value.swap)));
export type TempScheduleGameChangeBody = InferType<typeof tempScheduleGameChangeSchema>;

/** POST /api/league/admin/scheduleTemp/{leagueId}/apply. */
export const tempScheduleApplySchema = yup.object({ tempId: idField().required() });
export type TempScheduleApplyBody = InferType<typeof tempScheduleApplySchema>;
