import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { InferType } from 'yup';
import { yup } from './korean-yup';

dayjs.extend(customParseFormat);

export const SEASON_NAME_MAX = 50;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const SEASON_FORM_MESSAGES = {
  dayFormat: 'YYYY-MM-DD 형식의 날짜를 입력해 주세요.',
  dayNotReal: '존재하지 않는 날짜입니다.',
  endBeforeBegin: '종료일은 시작일과 같거나 그 이후여야 합니다.',
} as const;

/** True for YYYY-MM-DD naming a day that exists (2024-02-29 yes, 2023-02-29 no). */
export function isRealDay(value: string): boolean {
  return DAY_PATTERN.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();
}

const dayField = () =>
  yup
    .string()
    .trim()
    .required()
    .matches(DAY_PATTERN, SEASON_FORM_MESSAGES.dayFormat)
    .test('real-day', SEASON_FORM_MESSAGES.dayNotReal, (value) => value === undefined || !DAY_PATTERN.test(value) || isRealDay(value));

/**
 * The admin season form and the body of POST/PUT /api/league/main/{id}/season[/{seasonId}]:
 * name, begin and end day (YYYY-MM-DD, begin <= end) and whether it is the active season.
 * Overlap with another season of the main is checked by the API.
 */
export const seasonFormSchema = yup.object({
  seasonName: yup.string().trim().required().min(1).max(SEASON_NAME_MAX).default(''),
  beginDate: dayField().default(''),
  endDate: dayField()
    .test('not-before-begin', SEASON_FORM_MESSAGES.endBeforeBegin, function notBeforeBegin(value) {
      const begin = (this.parent as { beginDate?: string }).beginDate;
      if (!value || !begin || !isRealDay(value) || !isRealDay(begin)) return true;
      return value >= begin;
    })
    .default(''),
  active: yup.boolean().required().default(false),
});
export type SeasonForm = InferType<typeof seasonFormSchema>;
