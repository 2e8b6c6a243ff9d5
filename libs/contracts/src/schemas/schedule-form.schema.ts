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

/** The form's date-time: yyyy-MM-dd HH:mm in Korean time (a datetime-local value's 'T' is accepted too). */
export const SCHEDULE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

export const SCHEDULE_MESSAGES = {
  timeRequired: '경기 일시를 입력해 주세요.',
  timeFormat: '경기 일시는 yyyy-MM-dd HH:mm 형식으로 입력해 주세요.',
  bothInterleague: '교류전은 원정·홈 중 한쪽만 지정할 수 있습니다.',
  interleagueLeagueRequired: '교류전 팀의 소속 리그를 선택해 주세요.',
  interleagueSameLeague: '교류전 팀의 리그는 경기 리그와 달라야 합니다.',
} as const;

/** Turns a select value into a team id: '' / 0 / null (팀 미정) become null. */
export function teamChoice(value: Choice): number | null {
  if (!isChosen(value)) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A valid yyyy-MM-dd HH:mm (or with T) wall-clock time, normalised to 'yyyy-MM-dd HH:mm'; null otherwise. */
export function normaliseScheduleTime(value: string | null | undefined): string | null {
  const match = SCHEDULE_TIME_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}`;
}

const teamIdField = () =>
  yup
    .mixed<number>()
    .transform((value: unknown) => (value === '' || value === undefined || value === null ? null : Number(value)))
    .nullable()
    .test('team-id', '팀 번호가 올바르지 않습니다.', (value) => value === null || value === undefined || (Number.isInteger(value) && value >= 0))
    .transform((value: number | null) => (value === 0 ? null : value));

const optionalIdField = () =>
  yup
    .mixed<number>()
    .transform((value: unknown) => (value === '' || value === undefined || value === null || value === 0 || value === '0' ? null : Number(value)))
    .nullable()
    .test('id', '번호가 올바르지 않습니다.', (value) => value === null || value === undefined || (Number.isInteger(value) && value > 0));

/**
 * POST / PATCH .../schedule/game body. Teams: null or 0 is 팀 미정. Only one side may be
 * interleague; a side that is not interleague has its league id dropped. The server adds what needs
 * the database: the date inside the season, teams of the leagues, the ground and the scorer.
 */
export const scheduleGameSchema = yup
  .object({
    leagueId: optionalIdField(),
    gameName: yup.string().trim().max(50).nullable().default(null),
    scheduleTime: yup
      .string()
      .trim()
      .required(SCHEDULE_MESSAGES.timeRequired)
      .test('format', SCHEDULE_MESSAGES.timeFormat, (value) => normaliseScheduleTime(value) !== null)
      .transform((value: string) => normaliseScheduleTime(value) ?? value),
    groundId: optionalIdField(),
    writerId: optionalIdField(),
    visitTeamId: teamIdField(),
    homeTeamId: teamIdField(),
    visitTeamInterleague: yup.boolean().default(false),
    homeTeamInterleague: yup.boolean().default(false),
    visitTeamLeagueId: optionalIdField(),
    homeTeamLeagueId: optionalIdField(),
  })
  .test('schedule-rules', '', function check(value) {
    const v = value as Record<string, unknown>;
    const fail = (path: string, message: string) => this.createError({ path, message });
    if (v['visitTeamInterleague'] && v['homeTeamInterleague']) return fail('homeTeamInterleague', SCHEDULE_MESSAGES.bothInterleague);
    for (const side of ['visit', 'home'] as const) {
      if (!v[`${side}TeamInterleague`]) continue;
      const guestLeague = v[`${side}TeamLeagueId`];
      if (guestLeague === null || guestLeague === undefined) return fail(`${side}TeamLeagueId`, SCHEDULE_MESSAGES.interleagueLeagueRequired);
      if (v['leagueId'] !== null && v['leagueId'] !== undefined && Number(guestLeague) === Number(v['leagueId'])) {
        return fail(`${side}TeamLeagueId`, SCHEDULE_MESSAGES.interleagueSameLeague);
      }
    }
    const visit = v['visitTeamId'] as number | null;
    const home = v['homeTeamId'] as number | null;
    if (visit !== null && home !== null && visit !== undefined && visit === home) return fail('homeTeamId', M.sameTeam);
    return true;
  })
  .transform((value: Record<string, unknown>) => ({
    ...value,
    visitTeamLeagueId: value['visitTeamInterleague'] ? value['visitTeamLeagueId'] : null,
    homeTeamLeagueId: value['homeTeamInterleague'] ? value['homeTeamLeagueId'] : null,
  }));
export type ScheduleGamePayload = InferType<typeof scheduleGameSchema>;

/** One game as the server inserts it (after the schema): teams null when undecided. */
export interface ScheduleGameInput {
  leagueId: number;
  gameName?: string | null;
  /** yyyy-MM-dd HH:mm, Korean time. */
  scheduleTime: string;
  groundId?: number | null;
  writerId?: number | null;
  visitTeamId: number | null;
  homeTeamId: number | null;
  visitTeamInterleague?: boolean;
  homeTeamInterleague?: boolean;
  visitTeamLeagueId?: number | null;
  homeTeamLeagueId?: number | null;
  /** 'Y' locks the matchup (a suspended game's resumption); default 'N'. */
  dayNight?: 'Y' | 'N';
}

/** PATCH /api/league/schedule/{id}/resume body: the suspended game's new date (and ground). */
export const scheduleResumeSchema = yup.object({
  scheduleTime: yup
    .string()
    .trim()
    .required(SCHEDULE_MESSAGES.timeRequired)
    .test('format', SCHEDULE_MESSAGES.timeFormat, (value) => normaliseScheduleTime(value) !== null)
    .transform((value: string) => normaliseScheduleTime(value) ?? value),
  groundId: optionalIdField(),
});
export type ScheduleResumePayload = InferType<typeof scheduleResumeSchema>;

/** GET .../schedule/conflicts query. */
export const scheduleConflictQuerySchema = yup.object({
  time: yup
    .string()
    .trim()
    .required(SCHEDULE_MESSAGES.timeRequired)
    .test('format', SCHEDULE_MESSAGES.timeFormat, (value) => normaliseScheduleTime(value) !== null)
    .transform((value: string) => normaliseScheduleTime(value) ?? value),
  teamIds: yup
    .string()
    .trim()
    .default('')
    .matches(/^(\d+(,\d+)*)?$/, '팀 번호는 쉼표로 구분한 숫자로 입력해 주세요.'),
  groundId: optionalIdField(),
  excludeGameId: optionalIdField(),
});
export type ScheduleConflictQuery = InferType<typeof scheduleConflictQuerySchema>;

/**
 * Spec 5: edit, cancel and delete are shown only when the game has no record, or dayNight is Y,
 * or the game time is on or after the day before the list's reference day; cancel is hidden for a
 * cancelled game and delete when a record exists.
 */
export function scheduleRowActions(
  row: { hasRecord: boolean; dayNight: string | null; isCancel: boolean; scheduleTime: string },
  referenceDay: string,
): { edit: boolean; cancel: boolean; delete: boolean } {
  const [y, m, d] = referenceDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  const gameDay = row.scheduleTime.slice(0, 10);
  const shown = !row.hasRecord || row.dayNight === 'Y' || gameDay >= dayBefore;
  return { edit: shown, cancel: shown && !row.isCancel, delete: shown && !row.hasRecord };
}
