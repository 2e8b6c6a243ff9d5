import { defineCodes } from './code-set';

/** A pitcher's decision in one game. */
export const PitcherResult = { Win: 'w', Loss: 'l', Save: 's', Hold: 'h' } as const;
export type PitcherResult = (typeof PitcherResult)[keyof typeof PitcherResult];
export const pitcherResults = defineCodes<PitcherResult>(['w', 'l', 's', 'h'], {
  w: '승',
  l: '패',
  s: '세이브',
  h: '홀드',
});

export const WinType = {
  Normal: '1',
  Called: '2',
  TimeLimit: '3',
  Tiebreak: '4',
  NoContest: '5',
  Forfeit: '6',
  Default: '7',
  BothForfeit: '8',
  DrawLot: '9',
  RainCalled: 'A',
} as const;
export type WinType = (typeof WinType)[keyof typeof WinType];
export const winTypes = defineCodes<WinType>(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'A'], {
  '1': '정상 승리',
  '2': '콜드게임 승',
  '3': '시간제한 승',
  '4': '승부치기 승',
  '5': '노게임',
  '6': '몰수승',
  '7': '기권승',
  '8': '양팀 몰수패',
  '9': '추첨승',
  A: '강우콜드 승',
});
/** The win type's choice for no win type (null): a game still being played, with no result yet. */
export const WIN_TYPE_IN_PROGRESS_LABEL = '경기 중 (결과 없음)';

/**
 * What a finished game's win type means for the standings and the player records.
 *
 * - decidedBy 'score': the side with more runs wins. When the score is level the game is a
 *   draw if drawWhenLevel, otherwise (승부치기) the winner must be named explicitly.
 * - decidedBy 'declared': 몰수승, 기권승 and 추첨승 name the winner explicitly, whatever the
 *   score on the field says.
 * - decidedBy 'none': 노게임 counts for nobody; 양팀 몰수패 is a loss for both teams.
 * - voidsPlayerLines: only 노게임. After a forfeit the lines recorded before it still count
 *   (official scoring rules); a forfeit before play simply has none. 양팀 몰수패 is treated
 *   the same way as a forfeit.
 */
export interface WinTypeRule {
  readonly code: WinType;
  readonly label: string;
  readonly decidedBy: 'score' | 'declared' | 'none';
  /** The game is one of G for both teams. */
  readonly countsAsGame: boolean;
  /** One side wins and the other loses (or, by score and level, both draw). */
  readonly countsAsDecision: boolean;
  readonly drawWhenLevel: boolean;
  readonly bothLose: boolean;
  readonly voidsPlayerLines: boolean;
}

const rule = (
  code: WinType,
  decidedBy: WinTypeRule['decidedBy'],
  flags: Partial<Pick<WinTypeRule, 'drawWhenLevel' | 'bothLose' | 'voidsPlayerLines'>> = {},
): WinTypeRule =>
  Object.freeze({
    code,
    label: winTypes.labels[code],
    decidedBy,
    countsAsGame: !flags.voidsPlayerLines,
    countsAsDecision: decidedBy !== 'none',
    drawWhenLevel: flags.drawWhenLevel ?? false,
    bothLose: flags.bothLose ?? false,
    voidsPlayerLines: flags.voidsPlayerLines ?? false,
  });

export const WIN_TYPE_RULES: Readonly<Record<WinType, WinTypeRule>> = Object.freeze({
  '1': rule('1', 'score', { drawWhenLevel: true }),
  '2': rule('2', 'score', { drawWhenLevel: true }),
  '3': rule('3', 'score', { drawWhenLevel: true }),
  '4': rule('4', 'score'),
  '5': rule('5', 'none', { voidsPlayerLines: true }),
  '6': rule('6', 'declared'),
  '7': rule('7', 'declared'),
  '8': rule('8', 'none', { bothLose: true }),
  '9': rule('9', 'declared'),
  A: rule('A', 'score', { drawWhenLevel: true }),
});

export type GameSide = 'visit' | 'home';
/** W win, L loss, D draw. */
export type TeamGameResult = 'W' | 'L' | 'D';

export interface GameResultInput {
  visitScore: number;
  homeScore: number;
  winType: WinType;
  /** The winner when the win type declares it (6, 7, 9) or a level 승부치기 (4). */
  winnerSide?: GameSide | null;
}

export interface GameOutcome {
  /** False only for 노게임: the game is not in anybody's G, W, L, D or player records. */
  counted: boolean;
  visit: TeamGameResult | null;
  home: TeamGameResult | null;
  /** The side that won, null for a draw, both-lose or no-contest. */
  winnerSide: GameSide | null;
}

