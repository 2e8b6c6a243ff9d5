import { formatDayHeading, groupByDay } from './day-groups';

// The machine's zone must not matter: every day is a Seoul day.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatDayHeading', () => {
  it('writes the Seoul date with its Korean weekday', () => {
    expect(formatDayHeading('2026-05-03T18:30:00+09:00')).toBe('2026-05-03 (일)');
    expect(formatDayHeading('2026-05-04T09:00:00+09:00')).toBe('2026-05-04 (월)');
    // 15:30 UTC on the 2nd is already the 3rd (Sunday) in Seoul, and still the 2nd in Los Angeles.
    expect(formatDayHeading('2026-05-02T15:30:00Z')).toBe('2026-05-03 (일)');
    expect(formatDayHeading('2026-05-02T14:59:00Z')).toBe('2026-05-02 (토)');
  });

  it('is empty for a missing date', () => {
    expect(formatDayHeading(null)).toBe('');
  });
});

describe('groupByDay', () => {
  const games = [
    { id: 1, time: '2026-05-02T09:00:00+09:00' },
    { id: 2, time: '2026-05-02T23:30:00+09:00' },
    { id: 3, time: '2026-05-02T15:00:00Z' }, // 00:00 on the 3rd in Seoul
    { id: 4, time: '2026-05-03T13:00:00+09:00' },
    { id: 5, time: '2026-05-10T08:00:00+09:00' },
  ];

  it('puts games of the same Seoul day under one heading, in the given order', () => {
    const groups = groupByDay(games, (game) => game.time);
    expect(groups.map((group) => group.heading)).toEqual(['2026-05-02 (토)', '2026-05-03 (일)', '2026-05-10 (일)']);
    expect(groups.map((group) => group.items.map((game) => game.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(groups[0].day).toBe('2026-05-02');
  });

  it('keeps the days in the order they first appear (results come newest first)', () => {
    const groups = groupByDay([...games].reverse(), (game) => game.time);
    expect(groups.map((group) => group.day)).toEqual(['2026-05-10', '2026-05-03', '2026-05-02']);
    expect(groups[1].items.map((game) => game.id)).toEqual([4, 3]);
  });

  it('collects games without a date under 날짜 미정', () => {
    const groups = groupByDay([{ time: '' }], (game) => game.time);
    expect(groups).toEqual([{ day: '', heading: '날짜 미정', items: [{ time: '' }] }]);
  });
});
