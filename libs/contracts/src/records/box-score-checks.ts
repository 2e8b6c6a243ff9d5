import type { GameRecordBody } from '../api/game-entry.types';
import { BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, OPTIONAL_PITCHING_COUNTS, PITCHING_COUNTS } from '../api/records.types';
import {
  creditsPitcherDecisions,
  NO_PITCHER_DECISIONS_MESSAGE,
  pitcherResults,
  validateGameResult,
  WIN_TYPE_RULES,
  winTypes,
  type GameSide,
  type WinType,
} from '../enums/game.enum';
import { RECORD_RULE_MESSAGES, RECORD_SIDE_LABELS } from './record-rule-messages';

/** Korean messages keyed by path: `batting[3].h`, `pitching[0].outs`, `lineScore.visit`, `visit.hits`, ... */
export type BoxScoreMessages = Record<string, string>;

export interface BoxScoreCheckResult {
  /** The record cannot be saved until these are fixed. */
  errors: BoxScoreMessages;
  /** Unusual but possible (interference, a game ended in the middle of an inning...): shown, saving allowed. */
  warnings: BoxScoreMessages;
}

/**
 * Paths besides the record's own fields:
 * - `battingTotals.<side>.<count>`: the sum of a side's batting lines (the column total);
 * - `pitchingTotals.<side>.<count>`: the sum of a side's pitching lines;
 * - `decisions.w` / `decisions.l` / `decisions.s`: how many pitchers have that decision.
 */
export const BOX_SCORE_TOTAL_PATHS = { batting: 'battingTotals', pitching: 'pitchingTotals', decisions: 'decisions' } as const;

/** What only the server knows about the game of a record it writes. */
export interface BoxScoreContext {
  /**
   * The record is official after this write (a correction of a final record): it must keep a
   * result. A draft may have no win type (a game in progress, a suspended game waiting to resume).
   */
  official: boolean;
  /** In the season's suspended-games list: an official record may then wait for its result too. */
  suspended: boolean;
  /** Players of each side's team (team_player). */
  rosters: Record<GameSide, ReadonlySet<number>>;
}

const SIDES: readonly GameSide[] = ['visit', 'home'];
const SIDE_LABEL = RECORD_SIDE_LABELS;
const other = (side: GameSide): GameSide => (side === 'visit' ? 'home' : 'visit');
/** Forfeits set the score by rule: the line score and the lines need not add up to it. */
const SCORE_BY_RULE: ReadonlySet<string> = new Set<WinType>(['6', '7', '8']);
const BOX_POSITIONS: ReadonlySet<string> = new Set(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'PH', 'PR']);
/** The batting counts the opposing pitchers' lines must add up to (when both sides recorded them). */
const MIRRORED_COUNTS = [
  ['h', 'h', '안타', '피안타'],
  ['bb', 'bb', '볼넷', '볼넷'],
  ['so', 'so', '삼진', '탈삼진'],
  ['hr', 'hr', '홈런', '피홈런'],
  ['r', 'r', '득점', '실점'],
] as const;

export const NOT_A_COUNT = RECORD_RULE_MESSAGES.notNonNegativeInteger;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const valueOf = (line: unknown, field: string): unknown => (isObject(line) ? line[field] : undefined);

/**
 * The one rule set of a box score, with one Korean message per fault (RECORD_RULE_MESSAGES).
 *
 * checkBoxScore(entry): the scorer's checks, run by the entry screen as the scorer types and by the
 * API before it saves an entry: numbers are non-negative integers; each side's runs = its line
 * score = its batters' R, its hits = its batters' H; the opposing pitchers' H, BB, SO, HR and R
 * equal the side's batting totals (a count some line did not record is skipped); PA = AB + BB +
 * HBP + SH + SF (more is allowed with a warning: interference); a side's pitchers' outs match the
 * innings the other side batted; exactly one W and one L when the result credits decisions, at
 * most one S, holds only for relievers, a pitcher with a decision has pitched; a player once per
 * side. Checks between the lines and the scoreboard run only for a side whose lines were entered,
 * so a scorer may save the score first and the lines later.
 *
 * checkBoxScore(entry, context): the checks of every record the API writes (GameRecordService,
 * after the scorer's checks on an entry): the same numbers, line rules and players once per side,
 * and what needs the game: a result the win-type rules allow (an official record keeps one), a
 * line score unless the result needs none and its sum the runs, players of the side's roster, the
 * codes (win type, position, decision), batting slots and pitching orders once each, decisions
 * only where the result credits them. The lines need not add up to the scoreboard there: a record
 * from another source (a historic box score) may not, as the season file's source inconsistencies.
 */