/** Korean message for a result that cannot be scored, or null when it is consistent. */
export function validateGameResult(result: GameResultInput): string | null {
  const { visitScore, homeScore, winnerSide } = result;
  const winnerRule = winTypes.is(result.winType) ? WIN_TYPE_RULES[result.winType] : null;
  if (!winnerRule) return '승리 유형이 올바르지 않습니다.';
  for (const score of [visitScore, homeScore]) {
    if (!Number.isInteger(score) || score < 0) return '점수는 0 이상의 정수여야 합니다.';
  }
  if (winnerSide != null && winnerSide !== 'visit' && winnerSide !== 'home') {
    return '승리 팀이 올바르지 않습니다.';
  }
  const level = visitScore === homeScore;
  const scoreWinner: GameSide = visitScore > homeScore ? 'visit' : 'home';
  switch (winnerRule.decidedBy) {
    case 'declared':
      // Every winning label ends in 승, so the topic particle is always 은.
      return winnerSide ? null : `${winnerRule.label}은 승리 팀을 지정해야 합니다.`;
    case 'none':
      return winnerSide ? `${winnerRule.label}에는 승리 팀이 없습니다.` : null;
    case 'score':
      if (level && winnerRule.drawWhenLevel) {
        return winnerSide ? '동점으로 끝난 경기는 무승부이므로 승리 팀을 지정할 수 없습니다.' : null;
      }
      if (level) return winnerSide ? null : `${winnerRule.label}은 동점일 때 승리 팀을 지정해야 합니다.`;
      return winnerSide && winnerSide !== scoreWinner ? '승리 팀이 점수와 맞지 않습니다.' : null;
  }
}

export class InvalidGameResultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidGameResultError';
  }
}

/** Who won a finished game; throws InvalidGameResultError for an inconsistent result. */
export function gameOutcome(result: GameResultInput): GameOutcome {
  const problem = validateGameResult(result);
  if (problem) throw new InvalidGameResultError(problem);
  const winnerRule = WIN_TYPE_RULES[result.winType];
  if (winnerRule.voidsPlayerLines) return { counted: false, visit: null, home: null, winnerSide: null };
  if (winnerRule.bothLose) return { counted: true, visit: 'L', home: 'L', winnerSide: null };
  let winnerSide: GameSide | null;
  if (winnerRule.decidedBy === 'declared' || result.visitScore === result.homeScore) {
    winnerSide = result.winnerSide ?? null; // null only for a level game that is a draw
  } else {
    winnerSide = result.visitScore > result.homeScore ? 'visit' : 'home';
  }
  if (winnerSide === null) return { counted: true, visit: 'D', home: 'D', winnerSide: null };
  return {
    counted: true,
    visit: winnerSide === 'visit' ? 'W' : 'L',
    home: winnerSide === 'home' ? 'W' : 'L',
    winnerSide,
  };
}

/** Win types whose pitchers are credited with a win and a loss by the score (OBR 9.17). */
const DECIDED_BY_PLAY: ReadonlySet<WinType> = new Set<WinType>(['1', '2', '3', '4', 'A']);
/** 몰수승 and 기권승: the win is awarded, whatever the score on the field. */
const AWARDED_WINS: ReadonlySet<WinType> = new Set<WinType>(['6', '7']);

export const NO_PITCHER_DECISIONS_MESSAGE =
  '무승부·노게임·추첨 경기, 이긴 팀이 앞서지 않은 몰수·기권 경기, 끝나지 않은 경기에는 승·패·세이브 투수가 없습니다.';

export interface DecisionInput {
  winType: WinType | null;
  winnerSide: GameSide | null;
  /** The score on the field (for a forfeit: when the game was stopped). */
  visitScore: number;
  homeScore: number;
}

/**
 * Whether the game credits a winning and a losing pitcher (and so a save). A forfeit or default
 * does only when the team awarded the win was ahead on the field when the game was stopped; when
 * it was behind or level, no pitcher gets a decision (OBR 9.03(e)). Draws, 노게임, 양팀 몰수패,
 * 추첨승 and a suspended game that has not finished credit none.
 */
export function creditsPitcherDecisions(game: DecisionInput): boolean {
  const { winType, winnerSide } = game;
  if (winType === null || winnerSide === null) return false;
  if (AWARDED_WINS.has(winType)) {
    return winnerSide === 'visit' ? game.visitScore > game.homeScore : game.homeScore > game.visitScore;
  }
  return DECIDED_BY_PLAY.has(winType);
}

/**
 * The score the public pages show: for a forfeit or default the official score, `forfeitRuns`
 * (a league setting, 9 by default) to 0 for the team awarded the win; otherwise the score on the field.
 */
export function officialScore(game: DecisionInput, forfeitRuns: number): { visitScore: number; homeScore: number } {
  if (game.winType !== null && AWARDED_WINS.has(game.winType) && game.winnerSide !== null) {
    return game.winnerSide === 'visit' ? { visitScore: forfeitRuns, homeScore: 0 } : { visitScore: 0, homeScore: forfeitRuns };
  }
  return { visitScore: game.visitScore, homeScore: game.homeScore };
}
