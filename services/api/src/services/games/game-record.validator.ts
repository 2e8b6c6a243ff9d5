import {
  BATTING_COUNTS,
  creditsPitcherDecisions,
  NO_PITCHER_DECISIONS_MESSAGE,
  OPTIONAL_BATTING_COUNTS,
  OPTIONAL_PITCHING_COUNTS,
  pitcherResults,
  PITCHING_COUNTS,
  validateGameResult,
  WIN_TYPE_RULES,
  winTypes,
  type GameSide,
  type WinType,
  RECORD_RULE_MESSAGES,
} from '@dugout/contracts';
import { validateBattingLine, validatePitchingLine } from '../../stats-engine';
import {
  type BattingLineInput,
  type GameRecordInput,
  type PitchingLineInput,
} from '../../repositories/games/game-record.types';

/** What the validator needs to know about the game besides the record itself. */
export interface GameRecordContext {
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

export type FieldErrors = Record<string, string>;

const SIDES: readonly GameSide[] = ['visit', 'home'];
/** Forfeits set the score by rule: the line score and the lines need not add up to it. */
const SCORE_BY_RULE: ReadonlySet<WinType> = new Set<WinType>(['6', '7', '8']);
/** Win types decided on the field, the only ones with a winning and a losing pitcher. */
const BOX_POSITIONS = new Set(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'PH', 'PR']);

const NON_NEGATIVE = RECORD_RULE_MESSAGES.notNonNegativeInteger;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a line that are not a count: a non-negative integer, or null (not recorded) where the contract allows it. */
function badCountsOf(line: object, fields: readonly string[], optional: readonly string[]): string[] {
  return fields.filter((field) => {
    const value = (line as Record<string, unknown>)[field];
    return !isCount(value) && !(value === null && optional.includes(field));
  });
}

/**
 * Checks a game record before it is written: its shape, the result against the win-type rules
 * (validateGameResult), the line score against the runs, every batting and pitching line with
 * the engine's validators, players against the sides' rosters and the pitchers' decisions.
 * Returns Korean messages keyed by field path (winType, lineScore.home[6], batting[3].ab, ...).
 */
export function validateGameRecord(input: GameRecordInput, context: GameRecordContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  if (!isObject(input)) {
    add('record', RECORD_RULE_MESSAGES.noRecord);
    return errors;
  }

  const winType = input.winType;
  if (winType !== null && !winTypes.is(winType)) add('winType', '승리 유형이 올바르지 않습니다.');
  if (input.winnerSide !== null && input.winnerSide !== 'visit' && input.winnerSide !== 'home') add('winnerSide', '승리 팀이 올바르지 않습니다.');
  for (const side of SIDES) {
    const totals = input[side] as unknown;
    if (!isObject(totals)) {
      add(side, '팀 기록(득점·안타·실책·사사구)이 없습니다.');
      continue;
    }
    for (const field of ['runs', 'hits', 'errors', 'walks']) {
      if (!isCount(totals[field])) add(`${side}.${field}`, NON_NEGATIVE);
    }
  }
  if (!isObject(input.lineScore) || !Array.isArray(input.lineScore.visit) || !Array.isArray(input.lineScore.home)) {
    add('lineScore', RECORD_RULE_MESSAGES.noLineScore);
  }
  if (!Array.isArray(input.batting)) add('batting', RECORD_RULE_MESSAGES.battingNotList);
  if (!Array.isArray(input.pitching)) add('pitching', RECORD_RULE_MESSAGES.pitchingNotList);
  if (Object.keys(errors).length > 0) return errors;

  checkResult(input, context, add);
  checkLineScore(input, add);
  input.batting.forEach((line, i) => checkBattingLine(line, `batting[${i}]`, context, add));
  input.pitching.forEach((line, i) => checkPitchingLine(line, `pitching[${i}]`, context, add));
  checkDuplicates(input, add);
  if (Object.keys(errors).length === 0) checkDecisions(input, add);
  return errors;
}

type Add = (path: string, message: string) => void;

