import {
  SCHEDULE_UPLOAD_COLUMNS,
  SCHEDULE_UPLOAD_UNDECIDED_TEAM,
  type ScheduleUploadCellError,
  type ScheduleUploadColumnKey,
  type ScheduleUploadRow,
  VALIDATION_LIMITS,
  yup,
} from '@dugout/contracts';
import type { ScheduleSheet } from './schedule-file.reader';
import { SCHEDULE_ROW_ERRORS as E } from './schedule-upload.messages';

/** The schedule.game_name column's length. */
export const GAME_NAME_MAX = 50;

/** What the rows are checked against: the chosen league, its season, its member teams, the grounds and the members by e-mail. */
export interface ScheduleUploadContext {
  league: { leagueId: number; leagueName: string };
  /** yyyy-MM-dd, both days included. */
  season: { beginDate: string; endDate: string };
  teams: readonly { teamId: number; teamName: string }[];
  grounds: readonly { groundId: number; groundName: string }[];
  /** Member ids by lower-cased e-mail; an e-mail absent here has no member. */
  writers: ReadonlyMap<string, number>;
}

const HEADERS = Object.fromEntries(SCHEDULE_UPLOAD_COLUMNS.map((column) => [column.key, column.header])) as Record<ScheduleUploadColumnKey, string>;
const email = yup.string().required().email().max(VALIDATION_LIMITS.emailMax);

/**
 * yyyy-MM-dd HH:mm (the template's form). Also read: / or . between the date's parts, one-digit
 * month, day and hour, and seconds, as Excel writes a date-time cell into a CSV ('2026/5/2 9:00').
 */
const DATE_TIME = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\s+(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** The cell as yyyy-MM-dd HH:mm, or null when it is no real date and time. */
export function normalizeDateTime(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/** Names compared without case or spaces ('블루 스' is '블루스'). */
const nameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

function byName<T>(items: readonly T[], name: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = nameKey(name(item));
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

/** The e-mails of the rows' scorer column, lower-cased, for the member lookup. */
export function writerEmails(sheet: ScheduleSheet): string[] {
  return [...new Set(sheet.rows.map((row) => row.cells.writerEmail.toLowerCase()).filter((value) => value !== '' && email.isValidSync(value)))];
}

/**
 * Checks every cell of every game row against the context. Each problem is reported with its
 * sheet row and column (letter and header); the rows come back with what their names matched.
 */
export function validateScheduleRows(sheet: ScheduleSheet, context: ScheduleUploadContext): ScheduleUploadRow[] {
  const teams = byName(context.teams, (team) => team.teamName);
  const grounds = byName(context.grounds, (ground) => ground.groundName);
  const seen = new Map<string, number>();

  return sheet.rows.map(({ row, cells }) => {
    const errors: ScheduleUploadCellError[] = [];
    const fail = (key: ScheduleUploadColumnKey, message: string) =>
      errors.push({ row, column: sheet.columns[key] ?? '', header: HEADERS[key], message });
    const required = (key: ScheduleUploadColumnKey): boolean => {
      if (cells[key] !== '') return true;
      fail(key, E.required(HEADERS[key]));
      return false;
    };

    if (required('leagueName') && nameKey(cells.leagueName) !== nameKey(context.league.leagueName)) {
      fail('leagueName', E.otherLeague(context.league.leagueName));
    }

    let scheduleTime = '';
    if (required('scheduleTime')) {
      const normalized = normalizeDateTime(cells.scheduleTime);
      if (!normalized) fail('scheduleTime', E.badDateTime);
      else {
        scheduleTime = normalized;
        const day = normalized.slice(0, 10);
        if (day < context.season.beginDate || day > context.season.endDate) {
          fail('scheduleTime', E.outsideSeason(context.season.beginDate, context.season.endDate));
        }
      }
    }

    const team = (key: 'visitTeamName' | 'homeTeamName'): number | null => {
      if (!required(key) || cells[key] === SCHEDULE_UPLOAD_UNDECIDED_TEAM) return null;
      const found = teams.get(nameKey(cells[key])) ?? [];
      if (found.length === 0) fail(key, E.unknownTeam(cells[key]));
      else if (found.length > 1) fail(key, E.ambiguousTeam(cells[key]));
      return found.length === 1 ? (found[0]?.teamId ?? null) : null;
    };
    const visitTeamId = team('visitTeamName');
    const homeTeamId = team('homeTeamName');
    if (visitTeamId !== null && visitTeamId === homeTeamId) fail('homeTeamName', E.sameTeam);

    let groundId: number | null = null;
    if (required('groundName')) {
      const found = grounds.get(nameKey(cells.groundName)) ?? [];
      if (found.length === 0) fail('groundName', E.unknownGround(cells.groundName));
      else if (found.length > 1) fail('groundName', E.ambiguousGround(cells.groundName));
      else groundId = found[0]?.groundId ?? null;
    }

    if (cells.gameName.length > GAME_NAME_MAX) fail('gameName', E.gameNameTooLong(GAME_NAME_MAX));

    let writerId: number | null = null;
    if (cells.writerEmail !== '') {
      const address = cells.writerEmail.toLowerCase();
      if (!email.isValidSync(address)) fail('writerEmail', E.badEmail);
      else {
        writerId = context.writers.get(address) ?? null;
        if (writerId === null) fail('writerEmail', E.unknownWriter(cells.writerEmail));
      }
    }

    // The same two teams at the same time twice is a copy-paste slip (undecided sides are not compared).
    if (scheduleTime && visitTeamId !== null && homeTeamId !== null) {
      const key = `${scheduleTime}|${visitTeamId}|${homeTeamId}`;
      const first = seen.get(key);
      if (first !== undefined) fail('scheduleTime', E.duplicateGame(first));
      else seen.set(key, row);
    }

    return {
      row,
      ...cells,
      scheduleTime: scheduleTime || cells.scheduleTime,
      visitTeamId,
      homeTeamId,
      groundId,
      writerId,
      errors,
    };
  });
}
