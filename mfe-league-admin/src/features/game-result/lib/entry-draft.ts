import {
  BATTING_COUNT_LABELS,
  BATTING_COUNTS,
  OPTIONAL_BATTING_COUNTS,
  OPTIONAL_PITCHING_COUNTS,
  PITCHING_COUNT_LABELS,
  checkBoxScore,
  formatInnings,
  parseInnings,
  validateGameResult,
  WIN_TYPE_RULES,
  type BattingCount,
  type BattingCounts,
  type BattingLineEntry,
  type BoxScoreMessages,
  type GameRecordBody,
  type GameScoreboardEntry,
  type GameSide,
  type PitcherResult,
  type PitchingCount,
  type PitchingLineEntry,
  type WinType,
} from '@dugout/contracts';

export const SIDES: readonly GameSide[] = ['visit', 'home'];
export const SIDE_LABELS: Record<GameSide, string> = { visit: '원정', home: '홈' };
/** The innings the grid shows before any extra inning is added. */
export const REGULATION_INNINGS = 9;
/** Typed in the home half of the last inning: not batted. */
export const NOT_BATTED = 'X';

export const BATTING_LABELS = BATTING_COUNT_LABELS;

/** The pitching columns after 이닝, in the order a scoresheet lists them. */
export const PITCHING_COLUMNS = ['bf', 'h', 'hr', 'r', 'er', 'bb', 'hbp', 'so', 'wp', 'bk', 'pitches'] as const satisfies readonly PitchingCount[];
export type PitchingColumn = (typeof PITCHING_COLUMNS)[number];
export const PITCHING_LABELS = PITCHING_COUNT_LABELS;

export const TOTAL_FIELDS = ['runs', 'hits', 'errors', 'walks'] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];
export const TOTAL_LABELS: Record<TotalField, string> = { runs: 'R', hits: 'H', errors: 'E', walks: 'B' };
export const TOTAL_NAMES: Record<TotalField, string> = { runs: '득점', hits: '안타', errors: '실책', walks: '사사구' };

export const isOptionalBatting = (count: BattingCount) => (OPTIONAL_BATTING_COUNTS as readonly string[]).includes(count);
export const isOptionalPitching = (count: PitchingCount) => (OPTIONAL_PITCHING_COUNTS as readonly string[]).includes(count);

export interface DraftBatting {
  key: string;
  side: GameSide;
  playerId: number | null;
  batNum: number | null;
  subOrder: number | null;
  position: string;
  counts: Record<BattingCount, number | null>;
  /** Added in the form (a substitute, pinch hitter or runner): the player, slot and order are chosen here. */
  added?: boolean;
}

export interface DraftPitching {
  key: string;
  side: GameSide;
  playerId: number | null;
  /** As typed: 5, 5.1, 5.2. */
  innings: string;
  counts: Record<PitchingColumn, number | null>;
  decision: PitcherResult | '';
  /** Added in the form (a reliever): the player is chosen here. */
  added?: boolean;
}

export interface EntryDraft {
  winType: WinType | '';
  /** '' lets the score decide (or no winner). */
  winnerSide: GameSide | '';
  /** One cell per inning and side as typed ('' empty, 'X' not batted). */
  lineScore: Record<GameSide, string[]>;
  /** '' uses the running total (line score sum, batters' H, BB + HBP, 0 errors). */
  totals: Record<GameSide, Record<TotalField, string>>;
  batting: DraftBatting[];
  pitching: DraftPitching[];
}

let nextKey = 0;
export const newKey = () => `row-${++nextKey}`;

const emptyBattingCounts = (): Record<BattingCount, number | null> =>
  Object.fromEntries(BATTING_COUNTS.map((count) => [count, isOptionalBatting(count) ? null : 0])) as Record<BattingCount, number | null>;
const emptyPitchingCounts = (): Record<PitchingColumn, number | null> =>
  Object.fromEntries(PITCHING_COLUMNS.map((count) => [count, isOptionalPitching(count) ? null : 0])) as Record<PitchingColumn, number | null>;

export function newBattingRow(side: GameSide, batNum: number | null, subOrder: number): DraftBatting {
  return { key: newKey(), side, playerId: null, batNum, subOrder, position: '', counts: emptyBattingCounts(), added: true };
}

