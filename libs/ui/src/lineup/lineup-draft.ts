import {
  classifyBatNum,
  LINEUP_LIMITS,
  LINEUP_MESSAGES,
  LINEUP_POSITIONS,
  lineupPositions,
  lineupProblems,
  type GameLineupEntryInput,
  type GameOrderPlayer,
} from '@dugout/contracts';

export const positionOptionLabel = (code: (typeof LINEUP_POSITIONS)[number]) => `${lineupPositions.label(code)} (${code})`;

/** The first reserve's batting number; the next ones follow it. */
export const RESERVE_BAT_NUM = 100;
/** The starting pitcher's batting number when a DH bats for him. */
export const STARTING_PITCHER_BAT_NUM = 0;

export interface StarterRow {
  playerId: number | null;
  position: string;
}

/** One side's lineup as the form edits it: starters by batting order (index + 1), the DH's pitcher, reserves. */
export interface LineupDraft {
  starters: StarterRow[];
  dh: boolean;
  pitcherId: number | null;
  reserves: number[];
}

export const emptyStarters = (): StarterRow[] => Array.from({ length: LINEUP_LIMITS.startersMin }, () => ({ playerId: null, position: '' }));

/** The form's draft from a saved lineup (nine empty rows when none is saved). */
export function draftFromEntries(entries: readonly GameLineupEntryInput[]): LineupDraft {
  const starters = entries.filter((entry) => classifyBatNum(entry.batNum) === 'starter');
  const pitcher = entries.find((entry) => classifyBatNum(entry.batNum) === 'startingPitcher');
  const last = Math.max(LINEUP_LIMITS.startersMin, ...starters.map((entry) => entry.batNum));
  const rows: StarterRow[] = Array.from({ length: last }, (_, index) => {
    const entry = starters.find((candidate) => candidate.batNum === index + 1);
    return { playerId: entry?.playerId ?? null, position: entry?.position ?? '' };
  });
  return {
    starters: rows,
    dh: pitcher !== undefined || starters.some((entry) => entry.position === 'DH'),
    pitcherId: pitcher?.playerId ?? null,
    reserves: entries
      .filter((entry) => classifyBatNum(entry.batNum) === 'reserve')
      .sort((a, b) => a.batNum - b.batNum)
      .map((entry) => entry.playerId),
  };
}

/** What the API receives: the filled rows only, reserves numbered from 100 in the order shown. */
export function entriesFromDraft(draft: LineupDraft): GameLineupEntryInput[] {
  const entries: GameLineupEntryInput[] = [];
  draft.starters.forEach((row, index) => {
    if (row.playerId !== null) entries.push({ playerId: row.playerId, batNum: index + 1, position: row.position || null });
  });
  if (draft.dh && draft.pitcherId !== null) entries.push({ playerId: draft.pitcherId, batNum: STARTING_PITCHER_BAT_NUM, position: 'P' });
  draft.reserves.forEach((playerId, index) => entries.push({ playerId, batNum: RESERVE_BAT_NUM + index, position: null }));
  return entries;
}

/** Where a problem of the draft is shown: beside a row (starter by index, the pitcher, a reserve) or for the whole side. */
export interface DraftProblems {
  starters: string[][];
  pitcher: string[];
  reserves: string[][];
  general: string[];
}

export const ineligibleMessage = (player: GameOrderPlayer) => `${player.playerName} 선수는 이 경기에 출전할 수 없습니다: ${player.reasons.join(' ')}`;

/**
 * The lineup's problems (lineupProblems from the contracts, the same messages the API answers)
 * plus the players who may not play, each put beside the rows it is about.
 */
export function draftProblems(draft: LineupDraft, players: readonly GameOrderPlayer[]): DraftProblems {
  const problems = lineupProblems(entriesFromDraft(draft));
  const byId = new Map(players.map((player) => [player.playerId, player]));
  const used = new Set<string>();
  const about = (playerId: number | null, extra: string[]): string[] => {
    const found = problems.filter((problem) => extra.includes(problem) || (playerId !== null && problem === LINEUP_MESSAGES.duplicatePlayer(playerId)));
    found.forEach((problem) => used.add(problem));
    const player = playerId === null ? undefined : byId.get(playerId);
    return player && !player.eligible ? [...found, ineligibleMessage(player)] : found;
  };
  const starters = draft.starters.map((row, index) =>
    about(row.playerId, [LINEUP_MESSAGES.starterPosition(index + 1), ...(row.position ? [LINEUP_MESSAGES.duplicatePosition(row.position)] : [])]),
  );
  // The DH switch on means the pitcher row is wanted, even before a batter is marked DH.
  if (draft.dh && draft.pitcherId === null && !problems.includes(LINEUP_MESSAGES.dhNeedsPitcher)) problems.push(LINEUP_MESSAGES.dhNeedsPitcher);
  const pitcher = draft.dh ? about(draft.pitcherId, [LINEUP_MESSAGES.dhNeedsPitcher, LINEUP_MESSAGES.pitcherWithoutDh]) : [];
  const reserves = draft.reserves.map((playerId) => about(playerId, []));
  return { starters, pitcher, reserves, general: problems.filter((problem) => !used.has(problem)) };
}

export const hasProblems = (problems: DraftProblems) =>
  problems.general.length > 0 || problems.pitcher.length > 0 || [...problems.starters, ...problems.reserves].some((row) => row.length > 0);