function checkResult(input: GameRecordInput, context: GameRecordContext, add: Add): void {
  if (input.winType === null) {
    if (context.official && !context.suspended) add('winType', '확정된 기록에는 승리 유형이 있어야 합니다. (비워 둘 수 있는 것은 재개를 기다리는 서스펜디드 경기뿐입니다.)');
    if (input.winnerSide !== null) add('winnerSide', RECORD_RULE_MESSAGES.noWinnerUnfinished);
    return;
  }
  const problem = validateGameResult({
    visitScore: input.visit.runs,
    homeScore: input.home.runs,
    winType: input.winType,
    winnerSide: input.winnerSide,
  });
  if (problem) {
    add('winnerSide', problem);
    return;
  }
  const rule = WIN_TYPE_RULES[input.winType];
  if (rule.decidedBy === 'score' && input.winnerSide === null && input.visit.runs !== input.home.runs) {
    add('winnerSide', '점수로 승부가 난 경기는 승리 팀을 지정해야 합니다.');
  }
}

function checkLineScore(input: GameRecordInput, add: Add): void {
  const { visit, home } = input.lineScore;
  const scoreByRule = input.winType !== null && SCORE_BY_RULE.has(input.winType);
  if (visit.length === 0) {
    if (home.length > 0) add('lineScore.visit', RECORD_RULE_MESSAGES.homeInningsNeedVisit);
    else if (!scoreByRule && input.winType !== '5' && input.winType !== null) {
      add('lineScore.visit', '이닝별 점수를 입력해 주세요. (몰수·기권·노게임만 비울 수 있습니다.)');
    }
    return;
  }
  if (home.length !== visit.length && home.length !== visit.length - 1) {
    add('lineScore.home', `홈 팀 이닝 수(${home.length})는 원정 팀 이닝 수(${visit.length})와 같거나 하나 적어야 합니다.`);
  }
  visit.forEach((runs, k) => {
    if (!isCount(runs)) add(`lineScore.visit[${k}]`, NON_NEGATIVE);
  });
  home.forEach((runs, k) => {
    if (runs === null) {
      if (k !== home.length - 1 || home.length !== visit.length) add(`lineScore.home[${k}]`, 'X(null)는 홈 팀의 마지막 이닝에만 쓸 수 있습니다.');
    } else if (!isCount(runs)) {
      add(`lineScore.home[${k}]`, NON_NEGATIVE);
    }
  });
  if (scoreByRule) return;
  for (const side of SIDES) {
    const total = input.lineScore[side].reduce<number>((sum, runs) => sum + (isCount(runs) ? runs : 0), 0);
    if (total !== input[side].runs) add(`${side}.runs`, `득점(${input[side].runs})이 이닝별 점수 합계(${total})와 다릅니다.`);
  }
}

function checkRoster(line: { playerId: unknown; side: unknown }, path: string, context: GameRecordContext, add: Add): boolean {
  if (line.side !== 'visit' && line.side !== 'home') {
    add(`${path}.side`, '원정(visit) 또는 홈(home)이어야 합니다.');
    return false;
  }
  if (!Number.isInteger(line.playerId) || (line.playerId as number) < 1) {
    add(`${path}.playerId`, '선수를 선택해 주세요.');
    return false;
  }
  if (!context.rosters[line.side].has(line.playerId as number)) {
    add(`${path}.playerId`, '이 팀 소속 선수가 아닙니다.');
    return false;
  }
  return true;
}

function checkBattingLine(line: BattingLineInput, path: string, context: GameRecordContext, add: Add): void {
  if (!isObject(line)) {
    add(path, '타격 기록이 올바르지 않습니다.');
    return;
  }
  checkRoster(line, path, context, add);
  if (!Number.isInteger(line.batNum) || line.batNum < 1 || line.batNum > 99) add(`${path}.batNum`, '타순은 1~99여야 합니다.');
  if (!isCount(line.subOrder)) add(`${path}.subOrder`, NON_NEGATIVE);
  if (line.position !== null && !BOX_POSITIONS.has(line.position)) add(`${path}.position`, '수비 위치가 올바르지 않습니다.');
  const badCounts = badCountsOf(line, BATTING_COUNTS, OPTIONAL_BATTING_COUNTS);
  for (const field of badCounts) add(`${path}.${field}`, NON_NEGATIVE);
  if (badCounts.length > 0) return;
  for (const [field, message] of Object.entries(validateBattingLine(line))) add(`${path}.${field}`, message);
}