export function checkBoxScore(entry: GameRecordBody, context?: BoxScoreContext): BoxScoreCheckResult {
  const errors: BoxScoreMessages = {};
  const warnings: BoxScoreMessages = {};
  const error = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const warn = (path: string, message: string) => {
    warnings[path] ??= message;
  };
  if (!isObject(entry)) {
    error('record', RECORD_RULE_MESSAGES.noRecord);
    return { errors, warnings };
  }
  if (context) checkCodes(entry, error);
  const batting: unknown[] = Array.isArray(entry.batting) ? entry.batting : [];
  const pitching: unknown[] = Array.isArray(entry.pitching) ? entry.pitching : [];
  if (!Array.isArray(entry.batting)) error('batting', RECORD_RULE_MESSAGES.battingNotList);
  if (!Array.isArray(entry.pitching)) error('pitching', RECORD_RULE_MESSAGES.pitchingNotList);

  // Numbers first: the checks between counts run only on numbers.
  for (const side of SIDES) {
    const totals = entry[side] as unknown;
    if (!isObject(totals)) {
      error(side, `${SIDE_LABEL[side]} 기록(득점·안타·실책·사사구)이 없습니다.`);
      continue;
    }
    for (const field of ['runs', 'hits', 'errors', 'walks']) if (!isCount(totals[field])) error(`${side}.${field}`, NOT_A_COUNT);
  }
  const lineScore = isObject(entry.lineScore) ? entry.lineScore : null;
  const innings: Record<GameSide, unknown[]> = {
    visit: Array.isArray(lineScore?.['visit']) ? (lineScore['visit'] as unknown[]) : [],
    home: Array.isArray(lineScore?.['home']) ? (lineScore['home'] as unknown[]) : [],
  };
  if (!lineScore || !Array.isArray(lineScore['visit']) || !Array.isArray(lineScore['home'])) error('lineScore', RECORD_RULE_MESSAGES.noLineScore);
  // A record without its parts is not checked further when it is to be written.
  if (context && Object.keys(errors).length > 0) return { errors, warnings };
  innings.visit.forEach((runs, k) => {
    if (!isCount(runs)) error(`lineScore.visit[${k}]`, NOT_A_COUNT);
  });
  innings.home.forEach((runs, k) => {
    if (runs === null) {
      if (k !== innings.home.length - 1 || innings.home.length !== innings.visit.length) {
        error(`lineScore.home[${k}]`, RECORD_RULE_MESSAGES.xOnlyLastHomeInning);
      }
    } else if (!isCount(runs)) error(`lineScore.home[${k}]`, NOT_A_COUNT);
  });
  if (innings.visit.length > 0 && innings.home.length !== innings.visit.length && innings.home.length !== innings.visit.length - 1) {
    error('lineScore.home', RECORD_RULE_MESSAGES.homeInnings(innings.home.length, innings.visit.length));
  }
  batting.forEach((line, i) => {
    if (!isObject(line)) return error(`batting[${i}]`, '타격 기록이 올바르지 않습니다.');
    for (const field of BATTING_COUNTS) {
      const value = line[field];
      if (!isCount(value) && !(value === null && (OPTIONAL_BATTING_COUNTS as readonly string[]).includes(field))) error(`batting[${i}].${field}`, NOT_A_COUNT);
    }
  });
  pitching.forEach((line, i) => {
    if (!isObject(line)) return error(`pitching[${i}]`, RECORD_RULE_MESSAGES.badPitchingLine);
    for (const field of PITCHING_COUNTS) {
      const value = line[field];
      if (!isCount(value) && !(value === null && (OPTIONAL_PITCHING_COUNTS as readonly string[]).includes(field))) error(`pitching[${i}].${field}`, NOT_A_COUNT);
    }
  });

  checkLines(batting, pitching, error, warn);
  checkDuplicates(batting, pitching, error);
  if (context) {
    checkRecordFacts(entry, context, error);
    if (Object.keys(errors).length === 0) checkCreditedDecisions(entry, error);
    return { errors, warnings };
  }
  if (Object.keys(errors).length > 0) return { errors, warnings };

  const body = entry;
  const scoreByRule = body.winType !== null && SCORE_BY_RULE.has(body.winType);
  for (const side of SIDES) {
    const own = body.batting.filter((line) => line.side === side);
    const theirPitchers = body.pitching.filter((line) => line.side === other(side));
    const lineTotal = sum(body.lineScore[side].map((runs) => runs ?? 0));
    if (!scoreByRule && body.lineScore[side].length > 0 && lineTotal !== body[side].runs) {
      error(`lineScore.${side}`, RECORD_RULE_MESSAGES.lineScoreTotal(side, lineTotal, body[side].runs));
    }
    if (own.length > 0) {
      const runs = sum(own.map((line) => line.r));
      if (!scoreByRule && runs !== body[side].runs) error(`battingTotals.${side}.r`, `타자 득점 합계(${runs})가 ${SIDE_LABEL[side]} 득점(${body[side].runs})과 다릅니다.`);
      const hits = sum(own.map((line) => line.h));
      if (hits !== body[side].hits) error(`${side}.hits`, RECORD_RULE_MESSAGES.sideHits(side, body[side].hits, hits));
      const walks = recordedSum(own.map((line) => line.bb + (line.hbp ?? Number.NaN)));
      if (walks !== null && walks !== body[side].walks) {
        warn(`${side}.walks`, `${SIDE_LABEL[side]} 사사구(${body[side].walks})가 타자 볼넷·몸에 맞는 공 합계(${walks})와 다릅니다.`);
      }
    }
    if (own.length > 0 && theirPitchers.length > 0) {
      for (const [bat, pit, batLabel, pitLabel] of MIRRORED_COUNTS) {
        const batted = recordedSum(own.map((line) => line[bat]));
        const allowed = recordedSum(theirPitchers.map((line) => line[pit]));
        if (batted === null || allowed === null || batted === allowed) continue;
        error(
          `pitchingTotals.${other(side)}.${pit}`,
          `${SIDE_LABEL[other(side)]} 투수들의 ${pitLabel} 합계(${allowed})가 ${SIDE_LABEL[side]} 타자들의 ${batLabel} 합계(${batted})와 다릅니다.`,
        );
      }
    }
  }
  checkOuts(body, error, warn);
  checkDecisions(body, error, warn);
  return { errors, warnings };
}

