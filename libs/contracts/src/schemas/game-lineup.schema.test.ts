import { gameLineupSchema, LINEUP_MESSAGES, lineupProblems, type LineupEntryLike } from './game-lineup.schema';
import { validateInput } from './validation-errors';

const FIELD = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

/** Nine starters: the pitcher bats ninth, or a DH bats ninth and the pitcher sits at 0. */
function lineup(dh = false): LineupEntryLike[] {
  const starters = FIELD.map((position, index) => ({ playerId: index + 1, batNum: index + 1, position }));
  if (!dh) return [...starters, { playerId: 9, batNum: 9, position: 'P' }];
  return [...starters, { playerId: 9, batNum: 9, position: 'DH' }, { playerId: 10, batNum: 0, position: 'P' }];
}

describe('lineupProblems', () => {
  it('accepts a lineup with the pitcher batting, and one with a DH and the starting pitcher at 0', () => {
    expect(lineupProblems(lineup())).toEqual([]);
    expect(lineupProblems(lineup(true))).toEqual([]);
    expect(lineupProblems([...lineup(true), { playerId: 11, batNum: 100, position: null }, { playerId: 12, batNum: 10, position: 'DH' }])).toEqual([]);
  });

  it('refuses a player twice, a batting number twice and missing starters', () => {
    expect(lineupProblems([...lineup(), { playerId: 3, batNum: 100, position: null }])).toContain(LINEUP_MESSAGES.duplicatePlayer(3));
    expect(lineupProblems([...lineup(), { playerId: 20, batNum: 9, position: null }])).toContain(LINEUP_MESSAGES.duplicateBatNum(9));
    expect(lineupProblems(lineup().filter((entry) => entry.batNum !== 4))).toContain(LINEUP_MESSAGES.missingStarters([4]));
  });

  it('needs a position for each starter and each fielding position once', () => {
    const entries = lineup().map((entry) => (entry.batNum === 2 ? { ...entry, position: 'C' } : entry));
    expect(lineupProblems(entries)).toEqual(expect.arrayContaining([LINEUP_MESSAGES.duplicatePosition('C'), LINEUP_MESSAGES.missingPosition('1B')]));
    expect(lineupProblems(lineup().map((entry) => (entry.batNum === 5 ? { ...entry, position: null } : entry)))).toContain(LINEUP_MESSAGES.starterPosition(5));
  });

  it('places the pitcher by the DH rule', () => {
    expect(lineupProblems(lineup(true).filter((entry) => entry.batNum !== 0))).toContain(LINEUP_MESSAGES.dhNeedsPitcher);
    expect(lineupProblems([...lineup(), { playerId: 10, batNum: 0, position: 'P' }])).toContain(LINEUP_MESSAGES.pitcherWithoutDh);
    expect(lineupProblems([...lineup(true), { playerId: 11, batNum: -1, position: 'P' }])).toContain(LINEUP_MESSAGES.onePitcher);
  });
});

describe('gameLineupSchema', () => {
  it('passes a good lineup and reports the first rule broken on entries', async () => {
    await expect(validateInput(gameLineupSchema, { entries: lineup() })).resolves.toMatchObject({ ok: true });
    const result = await validateInput(gameLineupSchema, { entries: [...lineup(), { playerId: 1, batNum: 101, position: null }] });
    expect(result).toMatchObject({ ok: false, errors: { entries: LINEUP_MESSAGES.duplicatePlayer(1) } });
  });

  it('refuses batting numbers out of range and unknown positions', async () => {
    const bad = await validateInput(gameLineupSchema, { entries: [{ playerId: 1, batNum: 500, position: 'XX' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.values(bad.errors)).toEqual(expect.arrayContaining([LINEUP_MESSAGES.batNumRange, LINEUP_MESSAGES.positionChoice]));
    await expect(validateInput(gameLineupSchema, { entries: [] })).resolves.toMatchObject({ ok: false, errors: { entries: LINEUP_MESSAGES.entriesRequired } });
  });
});
