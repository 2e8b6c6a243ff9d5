import type { GameRecordBody } from '../api/game-entry.types';
import { BATTING_COUNTS, OPTIONAL_BATTING_COUNTS, OPTIONAL_PITCHING_COUNTS, PITCHING_COUNTS } from '../api/records.types';
import { creditsPitcherDecisions, type GameSide, type WinType } from '../enums/game.enum';
import { RECORD_RULE_MESSAGES } from './record-rule-messages';

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

const SIDES: readonly GameSide[] = ['visit', 'home'];
const SIDE_LABEL: Record<GameSide, string> = { visit: '원정 팀', home: '홈 팀' };
const other = (side: GameSide): GameSide => (side === 'visit' ? 'home' : 'visit');
/** Forfeits set the score by rule: the line score and the lines need not add up to it. */
const SCORE_BY_RULE: ReadonlySet<string> = new Set<WinType>(['6', '7', '8']);
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
 * The entry form's checks of a box score, run by the screen as the scorer types and by the API
 * before it saves: numbers are non-negative integers; each side's runs = its line score = its
 * batters' R, its hits = its batters' H; the opposing pitchers' H, BB, SO, HR and R equal the
 * side's batting totals (a count some line did not record is skipped); PA = AB + BB + HBP + SH +
 * SF (more is allowed with a warning: interference); a side's pitchers' outs match the innings
 * the other side batted; exactly one W and one L when the result credits decisions, at most one
 * S, holds only for relievers, a pitcher with a decision has pitched; a player once per side.
 * Checks between the lines and the scoreboard run only for a side whose lines were entered, so a
 * scorer may save the score first and the lines later.
 */
export function checkBoxScore(entry: GameRecordBody): BoxScoreCheckResult {
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
  innings.visit.forEach((runs, k) => {
    if (!isCount(runs)) error(`lineScore.visit[${k}]`, NOT_A_COUNT);
  });
  innings.home.forEach((runs, k) => {
    if (runs === null) {
      if (k !== innings.home.length - 1 || innings.home.length !== innings.visit.length) {
        error(`lineScore.home[${k}]`, 'X(공격 안 함)는 홈 팀의 마지막 이닝에만 쓸 수 있습니다.');
      }
    } else if (!isCount(runs)) error(`lineScore.home[${k}]`, NOT_A_COUNT);
  });
  if (innings.visit.length > 0 && innings.home.length !== innings.visit.length && innings.home.length !== innings.visit.length - 1) {
    error('lineScore.home', `홈 팀 이닝 수(${innings.home.length})는 원정 팀 이닝 수(${innings.visit.length})와 같거나 하나 적어야 합니다.`);
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
  if (Object.keys(errors).length > 0) return { errors, warnings };

  const body = entry;
  const scoreByRule = body.winType !== null && SCORE_BY_RULE.has(body.winType);
  for (const side of SIDES) {
    const own = body.batting.filter((line) => line.side === side);
    const theirPitchers = body.pitching.filter((line) => line.side === other(side));
    const lineTotal = sum(body.lineScore[side].map((runs) => runs ?? 0));
    if (!scoreByRule && body.lineScore[side].length > 0 && lineTotal !== body[side].runs) {
      error(`lineScore.${side}`, `${SIDE_LABEL[side]} 이닝별 점수 합계(${lineTotal})가 득점(${body[side].runs})과 다릅니다.`);
    }
    if (own.length > 0) {
      const runs = sum(own.map((line) => line.r));
      if (!scoreByRule && runs !== body[side].runs) error(`battingTotals.${side}.r`, `타자 득점 합계(${runs})가 ${SIDE_LABEL[side]} 득점(${body[side].runs})과 다릅니다.`);
      const hits = sum(own.map((line) => line.h));
      if (hits !== body[side].hits) error(`${side}.hits`, `${SIDE_LABEL[side]} 안타(${body[side].hits})가 타자 안타 합계(${hits})와 다릅니다.`);
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

function checkLines(batting: unknown[], pitching: unknown[], error: Report, warn: Report): void {
  batting.forEach((raw, i) => {
    if (!isObject(raw) || BATTING_COUNTS.some((field) => !isCount(raw[field]) && raw[field] !== null)) return;
    const line = raw as unknown as Record<(typeof BATTING_COUNTS)[number], number | null>;
    const n = (value: number | null) => value ?? 0;
    const path = `batting[${i}]`;
    const counted = n(line.ab) + n(line.bb) + n(line.hbp) + n(line.sh) + n(line.sf);
    if (n(line.pa) < counted) error(`${path}.pa`, `타석(${n(line.pa)})이 타수·볼넷·몸에 맞는 공·희생번트·희생플라이의 합(${counted})보다 적습니다.`);
    else if (n(line.pa) > counted) warn(`${path}.pa`, `타석(${n(line.pa)})이 타수·볼넷·몸에 맞는 공·희생타의 합(${counted})보다 많습니다. 타격 방해 등으로 출루한 경우에만 맞습니다.`);
    if (n(line.h) > n(line.ab)) error(`${path}.h`, '안타는 타수보다 많을 수 없습니다.');
    else if (n(line.b2) + n(line.b3) + n(line.hr) > n(line.h)) error(`${path}.h`, '장타(2루타·3루타·홈런)는 안타보다 많을 수 없습니다.');
    if (n(line.so) > n(line.ab)) error(`${path}.so`, '삼진은 타수보다 많을 수 없습니다.');
    if (n(line.r) < n(line.hr)) error(`${path}.r`, '득점은 홈런보다 적을 수 없습니다.');
    if (n(line.rbi) < n(line.hr)) error(`${path}.rbi`, '타점은 홈런보다 적을 수 없습니다.');
    if (line.ibb !== null && n(line.ibb) > n(line.bb)) error(`${path}.ibb`, '고의4구는 볼넷보다 많을 수 없습니다.');
  });
  pitching.forEach((raw, i) => {
    if (!isObject(raw) || PITCHING_COUNTS.some((field) => !isCount(raw[field]) && raw[field] !== null)) return;
    const line = raw as unknown as Record<(typeof PITCHING_COUNTS)[number], number | null>;
    const n = (value: number | null) => value ?? 0;
    const path = `pitching[${i}]`;
    if (n(line.er) > n(line.r)) error(`${path}.er`, '자책점은 실점보다 많을 수 없습니다.');
    if (line.hr !== null && n(line.hr) > n(line.h)) error(`${path}.hr`, '피홈런은 피안타보다 많을 수 없습니다.');
    if (n(line.h) + n(line.bb) + n(line.hbp) > n(line.bf)) error(`${path}.bf`, '상대 타자 수는 피안타·볼넷·사구의 합보다 적을 수 없습니다.');
  });
}

function checkDuplicates(batting: unknown[], pitching: unknown[], error: Report): void {
  const seen = new Set<string>();
  batting.forEach((line, i) => {
    const key = `${String(valueOf(line, 'side'))}:${String(valueOf(line, 'playerId'))}`;
    if (seen.has(key)) error(`batting[${i}].playerId`, '같은 선수가 타자 명단에 두 번 있습니다.');
    seen.add(key);
  });
  const pitchers = new Set<string>();
  pitching.forEach((line, i) => {
    const key = `${String(valueOf(line, 'side'))}:${String(valueOf(line, 'playerId'))}`;
    if (pitchers.has(key)) error(`pitching[${i}].playerId`, '같은 투수가 투수 명단에 두 번 있습니다.');
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