type Report = (path: string, message: string) => void;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** The sum, or null when some line did not record the count (then it cannot be compared). */
function recordedSum(values: readonly (number | null)[]): number | null {
  if (values.some((value) => value === null || Number.isNaN(value))) return null;
  return sum(values as number[]);
}

/** The counts of a batting line, each a non-negative integer or null (not recorded). */
export type BattingLineCounts = Record<(typeof BATTING_COUNTS)[number], number | null>;
/** The counts of a pitching line, each a non-negative integer or null (not recorded). */
export type PitchingLineCounts = Record<(typeof PITCHING_COUNTS)[number], number | null>;
/** Korean messages keyed by the line's field (`h`, `pa`, ...). */
export interface LineFaults {
  errors: BoxScoreMessages;
  warnings: BoxScoreMessages;
}

/**
 * What cannot be true of one batting line (errors) or is true only in a rare case (warnings); a count
 * not recorded (null) counts as 0. OBR 9.02(a)(1): no at bat for a walk, a hit batter, a sacrifice or
 * interference (which leaves a plate appearance beyond the others); 9.05: a hit is an at bat, an
 * extra-base hit a hit; 9.04(a)(1): a home run drives in and scores its batter.
 */
export function battingLineFaults(line: BattingLineCounts): LineFaults {
  const errors: BoxScoreMessages = {};
  const warnings: BoxScoreMessages = {};
  const n = (value: number | null) => value ?? 0;
  const counted = n(line.ab) + n(line.bb) + n(line.hbp) + n(line.sh) + n(line.sf);
  if (n(line.pa) < counted) errors['pa'] = `타석(${n(line.pa)})이 타수·볼넷·몸에 맞는 공·희생번트·희생플라이의 합(${counted})보다 적습니다.`;
  else if (n(line.pa) > counted) warnings['pa'] = `타석(${n(line.pa)})이 타수·볼넷·몸에 맞는 공·희생타의 합(${counted})보다 많습니다. 타격 방해 등으로 출루한 경우에만 맞습니다.`;
  if (n(line.h) > n(line.ab)) errors['h'] = '안타는 타수보다 많을 수 없습니다.';
  else if (n(line.b2) + n(line.b3) + n(line.hr) > n(line.h)) errors['h'] = '장타(2루타·3루타·홈런)는 안타보다 많을 수 없습니다.';
  if (n(line.so) > n(line.ab)) errors['so'] = '삼진은 타수보다 많을 수 없습니다.';
  if (n(line.r) < n(line.hr)) errors['r'] = '득점은 홈런보다 적을 수 없습니다.';
  if (n(line.rbi) < n(line.hr)) errors['rbi'] = '타점은 홈런보다 적을 수 없습니다.';
  if (line.ibb !== null && n(line.ibb) > n(line.bb)) errors['ibb'] = '고의4구는 볼넷보다 많을 수 없습니다.';
  return { errors, warnings };
}

