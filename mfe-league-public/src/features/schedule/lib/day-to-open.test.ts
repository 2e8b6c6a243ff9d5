import { dayToOpen } from './day-to-open';

const days = ['2026-03-21', '2026-03-22', '2026-04-11', '2026-12-12'];

describe('dayToOpen', () => {
  it("opens on today's games when there are some", () => {
    expect(dayToOpen(days, '2026-03-22')).toEqual({ day: '2026-03-22', upcoming: true });
  });

  it('opens on the next day with games between game days, and on the first before the season', () => {
    expect(dayToOpen(days, '2026-11-28')).toEqual({ day: '2026-12-12', upcoming: true });
    expect(dayToOpen(days, '2026-01-05')).toEqual({ day: '2026-03-21', upcoming: true });
  });

  it('opens on the last day once every game is past, and skips games without a date', () => {
    expect(dayToOpen([...days, ''], '2027-01-02')).toEqual({ day: '2026-12-12', upcoming: false });
    expect(dayToOpen(['', '2026-03-21'], '2026-03-01')).toEqual({ day: '2026-03-21', upcoming: true });
  });

  it('has nothing to open on for a list without dated games', () => {
    expect(dayToOpen([], '2026-03-01')).toBeNull();
    expect(dayToOpen([''], '2026-03-01')).toBeNull();
  });
});
