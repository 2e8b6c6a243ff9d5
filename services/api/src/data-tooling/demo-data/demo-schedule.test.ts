import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { daysOfWeek, doubleRoundRobin, GroundBook, seasonCalendar } from './demo-schedule';

dayjs.extend(utc);

describe('doubleRoundRobin', () => {
  it('meets every pair twice, once at each home, one game per team per round', () => {
    const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const rounds = doubleRoundRobin(teams);
    expect(rounds).toHaveLength(14);
    for (const pairs of rounds) {
      expect(pairs).toHaveLength(4);
      expect(new Set(pairs.flat()).size).toBe(8);
    }
    const games = rounds.flat().map(([visit, home]) => `${visit}@${home}`);
    expect(new Set(games).size).toBe(56);
    for (const visit of teams) for (const home of teams) if (visit !== home) expect(games).toContain(`${visit}@${home}`);
  });

  it('gives a bye in an odd league', () => {
    const rounds = doubleRoundRobin(['a', 'b', 'c']);
    expect(rounds.flat()).toHaveLength(6);
  });
});

describe('calendar', () => {
  it('lists weekend days and puts the final on the second Saturday of December', () => {
    const saturdays = daysOfWeek('2026-03-01', '2026-03-31', [6]);
    expect(saturdays).toEqual(['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28']);
    for (const year of [2007, 2025, 2026]) {
      const { finalDate } = seasonCalendar(year);
      expect(dayjs.utc(finalDate).day()).toBe(6);
      expect(Number(finalDate.slice(8))).toBeGreaterThanOrEqual(8);
      expect(Number(finalDate.slice(8))).toBeLessThanOrEqual(14);
    }
  });
});

describe('GroundBook', () => {
  it('fills four slots per field and keeps a team to one game a day unless allowed two', () => {
    const book = new GroundBook(1);
    const day = '2026-04-04';
    const placed = [
      book.place(day, ['a', 'b'], [0]),
      book.place(day, ['c', 'd'], [0]),
      book.place(day, ['a', 'e'], [0]),
      book.place(day, ['e', 'f'], [0]),
      book.place(day, ['g', 'h'], [0]),
      book.place(day, ['i', 'j'], [0]),
    ];
    expect(placed.map((slot) => slot?.time ?? null)).toEqual(['07:00', '09:30', null, '12:00', '14:30', null]);
    expect(book.place('2026-04-05', ['a', 'b'], [0], 2)?.time).toBe('07:00');
    expect(book.place('2026-04-05', ['a', 'b'], [0], 2)?.time).toBe('09:30');
    expect(book.place('2026-04-05', ['a', 'c'], [0], 2)).toBeNull();
  });
});