/**
 * What cannot be true of one pitching line: earned runs are runs (OBR 9.16), a home run allowed is a
 * hit allowed, and every hit, walk and hit batter was a batter faced.
 */
export function pitchingLineFaults(line: PitchingLineCounts): LineFaults {
  const errors: BoxScoreMessages = {};
  const n = (value: number | null) => value ?? 0;
  if (n(line.er) > n(line.r)) errors['er'] = '자책점은 실점보다 많을 수 없습니다.';
  if (line.hr !== null && n(line.hr) > n(line.h)) errors['hr'] = '피홈런은 피안타보다 많을 수 없습니다.';
  if (n(line.h) + n(line.bb) + n(line.hbp) > n(line.bf)) errors['bf'] = '상대 타자 수는 피안타·볼넷·사구의 합보다 적을 수 없습니다.';
  return { errors, warnings: {} };
}

function checkLines(batting: unknown[], pitching: unknown[], error: Report, warn: Report): void {
  const report = (path: string, faults: LineFaults) => {
    for (const [field, message] of Object.entries(faults.errors)) error(`${path}.${field}`, message);
    for (const [field, message] of Object.entries(faults.warnings)) warn(`${path}.${field}`, message);
  };
  batting.forEach((raw, i) => {
    if (!isObject(raw) || BATTING_COUNTS.some((field) => !isCount(raw[field]) && raw[field] !== null)) return;
    report(`batting[${i}]`, battingLineFaults(raw as unknown as BattingLineCounts));
  });
  pitching.forEach((raw, i) => {
    if (!isObject(raw) || PITCHING_COUNTS.some((field) => !isCount(raw[field]) && raw[field] !== null)) return;
    report(`pitching[${i}]`, pitchingLineFaults(raw as unknown as PitchingLineCounts));
  });
}