function checkPitchingLine(line: PitchingLineInput, path: string, context: GameRecordContext, add: Add): void {
  if (!isObject(line)) {
    add(path, RECORD_RULE_MESSAGES.badPitchingLine);
    return;
  }
  checkRoster(line, path, context, add);
  if (!Number.isInteger(line.order) || line.order < 1) add(`${path}.order`, '등판 순서는 1 이상의 정수여야 합니다.');
  if (typeof line.starter !== 'boolean') add(`${path}.starter`, '선발 여부가 올바르지 않습니다.');
  if (line.decision !== null && !pitcherResults.is(line.decision)) add(`${path}.decision`, '투수 기록(승·패·세이브·홀드)이 올바르지 않습니다.');
  const badCounts = badCountsOf(line, PITCHING_COUNTS, OPTIONAL_PITCHING_COUNTS);
  for (const field of badCounts) add(`${path}.${field}`, NON_NEGATIVE);
  if (badCounts.length > 0) return;
  for (const [field, message] of Object.entries(validatePitchingLine(line))) add(`${path}.${field}`, message);
}

function checkDuplicates(input: GameRecordInput, add: Add): void {
  const batters = new Set<string>();
  const slots = new Set<string>();
  input.batting.forEach((line, i) => {
    const player = `${line.side}:${line.playerId}`;
    if (batters.has(player)) add(`batting[${i}].playerId`, RECORD_RULE_MESSAGES.batterTwice);
    batters.add(player);
    const slot = `${line.side}:${line.batNum}:${line.subOrder}`;
    if (slots.has(slot)) add(`batting[${i}].subOrder`, `${line.batNum}번 타순의 ${line.subOrder}번째 선수가 두 번 있습니다.`);
    slots.add(slot);
  });
  const pitchers = new Set<string>();
  const orders = new Set<string>();
  input.pitching.forEach((line, i) => {
    const player = `${line.side}:${line.playerId}`;
    if (pitchers.has(player)) add(`pitching[${i}].playerId`, RECORD_RULE_MESSAGES.pitcherTwice);
    pitchers.add(player);
    const order = `${line.side}:${line.order}`;
    if (orders.has(order)) add(`pitching[${i}].order`, `등판 순서 ${line.order}이(가) 두 번 있습니다.`);
    orders.add(order);
    if (line.starter !== (line.order === 1)) add(`pitching[${i}].starter`, RECORD_RULE_MESSAGES.oneStarter);
  });
}

function checkDecisions(input: GameRecordInput, add: Add): void {
  const winner = input.winnerSide;
  const decided = creditsPitcherDecisions({ winType: input.winType, winnerSide: winner, visitScore: input.visit.runs, homeScore: input.home.runs });
  input.pitching.forEach((line, i) => {
    const decision = line.decision;
    if (decision === null || decision === 'h') return;
    const path = `pitching[${i}].decision`;
    if (!decided) add(path, NO_PITCHER_DECISIONS_MESSAGE);
    else if ((decision === 'w' || decision === 's') && line.side !== winner) add(path, RECORD_RULE_MESSAGES.winSaveOnWinner);
    else if (decision === 'l' && line.side === winner) add(path, RECORD_RULE_MESSAGES.lossOnLoser);
  });
  if (!decided) return;
  const count = (decision: string) => input.pitching.filter((line) => line.decision === decision).length;
  if (count('w') > 1) add('pitching', RECORD_RULE_MESSAGES.oneWin);
  if (count('l') > 1) add('pitching', RECORD_RULE_MESSAGES.oneLoss);
  if (count('s') > 1) add('pitching', RECORD_RULE_MESSAGES.oneSave);
}
