import { defineCodes } from './code-set';

/** Ways to order teams in the standings; a league lists them in the order it applies them. */
export const TiebreakCriterion = {
  WinPct: 'winPct',
  HeadToHead: 'headToHead',
  RunsAllowed: 'runsAllowed',
  RunsScored: 'runsScored',
  Points: 'points',
  Wins: 'wins',
  RunDifferential: 'runDifferential',
} as const;
export type TiebreakCriterion = (typeof TiebreakCriterion)[keyof typeof TiebreakCriterion];
export const tiebreakCriteria = defineCodes<TiebreakCriterion>(
  ['winPct', 'headToHead', 'runsAllowed', 'runsScored', 'points', 'wins', 'runDifferential'],
  {
    winPct: '승률',
    headToHead: '승자승(상대 전적)',
    runsAllowed: '최소 실점',
    runsScored: '최다 득점',
    points: '승점',
    wins: '다승',
    runDifferential: '득실차',
  },
);

/** Innings in a regulation game: ERA and K/9 are "per 9 innings", or per 7 in 7-inning leagues. */
export const eraBaseInningsChoices = defineCodes<9 | 7>([9, 7], { 9: '9이닝', 7: '7이닝' });
export type EraBaseInnings = 9 | 7;

/** League-level settings of the record engine. */
export interface LeagueRecordSettings {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  /** Applied in order; teams still equal after the last one share a rank. */
  tiebreakOrder: readonly TiebreakCriterion[];
  eraBaseInnings: EraBaseInnings;
  /** A batter qualifies with PA >= this x team games (규정타석). */
  batterQualifyMultiplier: number;
  /** A pitcher qualifies with innings (outs / 3) >= this x team games (규정이닝). */
  pitcherQualifyMultiplier: number;
  /** The official score of a forfeit or default shown on the public pages: this many runs to 0. */
  forfeitRuns: number;
}

/**
 * Defaults: 3/1/0 points; order by win pct, then head-to-head among the tied teams, then
 * fewest runs allowed, then most runs scored; 9-inning ERA; 규정타석 2.0 PA and 규정이닝 0.8
 * innings per team game (the usual amateur-league values, lower than the pros' 3.1 and 1.0
 * because amateur teams play short games and rotate many players); a forfeit shown as 9:0.
 */
export const DEFAULT_LEAGUE_RECORD_SETTINGS: Readonly<LeagueRecordSettings> = Object.freeze({
  pointsWin: 3,
  pointsDraw: 1,
  pointsLoss: 0,
  tiebreakOrder: Object.freeze([
    TiebreakCriterion.WinPct,
    TiebreakCriterion.HeadToHead,
    TiebreakCriterion.RunsAllowed,
    TiebreakCriterion.RunsScored,
  ]),
  eraBaseInnings: 9,
  batterQualifyMultiplier: 2.0,
  pitcherQualifyMultiplier: 0.8,
  forfeitRuns: 9,
});
