import { DEFAULT_LINEUP_DEADLINE_MINUTES, lineupClosed, lineupDeadline, lineupsRevealed } from './lineup-deadline';

describe('lineup deadline', () => {
  const gameTime = '2026-05-02T18:00:00+09:00';
  const deadline = lineupDeadline(gameTime, DEFAULT_LINEUP_DEADLINE_MINUTES);

  it('closes the lineups the set minutes before the game time, at the deadline itself', () => {
    expect(new Date(deadline).toISOString()).toBe('2026-05-02T08:30:00.000Z');
    expect(lineupClosed(deadline, deadline - 1)).toBe(false);
    expect(lineupClosed(deadline, deadline)).toBe(true);
    expect(lineupDeadline(gameTime, 0)).toBe(Date.parse(gameTime));
  });

  it('keeps both lineups hidden until both are submitted or the deadline has passed', () => {
    const before = deadline - 60_000;
    expect(lineupsRevealed({ visitSubmitted: true, homeSubmitted: false }, deadline, before)).toBe(false);
    expect(lineupsRevealed({ visitSubmitted: false, homeSubmitted: true }, deadline, before)).toBe(false);
    expect(lineupsRevealed({ visitSubmitted: true, homeSubmitted: true }, deadline, before)).toBe(true);
    expect(lineupsRevealed({ visitSubmitted: true, homeSubmitted: false }, deadline, deadline)).toBe(true);
  });
});
