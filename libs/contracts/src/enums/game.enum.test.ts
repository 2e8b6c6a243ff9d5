import {
  creditsPitcherDecisions,
  gameOutcome,
  officialScore,
  type GameResultInput,
  InvalidGameResultError,
  validateGameResult,
  WIN_TYPE_RULES,
  type WinType,
  winTypes,
} from './game.enum';

const game = (winType: WinType, visitScore: number, homeScore: number, winnerSide?: 'visit' | 'home'): GameResultInput => ({
  winType,
  visitScore,
  homeScore,
  winnerSide,
});

describe('win type rules', () => {
  it('give every win type a rule', () => {
    for (const code of winTypes.codes) expect(WIN_TYPE_RULES[code].code).toBe(code);
  });

  it('void the player lines of a no-contest only', () => {
    const voiding = winTypes.codes.filter((code) => WIN_TYPE_RULES[code].voidsPlayerLines);
    expect(voiding).toEqual(['5']);
    expect(WIN_TYPE_RULES['5'].countsAsGame).toBe(false);
    expect(winTypes.codes.filter((code) => !WIN_TYPE_RULES[code].countsAsGame)).toEqual(['5']);
  });

  it('mark 8 as a loss for both and 6, 7, 9 as declared', () => {
    expect(winTypes.codes.filter((code) => WIN_TYPE_RULES[code].bothLose)).toEqual(['8']);
    expect(winTypes.codes.filter((code) => WIN_TYPE_RULES[code].decidedBy === 'declared')).toEqual(['6', '7', '9']);
  });
});

describe('gameOutcome', () => {
  it.each(['1', '2', '3', 'A'] as const)('type %s: more runs wins, level is a draw', (winType) => {
    expect(gameOutcome(game(winType, 5, 3))).toEqual({ counted: true, visit: 'W', home: 'L', winnerSide: 'visit' });
    expect(gameOutcome(game(winType, 2, 7))).toEqual({ counted: true, visit: 'L', home: 'W', winnerSide: 'home' });
    expect(gameOutcome(game(winType, 4, 4))).toEqual({ counted: true, visit: 'D', home: 'D', winnerSide: null });
  });

  it('type 4 (승부치기) is decided by score, or by the named winner when level', () => {
    expect(gameOutcome(game('4', 6, 5))).toMatchObject({ visit: 'W', home: 'L' });
    expect(gameOutcome(game('4', 5, 5, 'home'))).toMatchObject({ visit: 'L', home: 'W' });
    expect(() => gameOutcome(game('4', 5, 5))).toThrow('승부치기 승은 동점일 때 승리 팀을 지정해야 합니다.');
  });

  it.each(['6', '7', '9'] as const)('type %s gives the win to the named side whatever the score', (winType) => {
    expect(gameOutcome(game(winType, 8, 2, 'home'))).toEqual({ counted: true, visit: 'L', home: 'W', winnerSide: 'home' });
    expect(gameOutcome(game(winType, 0, 0, 'visit'))).toEqual({ counted: true, visit: 'W', home: 'L', winnerSide: 'visit' });
    expect(() => gameOutcome(game(winType, 8, 2))).toThrow(InvalidGameResultError);
    expect(() => gameOutcome(game(winType, 8, 2))).toThrow(`${winTypes.label(winType)}은 승리 팀을 지정해야 합니다.`);
  });

  it('type 8 is a loss for both teams', () => {
    expect(gameOutcome(game('8', 0, 0))).toEqual({ counted: true, visit: 'L', home: 'L', winnerSide: null });
    expect(gameOutcome(game('8', 3, 1))).toEqual({ counted: true, visit: 'L', home: 'L', winnerSide: null });
  });

  it('type 5 counts for nobody', () => {
    expect(gameOutcome(game('5', 3, 1))).toEqual({ counted: false, visit: null, home: null, winnerSide: null });
  });
});

describe('validateGameResult', () => {
  it('accepts consistent results', () => {
    expect(validateGameResult(game('1', 3, 2, 'visit'))).toBeNull();
    expect(validateGameResult(game('3', 2, 2))).toBeNull();
    expect(validateGameResult(game('9', 2, 2, 'visit'))).toBeNull();
  });

  it('explains inconsistent results in Korean', () => {
    expect(validateGameResult(game('1', 3, 2, 'home'))).toBe('승리 팀이 점수와 맞지 않습니다.');
    expect(validateGameResult(game('1', 2, 2, 'home'))).toContain('무승부');
    expect(validateGameResult(game('6', 0, 0))).toBe('몰수승은 승리 팀을 지정해야 합니다.');
    expect(validateGameResult(game('5', 1, 0, 'visit'))).toBe('노게임에는 승리 팀이 없습니다.');
    expect(validateGameResult(game('1', -1, 0))).toBe('점수는 0 이상의 정수여야 합니다.');
    expect(validateGameResult(game('1', 1.5, 0))).toBe('점수는 0 이상의 정수여야 합니다.');
    expect(validateGameResult({ ...game('1', 1, 0), winType: 'B' as WinType })).toBe('승리 유형이 올바르지 않습니다.');
  });
});

describe('forfeits and defaults (OBR 9.03(e))', () => {
  const forfeit = (visitScore: number, homeScore: number, winnerSide: 'visit' | 'home' = 'visit') => ({ winType: '6' as const, winnerSide, visitScore, homeScore });

  it('a forfeit won by the team that led on the field credits a winning and a losing pitcher', () => {
    expect(creditsPitcherDecisions(forfeit(5, 2))).toBe(true);
    expect(creditsPitcherDecisions({ ...forfeit(1, 3, 'home'), winType: '7' })).toBe(true);
  });

  it('a forfeit awarded to the team that was behind or level credits no pitcher', () => {
    expect(creditsPitcherDecisions(forfeit(2, 5))).toBe(false);
    expect(creditsPitcherDecisions(forfeit(3, 3))).toBe(false);
    expect(creditsPitcherDecisions(forfeit(0, 0))).toBe(false); // before any play
  });

  it('games won on the field credit decisions; draws, lots, 노게임 and unfinished games do not', () => {
    expect(creditsPitcherDecisions({ winType: '1', winnerSide: 'home', visitScore: 1, homeScore: 2 })).toBe(true);
    expect(creditsPitcherDecisions({ winType: '1', winnerSide: null, visitScore: 2, homeScore: 2 })).toBe(false);
    expect(creditsPitcherDecisions({ winType: '9', winnerSide: 'home', visitScore: 2, homeScore: 2 })).toBe(false);
    expect(creditsPitcherDecisions({ winType: '5', winnerSide: null, visitScore: 0, homeScore: 3 })).toBe(false);
    expect(creditsPitcherDecisions({ winType: null, winnerSide: null, visitScore: 0, homeScore: 3 })).toBe(false);
  });

  it('lists show the official forfeit score, the league\'s runs to 0 for the awarded team', () => {
    expect(officialScore(forfeit(2, 5), 9)).toEqual({ visitScore: 9, homeScore: 0 });
    expect(officialScore({ ...forfeit(0, 0, 'home'), winType: '7' }, 7)).toEqual({ visitScore: 0, homeScore: 7 });
    expect(officialScore({ winType: '1', winnerSide: 'home', visitScore: 1, homeScore: 2 }, 9)).toEqual({ visitScore: 1, homeScore: 2 });
  });
});
