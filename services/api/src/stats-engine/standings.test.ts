import { DEFAULT_LEAGUE_RECORD_SETTINGS, InvalidGameResultError, type WinType } from '@dugout/contracts';
import { computeStandings, type StandingRow, type StandingsGame, type StandingsTeam, teamGamesOf } from './standings';

const A = 1;
const B = 2;
const C = 3;
const D = 4;
const X = 99; // an interleague opponent without a row
const names: Record<number, string> = { [A]: '가람', [B]: '나래', [C]: '다온', [D]: '라온' };
const teams = (...ids: number[]): StandingsTeam[] => ids.map((teamId) => ({ teamId, teamName: names[teamId] }));

let nextGameId = 1;
function game(
  visitTeamId: number,
  visitScore: number,
  homeScore: number,
  homeTeamId: number,
  winType: WinType = '1',
  winnerSide?: 'visit' | 'home',
): StandingsGame {
  nextGameId += 1;
  return { gameId: nextGameId, visitTeamId, homeTeamId, visitScore, homeScore, winType, winnerSide };
}

/**
 * The standings of the teams, with the runs their batting and pitching lines would total when
 * every line adds up to the score (a 노게임's lines do not count).
 */
function standings(ids: number[], games: StandingsGame[], settings?: Parameters<typeof computeStandings>[2]): StandingRow[] {
  const withRuns = teams(...ids).map((team) => {
    let runsScored = 0;
    let runsAllowed = 0;
    for (const g of games.filter((counted) => counted.winType !== '5')) {
      if (g.visitTeamId === team.teamId) [runsScored, runsAllowed] = [runsScored + g.visitScore, runsAllowed + g.homeScore];
      if (g.homeTeamId === team.teamId) [runsScored, runsAllowed] = [runsScored + g.homeScore, runsAllowed + g.visitScore];
    }
    return { ...team, runsScored, runsAllowed };
  });
  return computeStandings(withRuns, games, settings);
}

const row = (rows: StandingRow[], teamId: number) => {
  const found = rows.find((r) => r.teamId === teamId);
  if (!found) throw new Error(`no row for ${teamId}`);
  return found;
};
const summary = (r: StandingRow) => ({ g: r.games, w: r.win, l: r.lose, d: r.draw, point: r.point, rs: r.runsScored, ra: r.runsAllowed });
const order = (rows: StandingRow[]) => rows.map((r) => [r.teamId, r.rank]);

describe('win types in the standings', () => {
  type Case = [WinType, number, number, 'visit' | 'home' | undefined, ReturnType<typeof summary>, ReturnType<typeof summary>];
  const W = (rs: number, ra: number) => ({ g: 1, w: 1, l: 0, d: 0, point: 3, rs, ra });
  const L = (rs: number, ra: number) => ({ g: 1, w: 0, l: 1, d: 0, point: 0, rs, ra });
  const Dr = (rs: number, ra: number) => ({ g: 1, w: 0, l: 0, d: 1, point: 1, rs, ra });
  const none = { g: 0, w: 0, l: 0, d: 0, point: 0, rs: 0, ra: 0 };
  const cases: Case[] = [
    ['1', 5, 3, undefined, W(5, 3), L(3, 5)],
    ['1', 3, 3, undefined, Dr(3, 3), Dr(3, 3)],
    ['2', 10, 0, undefined, W(10, 0), L(0, 10)],
    ['2', 4, 4, undefined, Dr(4, 4), Dr(4, 4)],
    ['3', 1, 2, undefined, L(1, 2), W(2, 1)],
    ['3', 0, 0, undefined, Dr(0, 0), Dr(0, 0)],
    ['4', 7, 6, undefined, W(7, 6), L(6, 7)],
    ['4', 5, 5, 'home', L(5, 5), W(5, 5)],
    ['5', 3, 1, undefined, none, none],
    ['6', 8, 2, 'home', L(8, 2), W(2, 8)],
    ['7', 0, 0, 'visit', W(0, 0), L(0, 0)],
    ['8', 0, 0, undefined, L(0, 0), L(0, 0)],
    ['9', 2, 2, 'visit', W(2, 2), L(2, 2)],
    ['A', 2, 6, undefined, L(2, 6), W(6, 2)],
    ['A', 2, 2, undefined, Dr(2, 2), Dr(2, 2)],
  ];

  it.each(cases)('type %s %d:%d winner %s', (winType, visitScore, homeScore, winnerSide, visit, home) => {
    const rows = standings([A, B], [game(A, visitScore, homeScore, B, winType, winnerSide)]);
    expect(summary(row(rows, A))).toEqual(visit);
    expect(summary(row(rows, B))).toEqual(home);
  });

  it('refuses a forfeit without its winner and a game of a team against itself', () => {
    expect(() => standings([A, B], [game(A, 9, 0, B, '6')])).toThrow(InvalidGameResultError);
    expect(() => standings([A], [game(A, 1, 0, A)])).toThrow(InvalidGameResultError);
  });
});

