import type { ScheduleUploadColumnKey } from '@dugout/contracts';
import type { ScheduleSheet } from './schedule-file.reader';
import { normalizeDateTime, validateScheduleRows, writerEmails, type ScheduleUploadContext } from './schedule-rows.validator';
import { SCHEDULE_ROW_ERRORS as E } from './schedule-upload.messages';

const context: ScheduleUploadContext = {
  league: { leagueId: 7, leagueName: '토요리그' },
  season: { beginDate: '2026-03-01', endDate: '2026-11-30' },
  teams: [
    { teamId: 1, teamName: '블루스' },
    { teamId: 2, teamName: '레즈' },
    { teamId: 3, teamName: '쌍둥이' },
    { teamId: 4, teamName: '쌍둥이' },
  ],
  grounds: [{ groundId: 10, groundName: '한강 야구장' }],
  writers: new Map([['scorer@example.com', 99]]),
};

const columns = { leagueName: 'A', scheduleTime: 'B', visitTeamName: 'C', homeTeamName: 'D', groundName: 'E', gameName: 'F', writerEmail: 'G' } as const;
const good: Record<ScheduleUploadColumnKey, string> = {
  leagueName: '토요리그',
  scheduleTime: '2026-05-02 09:00',
  visitTeamName: '블루스',
  homeTeamName: '레즈',
  groundName: '한강 야구장',
  gameName: '1라운드',
  writerEmail: 'Scorer@Example.com',
};
const sheetOf = (...rows: Partial<Record<ScheduleUploadColumnKey, string>>[]): ScheduleSheet => ({
  kind: 'xlsx',
  columns,
  rows: rows.map((cells, index) => ({ row: index + 2, cells: { ...good, ...cells } })),
});
const errorsOf = (...rows: Partial<Record<ScheduleUploadColumnKey, string>>[]) =>
  validateScheduleRows(sheetOf(...rows), context).flatMap((row) => row.errors.map((error) => [error.row, error.column, error.header, error.message]));

describe('validateScheduleRows', () => {
  it('matches a good row: teams, 미정, ground and scorer by name or e-mail', () => {
    const [row, undecided] = validateScheduleRows(sheetOf({}, { visitTeamName: ' 블루 스', homeTeamName: '미정', writerEmail: '', scheduleTime: '2026/5/9 9:00:00' }), context);
    expect(row).toMatchObject({ row: 2, scheduleTime: '2026-05-02 09:00', visitTeamId: 1, homeTeamId: 2, groundId: 10, writerId: 99, errors: [] });
    expect(undecided).toMatchObject({ row: 3, scheduleTime: '2026-05-09 09:00', visitTeamId: 1, homeTeamId: null, writerId: null, errors: [] });
  });

  it('reports every bad cell with its row, column and header', () => {
    // Each row on its own day, so none is a copy of another.
    const days = (...rows: Partial<Record<ScheduleUploadColumnKey, string>>[]) =>
      rows.map((cells, index) => ({ scheduleTime: `2026-06-${String(index + 1).padStart(2, '0')} 10:00`, ...cells }));
    expect(
      errorsOf(
        ...days(
        { leagueName: '일요리그' },
        { scheduleTime: '2026-05-02' },
        { scheduleTime: '2026-12-01 09:00' },
        { visitTeamName: '없는팀', homeTeamName: '' },
        { homeTeamName: '블루스' },
        { groundName: '잠실' },
        { visitTeamName: '쌍둥이' },
        { gameName: 'x'.repeat(51), writerEmail: 'nobody@example.com' },
        { writerEmail: 'not-an-email' },
        ),
      ),
    ).toEqual([
      [2, 'A', '리그', E.otherLeague('토요리그')],
      [3, 'B', '경기일시', E.badDateTime],
      [4, 'B', '경기일시', E.outsideSeason('2026-03-01', '2026-11-30')],
      [5, 'C', '원정팀', E.unknownTeam('없는팀')],
      [5, 'D', '홈팀', E.required('홈팀')],
      [6, 'D', '홈팀', E.sameTeam],
      [7, 'E', '구장', E.unknownGround('잠실')],
      [8, 'C', '원정팀', E.ambiguousTeam('쌍둥이')],
      [9, 'F', '경기명', E.gameNameTooLong(50)],
      [9, 'G', '기록원 이메일', E.unknownWriter('nobody@example.com')],
      [10, 'G', '기록원 이메일', E.badEmail],
    ]);
  });

  it('reports the same game twice, naming the first row; undecided sides are not compared', () => {
    expect(errorsOf({}, { gameName: '' }, { homeTeamName: '미정' }, { homeTeamName: '미정' })).toEqual([[3, 'B', '경기일시', E.duplicateGame(2)]]);
  });

  it('lists the valid scorer e-mails once, lower-cased', () => {
    expect(writerEmails(sheetOf({}, { writerEmail: 'scorer@EXAMPLE.com' }, { writerEmail: 'bad' }, { writerEmail: '' }))).toEqual(['scorer@example.com']);
  });
});

describe('normalizeDateTime', () => {
  it.each([
    ['2026-05-02 09:00', '2026-05-02 09:00'],
    ['2026.5.2 9:05', '2026-05-02 09:05'],
    ['2026-05-02 18:30:00', '2026-05-02 18:30'],
    ['2026-02-30 09:00', null],
    ['2026-05-02 24:00', null],
    ['2026-05-02T09:00', null],
    ['내일 아침', null],
  ])('%s → %s', (text, expected) => expect(normalizeDateTime(text)).toBe(expected));
});
