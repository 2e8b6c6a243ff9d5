import { type WinType, winTypes } from '@dugout/contracts';
import { type BattingLine, type BoxScore, emptyBattingLine, emptyPitchingLine } from '.';
import { type CountedGame, ledgerPlayerKey, ledgerTeamKey, StatLedger } from './stat-ledger';

const batting = (counts: Partial<BattingLine>): BattingLine => ({ ...emptyBattingLine(), ...counts });

function game(winType: WinType, visitScore: number, homeScore: number, winnerSide: 'visit' | 'home' | null, leagues = { visit: 1, home: 1 }): CountedGame {
  const box: BoxScore = {
    gameId: 1,
    winType,
    visitTeamId: 10,
    homeTeamId: 20,
    lines: [
      { playerId: 100, teamId: 10, batting: batting({ pa: 4, ab: 4, h: 2, hr: 1, r: 1, rbi: 2 }) },
      { playerId: 101, teamId: 10, pitching: { ...emptyPitchingLine(), outs: 18, bf: 25, h: 5, r: homeScore, er: homeScore, decision: winnerSide === 'visit' ? 'w' : null } },
      { playerId: 101, teamId: 10, batting: batting({ pa: 3, ab: 3, h: 1 }) },
      { playerId: 200, teamId: 20, batting: batting({ pa: 4, ab: 3, bb: 1, h: 1 }) },
    ],
  };
  return { box, visitLeagueId: leagues.visit, homeLeagueId: leagues.home, visitScore, homeScore, winnerSide };
}

describe('StatLedger', () => {
  it('adds a game to players and teams, counting a two-way player once', () => {
    const ledger = new StatLedger();
    ledger.apply(game('1', 5, 3, 'visit'), 1);
    const twoWay = ledger.players.get(ledgerPlayerKey(1, 10, 101))?.totals;
    expect(twoWay?.games).toBe(1);
    expect(twoWay?.batting).toMatchObject({ games: 1, h: 1 });
    expect(twoWay?.pitching).toMatchObject({ games: 1, outs: 18, wins: 1 });
    expect(ledger.teams.get(ledgerTeamKey(1, 10))?.record).toEqual({ games: 1, win: 1, lose: 0, draw: 0 });
    expect(ledger.teams.get(ledgerTeamKey(1, 20))?.record).toEqual({ games: 1, win: 0, lose: 1, draw: 0 });
    expect(ledger.teams.get(ledgerTeamKey(1, 10))?.totals.batting).toMatchObject({ games: 1, pa: 7, h: 3, hr: 1 });
  });

  it('removing what was added leaves nothing, and remembers every key it touched', () => {
    const ledger = new StatLedger();
    ledger.apply(game('1', 5, 3, 'visit'), 1);
    ledger.apply(game('1', 5, 3, 'visit'), -1);
    expect(ledger.players.size).toBe(0);
    expect(ledger.teams.size).toBe(0);
    expect([...ledger.touchedPlayers].sort()).toEqual(['1:10:100', '1:10:101', '1:20:200']);
    expect([...ledger.touchedTeams].sort()).toEqual(['1:10', '1:20']);
  });

  it('refuses to remove a game that was never added', () => {
    const ledger = new StatLedger();
    expect(() => ledger.apply(game('1', 5, 3, 'visit'), -1)).toThrow(RangeError);
  });

  it('counts each side in its own league (interleague)', () => {
    const ledger = new StatLedger();
    ledger.apply(game('1', 2, 4, 'home', { visit: 7, home: 1 }), 1);
    expect(ledger.players.has(ledgerPlayerKey(7, 10, 100))).toBe(true);
    expect(ledger.players.has(ledgerPlayerKey(1, 20, 200))).toBe(true);
    expect(ledger.teams.get(ledgerTeamKey(7, 10))?.record.lose).toBe(1);
    expect(ledger.teams.get(ledgerTeamKey(1, 20))?.record.win).toBe(1);
    expect(ledger.teams.has(ledgerTeamKey(1, 10))).toBe(false);
  });

  it.each(winTypes.codes)('applies win type %s by the rules', (winType) => {
    const cases: Record<WinType, [number, number, 'visit' | 'home' | null, string, string]> = {
      '1': [3, 3, null, 'D', 'D'],
      '2': [12, 0, 'visit', 'W', 'L'],
      '3': [1, 2, 'home', 'L', 'W'],
      '4': [4, 4, 'home', 'L', 'W'],
      '5': [1, 0, null, '-', '-'],
      '6': [7, 0, 'visit', 'W', 'L'],
      '7': [0, 7, 'home', 'L', 'W'],
      '8': [0, 0, null, 'L', 'L'],
      '9': [2, 2, 'visit', 'W', 'L'],
      A: [5, 1, 'visit', 'W', 'L'],
    };
    const [visitScore, homeScore, winner, visitResult, homeResult] = cases[winType];
    const ledger = new StatLedger();
    ledger.apply(game(winType, visitScore, homeScore, winner), 1);
    const resultOf = (teamId: number) => {
      const record = ledger.teams.get(ledgerTeamKey(1, teamId))?.record;
      if (!record) return '-';
      expect(record.games).toBe(1);
      return record.win ? 'W' : record.lose ? 'L' : 'D';
    };
    expect([resultOf(10), resultOf(20)]).toEqual([visitResult, homeResult]);
    // Only 노게임 voids the player lines.
    expect(ledger.players.size).toBe(winType === '5' ? 0 : 3);
  });
});