function checkDuplicates(batting: unknown[], pitching: unknown[], error: Report): void {
  const seen = new Set<string>();
  batting.forEach((line, i) => {
    const key = `${String(valueOf(line, 'side'))}:${String(valueOf(line, 'playerId'))}`;
    if (seen.has(key)) error(`batting[${i}].playerId`, RECORD_RULE_MESSAGES.batterTwice);
    seen.add(key);
  });
  const pitchers = new Set<string>();
  pitching.forEach((line, i) => {
    const key = `${String(valueOf(line, 'side'))}:${String(valueOf(line, 'playerId'))}`;
    if (pitchers.has(key)) error(`pitching[${i}].playerId`, RECORD_RULE_MESSAGES.pitcherTwice);
    pitchers.add(key);
  });
}

/**
 * A side's pitchers record the outs of the halves the other side batted: three per half, except
 * that the game's last half may end early (a walk-off, a game called or forfeited in mid-inning),
 * which is allowed with a warning. X (the home half not batted) needs no outs, and the visitors'
 * half before it was complete.
 */
function checkOuts(body: GameRecordBody, error: Report, warn: Report): void {
  const { visit, home } = body.lineScore;
  if (visit.length === 0) return;
  const homeBatted = home.filter((runs) => runs !== null).length;
  // The half that may have ended early: the home half of the last inning when it was batted, the
  // visitors' when the game ended in the top half; none after X (the visitors' last half was complete).
  const lastHalf: GameSide | null =
    home.length === visit.length - 1 ? 'visit' : home.length === visit.length && home[home.length - 1] !== null ? 'home' : null;
  const halves: Record<GameSide, number> = { visit: visit.length, home: homeBatted };
  for (const pitchingSide of SIDES) {
    const lines = body.pitching.filter((line) => line.side === pitchingSide);
    if (lines.length === 0) continue;
    const battingSide = other(pitchingSide);
    const outs = sum(lines.map((line) => line.outs));
    const full = halves[battingSide] * 3;
    const path = `pitchingTotals.${pitchingSide}.outs`;
    const innings = `${halves[battingSide]}이닝`;
    if (outs === full) continue;
    if (battingSide === lastHalf && outs < full && outs >= full - 3) {
      warn(path, `${SIDE_LABEL[pitchingSide]} 투수들의 아웃(${outs})이 ${innings}(${full}아웃)보다 적습니다. 마지막 이닝 도중 경기가 끝난 경우에만 맞습니다.`);
    } else {
      error(path, `${SIDE_LABEL[pitchingSide]} 투수들의 아웃 합계(${outs})가 ${SIDE_LABEL[battingSide]}의 공격 ${innings}(${full}아웃)과 맞지 않습니다.`);
    }
  }
}

function checkDecisions(body: GameRecordBody, error: Report, warn: Report): void {
  if (body.pitching.length === 0) return;
  const credited = creditsPitcherDecisions({
    winType: body.winType,
    winnerSide: body.winnerSide,
    visitScore: body.visit.runs,
    homeScore: body.home.runs,
  });
  body.pitching.forEach((line, i) => {
    const path = `pitching[${i}].decision`;
    const decision = line.decision;
    if (decision === null) return;
    if (line.outs === 0 && line.bf === 0) error(path, '던지지 않은 투수에게는 승·패·세이브·홀드를 줄 수 없습니다.');
    else if (decision === 'h' && (line.starter || line.order === 1)) error(path, '홀드는 구원 투수만 받을 수 있습니다.');
    else if (decision === 's' && (line.starter || line.order === 1)) error(path, '세이브는 구원 투수만 받을 수 있습니다.');
    else if (decision === 'h') return;
    else if (!credited) error(path, '이 경기 결과에는 승리·패전·세이브 투수가 없습니다.');
    else if ((decision === 'w' || decision === 's') && line.side !== body.winnerSide) error(path, RECORD_RULE_MESSAGES.winSaveOnWinner);
    else if (decision === 'l' && line.side === body.winnerSide) error(path, RECORD_RULE_MESSAGES.lossOnLoser);
    else if (decision === 'w' && line.starter && line.outs < 15 && body.lineScore.visit.length >= 5) {
      warn(path, '선발 투수가 5이닝을 채우지 못했는데 승리 투수입니다. 기록원의 판단이 맞는지 확인해 주세요.');
    }
  });
  if (!credited) return;
  const count = (decision: string) => body.pitching.filter((line) => line.decision === decision).length;
  const wins = count('w');
  const losses = count('l');
  // Both sides' pitchers entered: the result needs exactly one winner and one loser.
  const bothSides = SIDES.every((side) => body.pitching.some((line) => line.side === side));
  if (wins > 1 || (bothSides && wins === 0)) error('decisions.w', wins === 0 ? '승리 투수를 한 명 지정해 주세요.' : RECORD_RULE_MESSAGES.oneWin);
  if (losses > 1 || (bothSides && losses === 0)) error('decisions.l', losses === 0 ? '패전 투수를 한 명 지정해 주세요.' : RECORD_RULE_MESSAGES.oneLoss);
  if (count('s') > 1) error('decisions.s', RECORD_RULE_MESSAGES.oneSave);
}