describe('win pct, games behind and points', () => {
  it('excludes draws from win pct and includes them in G and points', () => {
    const rows = standings([A, B, C], [game(A, 3, 1, B), game(A, 2, 2, C), game(B, 0, 1, A), game(C, 5, 4, A)]);
    // A: W, D, W, L -> 2-1-1, pct 2/3, points 3+1+3+0
    expect(row(rows, A)).toMatchObject({ games: 4, win: 2, lose: 1, draw: 1, point: 7 });
    expect(row(rows, A).winPct).toBeCloseTo(2 / 3, 12);
    expect(row(rows, B).winPct).toBe(0);
    expect(row(rows, C).winPct).toBe(1); // 1-0-1
  });

  it('gives games behind as ((Wa - Wb) + (Lb - La)) / 2 from the leader', () => {
    // A 5-1, B 3-3, C 1-5 (games among themselves and with an outside team)
    const games = [
      ...Array.from({ length: 5 }, () => game(A, 1, 0, X)),
      game(A, 0, 1, X),
      ...Array.from({ length: 3 }, () => game(B, 1, 0, X)),
      ...Array.from({ length: 3 }, () => game(B, 0, 1, X)),
      game(C, 1, 0, X),
      ...Array.from({ length: 5 }, () => game(C, 0, 1, X)),
    ];
    const rows = standings([A, B, C], games);
    expect(rows.map((r) => [r.teamId, r.rank, r.gamesBehind])).toEqual([
      [A, 1, 0],
      [B, 2, 2], // ((5 - 3) + (3 - 1)) / 2
      [C, 3, 4],
    ]);
  });

  it('counts half games when games played differ', () => {
    const rows = standings([A, B], [game(A, 1, 0, X), game(A, 1, 0, X), game(B, 1, 0, X), game(B, 0, 1, X), game(B, 2, 2, X)]);
    expect(row(rows, B).gamesBehind).toBe(1); // A 2-0, B 1-1-1: ((2 - 1) + (1 - 0)) / 2
    const uneven = standings([A, B], [game(A, 1, 0, X), game(A, 1, 0, X), game(B, 1, 0, X)]);
    expect(row(uneven, B).gamesBehind).toBe(0.5);
  });

  it('measures from the first-placed team furthest above .500 when first place is shared', () => {
    // A 2-1 and B 4-2 share the best pct; B is 2 over .500, A 1
    const games = [game(A, 1, 0, X), game(A, 1, 0, X), game(A, 0, 1, X)];
    games.push(...Array.from({ length: 4 }, () => game(B, 1, 0, X)), game(B, 0, 1, X), game(B, 0, 1, X));
    const rows = standings([A, B], games, { ...DEFAULT_LEAGUE_RECORD_SETTINGS, tiebreakOrder: ['winPct'] });
    expect(rows.map((r) => [r.teamId, r.rank, r.gamesBehind])).toEqual([
      [A, 1, 0.5],
      [B, 1, 0],
    ]);
  });

  it('uses the league points setting', () => {
    const settings = { ...DEFAULT_LEAGUE_RECORD_SETTINGS, pointsWin: 2, pointsDraw: 1, pointsLoss: -1 };
    const rows = standings([A, B], [game(A, 3, 1, B), game(A, 2, 2, B)], settings);
    expect(row(rows, A).point).toBe(3);
    expect(row(rows, B).point).toBe(0);
  });

  it('can rank by points first', () => {
    // A 4-2 (12 points, 0.667) against B 2-0 (6 points, 1.000)
    const games = [
      ...Array.from({ length: 4 }, () => game(A, 1, 0, X)),
      game(A, 0, 1, X),
      game(A, 0, 1, X),
      game(B, 1, 0, X),
      game(B, 1, 0, X),
    ];
    expect(order(standings([A, B], games))).toEqual([
      [B, 1],
      [A, 2],
    ]);
    const byPoints = standings([A, B], games, { ...DEFAULT_LEAGUE_RECORD_SETTINGS, tiebreakOrder: ['points', 'winPct'] });
    expect(order(byPoints)).toEqual([
      [A, 1],
      [B, 2],
    ]);
    expect(row(byPoints, B).gamesBehind).toBe(0); // ((4 - 2) + (0 - 2)) / 2
  });
});

