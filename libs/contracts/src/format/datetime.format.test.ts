import {
  defaultMonthChoice,
  formatDate,
  formatDateTime,
  seoulInstant,
  seoulWallClockDate,
  formatMonthLabel,
  formatTime,
  formatTimestamp,
  monthChoices,
  seoulWeekday,
} from './datetime.format';
import { toSeoulTime } from './seoul-calendar';

// Instants are chosen around midnight where UTC and Seoul (UTC+9) fall on different days, so
// these tests fail on a machine that formats in its own zone whatever TZ the runner has.
const utc = (iso: string) => new Date(`${iso}Z`);

describe('Seoul date formatting', () => {
  it('formats instants in Korean time across the day boundary', () => {
    expect(formatDateTime(utc('2024-05-01T14:59:00'))).toBe('2024-05-01 23:59');
    expect(formatDateTime(utc('2024-05-01T15:00:00'))).toBe('2024-05-02 00:00');
    expect(formatDate(utc('2024-12-31T15:00:00'))).toBe('2025-01-01');
    expect(formatTime(utc('2024-05-01T15:05:00'))).toBe('00:05');
    expect(formatDateTime(utc('2024-05-01T15:05:00').getTime())).toBe('2024-05-02 00:05');
  });

  it('gives the Korean weekday, and refuses wall-clock days that do not exist', () => {
    expect(seoulWeekday(utc('2026-05-02T15:30:00'))).toBe(0); // Sunday 2026-05-03 00:30 in Seoul
    expect(seoulWeekday('2026-05-02 23:59')).toBe(6);
    expect(seoulWeekday(null)).toBeNull();
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDateTime('2024-05-01 24:10')).toBe('');
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
  });

  it('reads strings with an offset as instants', () => {
    expect(formatDateTime('2024-05-01T15:30:00Z')).toBe('2024-05-02 00:30');
    expect(formatDateTime('2024-05-01T18:30:00+09:00')).toBe('2024-05-01 18:30');
    expect(formatDateTime('2024-05-01T01:00:00-05:00')).toBe('2024-05-01 15:00');
  });

  it('reads strings without an offset as Seoul wall-clock time', () => {
    expect(formatDateTime('2024-05-01 18:30')).toBe('2024-05-01 18:30');
    expect(formatDateTime('2024-05-01 00:10:00')).toBe('2024-05-01 00:10');
    expect(formatDate('2024-05-01')).toBe('2024-05-01');
    expect(formatDate('20001231')).toBe('2000-12-31');
    expect(seoulInstant('2024-05-01 00:10')).toBe(Date.parse('2024-04-30T15:10:00.000Z'));
    expect(toSeoulTime('2024-05-01 00:10')?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-01 00:10');
  });

  it('gives an empty string for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatTimestamp', () => {
  // 00:30 on 2 May in Seoul, still 1 May in UTC
  const now = utc('2024-05-01T15:30:00');

  it('shows the time for today in Seoul', () => {
    expect(formatTimestamp(utc('2024-05-01T15:10:00'), now)).toBe('00:10');
  });

  it('shows month-day for an earlier day this year, even when UTC says it is today', () => {
    expect(formatTimestamp(utc('2024-05-01T14:50:00'), now)).toBe('05-01');
    expect(formatTimestamp(utc('2024-01-01T00:00:00'), now)).toBe('01-01');
  });

  it('shows the full date for another year in Seoul', () => {
    const newYear = utc('2024-12-31T15:10:00'); // 2025-01-01 00:10 in Seoul
    expect(formatTimestamp(utc('2024-12-31T14:00:00'), newYear)).toBe('2024-12-31');
    expect(formatTimestamp(utc('2024-12-31T15:01:00'), newYear)).toBe('00:01');
  });

  it('is empty without a time', () => {
    expect(formatTimestamp(null, now)).toBe('');
  });
});

describe('month choices', () => {
  it('label YYYYMM as YY년 MM월', () => {
    expect(formatMonthLabel('202405')).toBe('24년 05월');
    expect(formatMonthLabel('202413')).toBe('');
    expect(formatMonthLabel('2024-05')).toBe('');
  });

  it('cover the season from its begin month to its end month', () => {
    expect(monthChoices('2024-03-15', '2024-06-01')).toEqual([
      { value: '202403', label: '24년 03월' },
      { value: '202404', label: '24년 04월' },
      { value: '202405', label: '24년 05월' },
      { value: '202406', label: '24년 06월' },
    ]);
    expect(monthChoices('2024-11-30', '2025-02-01').map((choice) => choice.value)).toEqual([
      '202411',
      '202412',
      '202501',
      '202502',
    ]);
  });

  it('take the month of instants in Seoul', () => {
    // 1 March 00:00 in Seoul is still February in UTC
    expect(monthChoices(utc('2024-02-29T15:00:00'), utc('2024-03-31T14:59:00')).map((c) => c.value)).toEqual(['202403']);
  });

  it('are empty when the season ends before it begins or has no dates', () => {
    expect(monthChoices('2024-05-01', '2024-04-01')).toEqual([]);
    expect(monthChoices(null, '2024-04-01')).toEqual([]);
  });

  it('default to the current month inside the season, else the nearest end', () => {
    const season = monthChoices('2024-03-01', '2024-10-31');
    expect(defaultMonthChoice(season, utc('2024-05-31T15:00:00'))).toBe('202406'); // 1 June in Seoul
    expect(defaultMonthChoice(season, utc('2024-01-10T00:00:00'))).toBe('202403');
    expect(defaultMonthChoice(season, utc('2025-01-10T00:00:00'))).toBe('202410');
    expect(defaultMonthChoice([], utc('2025-01-10T00:00:00'))).toBe('');
  });
});

describe('historic game times', () => {
  it.each([
    ['1905-06-01T13:00:00+09:00', '1905-06-01 13:00'], // Asia/Seoul would add local mean time (+08:27:52)
    ['1955-05-05T13:00:00+09:00', '1955-05-05 13:00'], // +08:30 then
    ['1987-07-01T13:00:00+09:00', '1987-07-01 13:00'], // summer time then
    ['1987-07-01 13:00', '1987-07-01 13:00'],
  ])('%s is shown as written, with its +09:00 offset', (input, shown) => {
    expect(formatDateTime(input)).toBe(shown);
  });
});


describe('seoulWallClockDate', () => {
  it('reads as the Korean wall clock in local fields, whatever the machine zone', () => {
    const date = seoulWallClockDate(Date.UTC(2024, 4, 1, 15, 5));
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2024, 4, 2, 0, 5]);
  });
});