/** The codes of the result (the entry form offers only valid ones). */
function checkCodes(entry: GameRecordBody, error: Report): void {
  if (entry.winType !== null && !winTypes.is(entry.winType)) error('winType', '승리 유형이 올바르지 않습니다.');
  if (entry.winnerSide !== null && entry.winnerSide !== 'visit' && entry.winnerSide !== 'home') error('winnerSide', '승리 팀이 올바르지 않습니다.');
}

/** What a record to be written needs besides its numbers: see checkBoxScore with a context. */
function checkRecordFacts(body: GameRecordBody, context: BoxScoreContext, error: Report): void {
  checkResult(body, context, error);
  checkLineScoreFacts(body, error);
  body.batting.forEach((line, i) => {
    if (!isObject(line)) return;
    const path = `batting[${i}]`;
    checkPlayer(line, path, context, error);
    if (!Number.isInteger(line.batNum) || line.batNum < 1 || line.batNum > 99) error(`${path}.batNum`, '타순은 1~99여야 합니다.');
    if (!isCount(line.subOrder)) error(`${path}.subOrder`, NOT_A_COUNT);
    if (line.position !== null && !BOX_POSITIONS.has(line.position)) error(`${path}.position`, '수비 위치가 올바르지 않습니다.');
  });
  body.pitching.forEach((line, i) => {
    if (!isObject(line)) return;
    const path = `pitching[${i}]`;
    checkPlayer(line, path, context, error);
    if (!Number.isInteger(line.order) || line.order < 1) error(`${path}.order`, '등판 순서는 1 이상의 정수여야 합니다.');
    if (typeof line.starter !== 'boolean') error(`${path}.starter`, '선발 여부가 올바르지 않습니다.');
    if (line.decision !== null && !pitcherResults.is(line.decision)) error(`${path}.decision`, '투수 기록(승·패·세이브·홀드)이 올바르지 않습니다.');
  });
  checkSlotsAndOrders(body, error);
}

function checkResult(body: GameRecordBody, context: BoxScoreContext, error: Report): void {
  if (body.winType === null) {
    if (context.official && !context.suspended) error('winType', '확정된 기록에는 승리 유형이 있어야 합니다. (비워 둘 수 있는 것은 재개를 기다리는 서스펜디드 경기뿐입니다.)');
    if (body.winnerSide !== null) error('winnerSide', RECORD_RULE_MESSAGES.noWinnerUnfinished);
    return;
  }
  const problem = validateGameResult({ visitScore: body.visit.runs, homeScore: body.home.runs, winType: body.winType, winnerSide: body.winnerSide });
  if (problem) return error('winnerSide', problem);
  if (WIN_TYPE_RULES[body.winType].decidedBy === 'score' && body.winnerSide === null && body.visit.runs !== body.home.runs) {
    error('winnerSide', '점수로 승부가 난 경기는 승리 팀을 지정해야 합니다.');
  }
}

