import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './fields';
import { yup } from './korean-yup';
import { VALIDATION_LIMITS as L } from './validation-limits';

/** A select value: '' / null / undefined means nothing was chosen; 0 is the "team undecided" choice. */
type Choice = string | number | null | undefined;

export interface ScheduleFormSelection {
  leagueId: Choice;
  visitTeamId: Choice;
  homeTeamId: Choice;
}

export interface ScheduleFormCheck {
  message: string;
  fails: (values: ScheduleFormSelection) => boolean;
}

const isChosen = (value: Choice) => value !== undefined && value !== null && String(value).trim() !== '';
const isRealTeam = (value: Choice) => isChosen(value) && Number(value) !== 0;

/** The admin schedule form's checks, in the order they are reported (each one an alert). */
export const scheduleFormChecks: readonly ScheduleFormCheck[] = [
  { message: M.leagueRequired, fails: (v) => !isChosen(v.leagueId) || Number(v.leagueId) === 0 },
  { message: M.awayTeamRequired, fails: (v) => !isChosen(v.visitTeamId) },
  { message: M.homeTeamRequired, fails: (v) => !isChosen(v.homeTeamId) },
  {
    message: M.sameTeam,
    fails: (v) =>
      isRealTeam(v.visitTeamId) && isRealTeam(v.homeTeamId) && Number(v.visitTeamId) === Number(v.homeTeamId),
  },
];

/** The message of the first failing schedule form check, or null when the selection is fine. */
export function firstScheduleFormError(values: ScheduleFormSelection): string | null {
  return scheduleFormChecks.find((check) => check.fails(values))?.message ?? null;
}

export const DEFAULT_CANCEL_REASON = '우천취소';

/** PATCH /api/league/schedule/{id}/cancel body. */
export const cancelReasonSchema = yup.object({
  reason: yup.string().trim().required().max(L.cancelReasonMax, M.cancelReasonMax).default(DEFAULT_CANCEL_REASON),
});
export type CancelReasonPayload = InferType<typeof cancelReasonSchema>;
