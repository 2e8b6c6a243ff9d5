import type { InferType } from 'yup';
import { classifyBatNum } from '../enums/lineup.enum';
import { idField, numberField } from './fields';
import { yup } from './korean-yup';

/** Lineup positions: the nine fielders and the designated hitter. */
export const LINEUP_POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const;
export type LineupPosition = (typeof LINEUP_POSITIONS)[number];
/** Fielding positions a lineup fills exactly once (the pitcher's may be taken by the starting pitcher when a DH bats). */
export const FIELD_POSITIONS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;

export const LINEUP_LIMITS = { batNumMin: -9, batNumMax: 199, entriesMax: 60, startersMin: 9 } as const;

export const LINEUP_MESSAGES = {
  entriesRequired: '라인업을 입력해 주세요.',
  entriesTooMany: `라인업은 ${LINEUP_LIMITS.entriesMax}명까지 입력할 수 있습니다.`,
  playerRequired: '선수를 선택해 주세요.',
  batNumRequired: '타순을 입력해 주세요.',
  batNumRange: `타순은 ${LINEUP_LIMITS.batNumMin}부터 ${LINEUP_LIMITS.batNumMax}까지의 정수로 입력해 주세요.`,
  positionChoice: '수비 위치를 목록에서 골라 주세요.',
  starterPosition: (batNum: number) => `${batNum}번 타자의 수비 위치를 골라 주세요.`,
  duplicatePlayer: (playerId: number) => `같은 선수를 두 번 넣을 수 없습니다 (선수 번호 ${playerId}).`,
  duplicateBatNum: (batNum: number) => `타순 ${batNum}번이 두 번 들어 있습니다.`,
  missingStarters: (missing: number[]) => `1번부터 9번 타자까지 모두 입력해 주세요 (빠진 타순: ${missing.join(', ')}).`,
  duplicatePosition: (position: string) => `수비 위치 ${position}에 선수가 두 명 있습니다.`,
  missingPosition: (position: string) => `수비 위치 ${position}을(를) 맡은 선발 타자가 없습니다.`,
  dhNeedsPitcher: '지명타자(DH)가 있으면 선발 투수를 타순 0 이하에 입력해 주세요.',
  pitcherWithoutDh: '지명타자가 없으면 선발 투수는 타순 안에 P로 넣어 주세요.',
  pitcherBatsWithDh: '지명타자가 있으면 투수는 타순에 넣지 않고 선발 투수 칸에 입력해 주세요.',
  onePitcher: '선발 투수는 한 명만 입력할 수 있습니다.',
  startingPitcherPosition: '선발 투수의 수비 위치는 P여야 합니다.',
  missingPitcher: '선발 투수(P)를 입력해 주세요.',
} as const;

const M = LINEUP_MESSAGES;

export interface LineupEntryLike {
  playerId: number;
  batNum: number;
  position?: string | null;
}

/**
 * The rules over a whole lineup (spec 3), in the order they are reported: one player once, one
 * batting number once, starters 1-9 at least with a position, each fielding position once, and
 * the pitcher: with a DH the starting pitcher sits at batting number 0 or less, without one he
 * bats as P. Returns the messages (empty when the lineup is fine).
 */
export function lineupProblems(entries: readonly LineupEntryLike[]): string[] {
  const problems: string[] = [];
  const seenPlayers = new Set<number>();
  const seenBatNums = new Set<number>();
  for (const entry of entries) {
    if (seenPlayers.has(entry.playerId)) problems.push(M.duplicatePlayer(entry.playerId));
    seenPlayers.add(entry.playerId);
    if (seenBatNums.has(entry.batNum)) problems.push(M.duplicateBatNum(entry.batNum));
    seenBatNums.add(entry.batNum);
  }
  const starters = entries.filter((entry) => classifyBatNum(entry.batNum) === 'starter');
  const pitchers = entries.filter((entry) => classifyBatNum(entry.batNum) === 'startingPitcher');
  const missing = Array.from({ length: LINEUP_LIMITS.startersMin }, (_, index) => index + 1).filter((batNum) => !starters.some((entry) => entry.batNum === batNum));
  if (missing.length > 0) problems.push(M.missingStarters(missing));
  for (const entry of starters) {
    if (!entry.position) problems.push(M.starterPosition(entry.batNum));
  }
  const positionCount = (position: string) => starters.filter((entry) => entry.position === position).length;
  for (const position of [...FIELD_POSITIONS, 'P']) {
    if (positionCount(position) > 1) problems.push(M.duplicatePosition(position));
  }
  if (missing.length === 0) {
    for (const position of FIELD_POSITIONS) if (positionCount(position) === 0) problems.push(M.missingPosition(position));
  }
  const hasDh = positionCount('DH') > 0;
  if (pitchers.length > 1) problems.push(M.onePitcher);
  for (const pitcher of pitchers) if (pitcher.position && pitcher.position !== 'P') problems.push(M.startingPitcherPosition);
  if (hasDh) {
    if (pitchers.length === 0) problems.push(M.dhNeedsPitcher);
    if (positionCount('P') > 0) problems.push(M.pitcherBatsWithDh);
  } else {
    if (pitchers.length > 0) problems.push(M.pitcherWithoutDh);
    else if (missing.length === 0 && positionCount('P') === 0) problems.push(M.missingPitcher);
  }
  return [...new Set(problems)];
}

const entrySchema = yup.object({
  playerId: idField().required(M.playerRequired),
  batNum: numberField()
    .required(M.batNumRequired)
    .integer(M.batNumRange)
    .min(LINEUP_LIMITS.batNumMin, M.batNumRange)
    .max(LINEUP_LIMITS.batNumMax, M.batNumRange),
  position: yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null | undefined) => (value === '' ? null : value))
    .test('position', M.positionChoice, (value) => value === undefined || value === null || (LINEUP_POSITIONS as readonly string[]).includes(value)),
});

/** POST /api/game/admin/order/{gameId}/{teamId}: the team's whole lineup, replacing the saved one. */
export const gameLineupSchema = yup.object({
  entries: yup
    .array(entrySchema)
    .required(M.entriesRequired)
    .min(1, M.entriesRequired)
    .max(LINEUP_LIMITS.entriesMax, M.entriesTooMany)
    .test('lineup-rules', '', function lineupRules(entries) {
      if (!entries) return true;
      const complete = entries.filter((entry): entry is LineupEntryLike => Number.isInteger(entry.playerId) && Number.isInteger(entry.batNum));
      if (complete.length !== entries.length) return true;
      const [problem] = lineupProblems(complete);
      return problem ? this.createError({ message: problem }) : true;
    }),
});
export type GameLineupPayload = InferType<typeof gameLineupSchema>;
