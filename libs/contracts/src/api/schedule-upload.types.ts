/**
 * The schedule spreadsheet upload (.xlsx or .csv): its columns, in the template's order. The
 * header row must name every required column; optional ones may be left out. Headers are matched
 * by name, so the columns may come in any order.
 */
export const SCHEDULE_UPLOAD_COLUMNS = [
  { key: 'leagueName', header: '리그', required: true, example: '토요리그' },
  { key: 'scheduleTime', header: '경기일시', required: true, example: '2026-05-02 09:00' },
  { key: 'visitTeamName', header: '원정팀', required: true, example: '블루스' },
  { key: 'homeTeamName', header: '홈팀', required: true, example: '미정' },
  { key: 'groundName', header: '구장', required: true, example: '한강 야구장' },
  { key: 'gameName', header: '경기명', required: false, example: '1라운드' },
  { key: 'writerEmail', header: '기록원 이메일', required: false, example: 'scorer@example.com' },
] as const;

export type ScheduleUploadColumnKey = (typeof SCHEDULE_UPLOAD_COLUMNS)[number]['key'];

/** A team cell naming this is a side not decided yet (팀 미정). */
export const SCHEDULE_UPLOAD_UNDECIDED_TEAM = '미정';

/** Data rows one file may hold (the header row not counted). */
export const SCHEDULE_UPLOAD_MAX_ROWS = 2000;

/** One problem of a cell: its place in the sheet as the spreadsheet shows it. */
export interface ScheduleUploadCellError {
  /** The sheet's row number (the header is row 1, the first game row 2). */
  row: number;
  /** The column letter (A, B, ...) in the uploaded file. */
  column: string;
  /** The column's header (리그, 경기일시, ...). */
  header: string;
  message: string;
}

/** A game row as read from the file, with what it was matched to (null when not found or not given). */
export interface ScheduleUploadRow {
  row: number;
  leagueName: string;
  /** yyyy-MM-dd HH:mm, Korean time, as normalised from the cell ('' when unreadable). */
  scheduleTime: string;
  visitTeamName: string;
  homeTeamName: string;
  groundName: string;
  gameName: string;
  writerEmail: string;
  visitTeamId: number | null;
  homeTeamId: number | null;
  groundId: number | null;
  writerId: number | null;
  errors: ScheduleUploadCellError[];
}

/** POST /api/league/admin/scheduleUpload/{leagueId}/preview: nothing is saved. */
export interface ScheduleUploadPreview {
  fileName: string;
  leagueId: number;
  leagueName: string;
  /** The column letter of each column in this file (optional columns left out are absent). */
  columns: Partial<Record<ScheduleUploadColumnKey, string>>;
  rows: ScheduleUploadRow[];
  /** Every row's errors in sheet order; empty means the file may be saved. */
  errors: ScheduleUploadCellError[];
}

/** POST /api/league/admin/scheduleUpload/{leagueId}/apply: every row saved, in one transaction. */
export interface ScheduleUploadResult {
  leagueId: number;
  count: number;
  gameIds: number[];
}