describe('draws only', () => {
  it('gives every team 0.000, a point per draw and a shared first place when all else is level', () => {
    const rows = standings([A, B], [game(A, 1, 1, B), game(B, 2, 2, A)]);
    for (const r of rows) {
      expect(r).toMatchObject({ rank: 1, games: 2, win: 0, lose: 0, draw: 2, winPct: 0, gamesBehind: 0, point: 2 });
    }
    expect(rows.map((r) => r.teamName)).toEqual(['가람', '나래']);
  });

  it('still orders by runs allowed when draws leave pct and head-to-head level', () => {
    // A-B 2:2, B-C 1:1, C-A 0:0 -> runs allowed: C 1, A 2, B 3
    const rows = standings([A, B, C], [game(A, 2, 2, B), game(B, 1, 1, C), game(C, 0, 0, A)]);
    expect(order(rows)).toEqual([
      [C, 1],
      [A, 2],
      [B, 3],
    ]);
  });
});

describe('tiebreaks', () => {
  it('breaks a win pct tie by head-to-head before runs', () => {
    // A and B both 2-1; A beat B; B allowed fewer runs (5 against 7)
    const games = [game(A, 3, 2, B), game(C, 5, 0, A), game(A, 1, 0, D), game(B, 4, 1, C), game(B, 2, 1, D)];
    const rows = standings([A, B, C, D], games);
    expect(row(rows, A)).toMatchObject({ win: 2, lose: 1, runsAllowed: 7 });
    expect(row(rows, B)).toMatchObject({ win: 2, lose: 1, runsAllowed: 5 });
    expect(order(rows).slice(0, 2)).toEqual([
      [A, 1],
      [B, 2],
    ]);
  });

  it('goes to runs allowed when head-to-head is split', () => {
    const games = [game(A, 2, 1, B), game(B, 3, 2, A), game(A, 5, 2, C), game(B, 1, 0, C)];
    const rows = standings([A, B, C], games);
    expect(row(rows, A).runsAllowed).toBe(6);
    expect(row(rows, B).runsAllowed).toBe(4);
    expect(order(rows)).toEqual([
      [B, 1],
      [A, 2],
      [C, 3],
    ]);
  });

  it('goes to runs scored when runs allowed are level too', () => {
    const games = [game(A, 2, 1, B), game(B, 3, 2, A), game(A, 5, 0, C), game(B, 4, 0, C)];
    const rows = standings([A, B, C], games);
    expect(summary(row(rows, A))).toMatchObject({ rs: 9, ra: 4 });
    expect(summary(row(rows, B))).toMatchObject({ rs: 8, ra: 4 });
    expect(order(rows)).toEqual([
      [A, 1],
      [B, 2],
      [C, 3],
    ]);
  });

  it('shares the rank when every tiebreaker is level, listing by name', () => {
    const games = [game(B, 2, 1, A), game(A, 2, 1, B), game(A, 3, 0, C), game(B, 3, 0, C)];
    const rows = standings([C, B, A], games);
    expect(order(rows)).toEqual([
      [A, 1],
      [B, 1],
      [C, 3],
    ]);
    expect(row(rows, C).gamesBehind).toBe(1.5); // leaders 2-1, C 0-2
  });

  it('counts head-to-head among the tied teams only', () => {
    // A, B, C all at 0.667. Among themselves A 2-0, B 1-1, C 0-2; their games with D differ.
    const games = [
      game(A, 1, 0, B),
      game(A, 1, 0, C),
      game(B, 1, 0, C),
      game(D, 1, 0, A),
      game(B, 1, 0, D),
      ...Array.from({ length: 4 }, () => game(C, 9, 0, D)),
    ];
    const rows = standings([A, B, C, D], games);
    expect([A, B, C].map((id) => row(rows, id).winPct)).toEqual([2 / 3, 2 / 3, 2 / 3]);
    expect(order(rows)).toEqual([
      [A, 1],
      [B, 2],
      [C, 3],
      [D, 4],
    ]);
  });

  it('rates a tied team without head-to-head decisions between winners and losers', () => {
    // A beat B; C never met either. All 1-1 through games with an outside team.
    const games = [game(A, 1, 0, B), game(A, 0, 1, X), game(B, 1, 0, X), game(C, 1, 0, X), game(C, 0, 1, X)];
    const rows = standings([A, B, C], games);
    expect(order(rows)).toEqual([
      [A, 1],
      [C, 2],
      [B, 3],
    ]);
  });

  it('applies the league order of criteria', () => {
    // Same games as the head-to-head case, but runs allowed first: B ahead
    const games = [game(A, 3, 2, B), game(C, 5, 0, A), game(A, 1, 0, D), game(B, 4, 1, C), game(B, 2, 1, D)];
    const rows = standings([A, B, C, D], games, {
      ...DEFAULT_LEAGUE_RECORD_SETTINGS,
      tiebreakOrder: ['winPct', 'runsAllowed', 'headToHead'],
    });
    expect(order(rows).slice(0, 2)).toEqual([
      [B, 1],
      [A, 2],
    ]);
  });
});

describe('rows', () => {
  it('include league teams without games, sharing the rank of the level ones', () => {
    const rows = standings([A, B, C], [game(A, 1, 0, B)]);
    expect(order(rows)).toEqual([
      [A, 1],
      [C, 2],
      [B, 3],
    ]);
    expect(summary(row(rows, C))).toEqual({ g: 0, w: 0, l: 0, d: 0, point: 0, rs: 0, ra: 0 });
  });

  it('count games against an interleague opponent for the listed team only', () => {
    const rows = standings([A], [game(A, 4, 2, X)]);
    expect(rows).toEqual([
      {
        rank: 1,
        teamId: A,
        teamName: '가람',
        logoImg: null,
        games: 1,
        win: 1,
        lose: 0,
        draw: 0,
        winPct: 1,
        gamesBehind: 0,
        point: 3,
        runsScored: 4,
        runsAllowed: 2,
      },
    ]);
  });

  it('give team games without no-contests for qualification', () => {
    const rows = standings([A, B], [game(A, 1, 0, B), game(A, 1, 0, B, '5'), game(A, 0, 0, B, '8')]);
    expect(teamGamesOf(rows)).toEqual(
      new Map([
        [A, 2],
        [B, 2],
      ]),
    );
  });
});