/** A line score unless the result needs none (forfeits, 노게임, no result yet), adding up to the runs. */
function checkLineScoreFacts(body: GameRecordBody, error: Report): void {
  const { visit, home } = body.lineScore;
  const scoreByRule = body.winType !== null && SCORE_BY_RULE.has(body.winType);
  if (visit.length === 0) {
    if (home.length > 0) error('lineScore.visit', RECORD_RULE_MESSAGES.homeInningsNeedVisit);
    else if (!scoreByRule && body.winType !== '5' && body.winType !== null) error('lineScore.visit', RECORD_RULE_MESSAGES.lineScoreRequired);
    return;
  }
  if (scoreByRule) return;
  for (const side of SIDES) {
    const total = sum(body.lineScore[side].map((runs) => (isCount(runs) ? runs : 0)));
    if (total !== body[side].runs) error(`${side}.runs`, RECORD_RULE_MESSAGES.lineScoreTotal(side, total, body[side].runs));
  }
}

function checkPlayer(line: { playerId: unknown; side: unknown }, path: string, context: BoxScoreContext, error: Report): void {
  if (line.side !== 'visit' && line.side !== 'home') return error(`${path}.side`, '원정(visit) 또는 홈(home)이어야 합니다.');
  if (!Number.isInteger(line.playerId) || (line.playerId as number) < 1) return error(`${path}.playerId`, '선수를 선택해 주세요.');
  if (!context.rosters[line.side].has(line.playerId as number)) error(`${path}.playerId`, RECORD_RULE_MESSAGES.notOnRoster);
}

/** A batting slot's place (number and substitution order) and a pitching order once per side; the starter pitches first. */
function checkSlotsAndOrders(body: GameRecordBody, error: Report): void {
  const slots = new Set<string>();
  body.batting.forEach((line, i) => {
    if (!isObject(line)) return;
    const slot = `${line.side}:${line.batNum}:${line.subOrder}`;
    if (slots.has(slot)) error(`batting[${i}].subOrder`, RECORD_RULE_MESSAGES.slotTwice(line.batNum, line.subOrder));
    slots.add(slot);
  });
  const orders = new Set<string>();
  body.pitching.forEach((line, i) => {
    if (!isObject(line)) return;
    const order = `${line.side}:${line.order}`;
    if (orders.has(order)) error(`pitching[${i}].order`, RECORD_RULE_MESSAGES.orderTwice(line.order));
    orders.add(order);
    if (line.starter !== (line.order === 1)) error(`pitching[${i}].starter`, RECORD_RULE_MESSAGES.oneStarter);
  });
}

/**
 * A record's decisions as the result credits them: W and S to the winners, L to the losers, at
 * most one of each. (The scorer's checkDecisions asks more of an entry: exactly one W and L.)
 */
function checkCreditedDecisions(body: GameRecordBody, error: Report): void {
  const winner = body.winnerSide;
  const credited = creditsPitcherDecisions({ winType: body.winType, winnerSide: winner, visitScore: body.visit.runs, homeScore: body.home.runs });
  body.pitching.forEach((line, i) => {
    const decision = line.decision;
    if (decision === null || decision === 'h') return;
    const path = `pitching[${i}].decision`;
    if (!credited) error(path, NO_PITCHER_DECISIONS_MESSAGE);
    else if ((decision === 'w' || decision === 's') && line.side !== winner) error(path, RECORD_RULE_MESSAGES.winSaveOnWinner);
    else if (decision === 'l' && line.side === winner) error(path, RECORD_RULE_MESSAGES.lossOnLoser);
  });
  if (!credited) return;
  const count = (decision: string) => body.pitching.filter((line) => line.decision === decision).length;
  if (count('w') > 1) error('pitching', RECORD_RULE_MESSAGES.oneWin);
  if (count('l') > 1) error('pitching', RECORD_RULE_MESSAGES.oneLoss);
  if (count('s') > 1) error('pitching', RECORD_RULE_MESSAGES.oneSave);
}