export function newPitchingRow(side: GameSide): DraftPitching {
  return { key: newKey(), side, playerId: null, innings: '', counts: emptyPitchingCounts(), decision: '', added: true };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Innings with thirds as a scoresheet writes them: 17 outs -> 5⅔, 1 out -> ⅓. */
export function formatInningsThirds(outs: number | null | undefined): string {
  const text = formatInnings(outs);
  const [whole, thirds] = text.split('.');
  if (thirds === undefined) return text;
  const fraction = thirds === '1' ? '⅓' : '⅔';
  return whole === '0' ? fraction : `${whole}${fraction}`;
}

/** The record's line score as the body sends it: trailing empty innings dropped, other empty cells 0, X null. */
export function lineScoreOf(draft: EntryDraft): Record<GameSide, (number | null)[]> {
  const { visit, home } = draft.lineScore;
  let played = 0;
  visit.forEach((cell, k) => {
    if (cell !== '' || (home[k] ?? '') !== '') played = k + 1;
  });
  const cellValue = (cell: string) => (cell === NOT_BATTED ? null : cell === '' ? 0 : Number(cell));
  const visitRuns = visit.slice(0, played).map((cell) => (cell === '' ? 0 : Number(cell)));
  const homeCells = home.slice(0, played);
  // The home half of the last inning not entered yet: the game stands in (or ended in) the top half.
  if (homeCells.length > 0 && homeCells[homeCells.length - 1] === '') homeCells.pop();
  return { visit: visitRuns, home: homeCells.map(cellValue) };
}

function battingTotal(draft: EntryDraft, side: GameSide, count: BattingCount): number {
  return sum(draft.batting.filter((line) => line.side === side).map((line) => line.counts[count] ?? 0));
}

/** The value a totals cell takes when left empty. */
export function defaultTotal(draft: EntryDraft, side: GameSide, field: TotalField): number {
  switch (field) {
    case 'runs':
      return sum(lineScoreOf(draft)[side].map((runs) => runs ?? 0));
    case 'hits':
      return battingTotal(draft, side, 'h');
    case 'walks':
      return battingTotal(draft, side, 'bb') + battingTotal(draft, side, 'hbp');
    case 'errors':
      return 0;
  }
}

export function totalOf(draft: EntryDraft, side: GameSide, field: TotalField): number {
  const text = draft.totals[side][field];
  return text === '' ? defaultTotal(draft, side, field) : Number(text);
}

/** The winner the body sends: the chosen one, else the side ahead when the score decides the game. */
export function winnerOf(draft: EntryDraft): GameSide | null {
  if (draft.winnerSide !== '') return draft.winnerSide;
  if (draft.winType === '' || WIN_TYPE_RULES[draft.winType].decidedBy !== 'score') return null;
  const visit = totalOf(draft, 'visit', 'runs');
  const home = totalOf(draft, 'home', 'runs');
  return visit === home ? null : visit > home ? 'visit' : 'home';
}

export function scoreboardOf(draft: EntryDraft): GameScoreboardEntry {
  const side = (name: GameSide) => Object.fromEntries(TOTAL_FIELDS.map((field) => [field, totalOf(draft, name, field)])) as unknown as GameScoreboardEntry['visit'];
  return { winType: draft.winType === '' ? null : draft.winType, winnerSide: winnerOf(draft), lineScore: lineScoreOf(draft), visit: side('visit'), home: side('home') };
}

export function battingOf(draft: EntryDraft): BattingLineEntry[] {
  return draft.batting.map((line) => ({
    playerId: line.playerId ?? 0,
    side: line.side,
    batNum: line.batNum ?? 0,
    subOrder: line.subOrder ?? 0,
    position: line.position.trim() === '' ? null : line.position.trim().toUpperCase(),
    ...(Object.fromEntries(BATTING_COUNTS.map((count) => [count, line.counts[count] ?? (isOptionalBatting(count) ? null : 0)])) as unknown as BattingCounts),
  }));
}

export function pitchingOf(draft: EntryDraft): PitchingLineEntry[] {
  const orders: Record<GameSide, number> = { visit: 0, home: 0 };
  return draft.pitching.map((line) => {
    const order = ++orders[line.side];
    const counts = Object.fromEntries(PITCHING_COLUMNS.map((count) => [count, line.counts[count] ?? (isOptionalPitching(count) ? null : 0)]));
    return {
      playerId: line.playerId ?? 0,
      side: line.side,
      order,
      starter: order === 1,
      decision: line.decision === '' ? null : line.decision,
      ...(counts as Omit<PitchingLineEntry, 'playerId' | 'side' | 'order' | 'starter' | 'decision' | 'outs'>),
      outs: line.innings.trim() === '' ? 0 : (parseInnings(line.innings) ?? Number.NaN),
    };
  });
}

export const bodyOf = (draft: EntryDraft): GameRecordBody => ({ ...scoreboardOf(draft), batting: battingOf(draft), pitching: pitchingOf(draft) });

export interface DraftCheck {
  errors: BoxScoreMessages;
  warnings: BoxScoreMessages;
  /** The errors that block a scoreboard-only save. */
  scoreboardErrors: BoxScoreMessages;
}

function scoreboardProblems(draft: EntryDraft, board: GameScoreboardEntry): BoxScoreMessages {
  const problems: BoxScoreMessages = {};
  if (board.winType !== null) {
    const problem = validateGameResult({ winType: board.winType, winnerSide: board.winnerSide, visitScore: board.visit.runs, homeScore: board.home.runs });
    if (problem) problems['winnerSide'] = problem;
  }
  return problems;
}

/** checkBoxScore on the form as it stands, plus what only the form can get wrong (no player chosen, innings typed badly). */
export function checkDraft(draft: EntryDraft): DraftCheck {
  const body = bodyOf(draft);
  const full = checkBoxScore(body);
  const board = checkBoxScore({ ...body, batting: [], pitching: [] });
  const own: BoxScoreMessages = {};
  draft.batting.forEach((line, i) => {
    if (line.playerId === null) own[`batting[${i}].playerId`] = '선수를 선택해 주세요.';
    if (line.batNum === null || line.batNum < 1) own[`batting[${i}].batNum`] = '타순을 입력해 주세요.';
  });
  draft.pitching.forEach((line, i) => {
    if (line.playerId === null) own[`pitching[${i}].playerId`] = '투수를 선택해 주세요.';
    if (line.innings.trim() !== '' && parseInnings(line.innings) === null) own[`pitching[${i}].outs`] = '이닝은 5, 5.1(5⅓), 5.2(5⅔)처럼 입력해 주세요.';
  });
  const result = scoreboardProblems(draft, body);
  return {
    errors: { ...result, ...own, ...full.errors },
    warnings: full.warnings,
    scoreboardErrors: { ...result, ...board.errors },
  };
}

/** The form's state from the record the API gave (stored, or prefilled from the lineups). */
export function draftOf(record: GameRecordBody): EntryDraft {
  const innings = Math.max(REGULATION_INNINGS, record.lineScore.visit.length, record.lineScore.home.length);
  const cells = (runs: (number | null)[]) => Array.from({ length: innings }, (_, k) => (k < runs.length ? (runs[k] === null ? NOT_BATTED : String(runs[k])) : ''));
  const draft: EntryDraft = {
    winType: record.winType ?? '',
    winnerSide: record.winnerSide ?? '',
    lineScore: { visit: cells(record.lineScore.visit), home: cells(record.lineScore.home) },
    totals: { visit: { runs: '', hits: '', errors: '', walks: '' }, home: { runs: '', hits: '', errors: '', walks: '' } },
    batting: record.batting.map((line) => ({
      key: newKey(),
      side: line.side,
      playerId: line.playerId,
      batNum: line.batNum,
      subOrder: line.subOrder,
      position: line.position ?? '',
      counts: Object.fromEntries(BATTING_COUNTS.map((count) => [count, line[count]])) as Record<BattingCount, number | null>,
    })),
    pitching: record.pitching
      .slice()
      .sort((a, b) => (a.side === b.side ? a.order - b.order : a.side === 'visit' ? -1 : 1))
      .map((line) => ({
        key: newKey(),
        side: line.side,
        playerId: line.playerId,
        innings: line.outs === 0 && line.bf === 0 ? '' : formatInnings(line.outs),
        counts: Object.fromEntries(PITCHING_COLUMNS.map((count) => [count, line[count]])) as Record<PitchingColumn, number | null>,
        decision: line.decision ?? '',
      })),
  };
  // A stored total that differs from the running total stays as typed; one that matches follows the entry.
  for (const side of SIDES) {
    for (const field of TOTAL_FIELDS) {
      if (record[side][field] !== defaultTotal(draft, side, field)) draft.totals[side][field] = String(record[side][field]);
    }
  }
  // A winner the score already gives is left to the score, so a changed score does not keep a stale winner.
  if (draft.winnerSide !== '') {
    const chosen = draft.winnerSide;
    draft.winnerSide = '';
    if (winnerOf(draft) !== chosen) draft.winnerSide = chosen;
  }
  return draft;
}
