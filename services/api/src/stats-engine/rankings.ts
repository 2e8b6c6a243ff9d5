import { compareKorean, DEFAULT_LEAGUE_RECORD_SETTINGS, type LeagueRecordSettings } from '@dugout/contracts';
import { battingAverage, type BattingTotals } from './batting';
import { pitchingRates, type PitchingTotals } from './pitching';
import { isQualifiedBatter, isQualifiedPitcher } from './qualification';

/** The totals the player lists rank, qualify and show: a ranking reads only these columns. */
export const RANKING_BATTING_FIELDS = ['games', 'pa', 'ab', 'h', 'hr', 'rbi'] as const satisfies readonly (keyof BattingTotals)[];
export const RANKING_PITCHING_FIELDS = ['games', 'wins', 'outs', 'bf', 'h', 'bb', 'er', 'so'] as const satisfies readonly (keyof PitchingTotals)[];

/** A player's season with one team, as the ranking lists need it. */
export interface PlayerSeasonInput {
  playerId: number;
  playerName: string;
  teamId: number;
  teamName: string;
  batting: Pick<BattingTotals, (typeof RANKING_BATTING_FIELDS)[number]>;
  pitching: Pick<PitchingTotals, (typeof RANKING_PITCHING_FIELDS)[number]>;
}

export type RankingSettings = Pick<
  LeagueRecordSettings,
  'eraBaseInnings' | 'batterQualifyMultiplier' | 'pitcherQualifyMultiplier'
>;

/** A player in a list, with the rates the lists sort by computed once. */
export interface RankingEntry {
  player: PlayerSeasonInput;
  /** Batting average; null without at-bats. */
  avg: number | null;
  /** ERA on the league's base; null without outs and earned runs, Infinity with runs and no out. */
  era: number | null;
}

export interface Ranked<T> {
  rank: number;
  entry: T;
}

/** How a list can be ordered (the ?od= of the ranking calls). */
export type BatterOrder = 'avg' | 'rbi' | 'hr' | 'hits' | 'tpa' | 'ab' | 'games';
export type PitcherOrder = 'era' | 'win' | 'so' | 'inning' | 'bf' | 'games';

export interface SortKey<Row> {
  value: (row: Row) => number | null;
  /** 'desc' puts larger first; null always goes last. */
  direction: 'asc' | 'desc';
}

/** An ERA without a single out is no rate to rank by: it goes last with the undefined ones. */
const rankableEra = (entry: RankingEntry) => (entry.era !== null && Number.isFinite(entry.era) ? entry.era : null);

const BATTER_ORDERS: Record<BatterOrder, SortKey<RankingEntry>> = {
  avg: { value: (entry) => entry.avg, direction: 'desc' },
  rbi: { value: (entry) => entry.player.batting.rbi, direction: 'desc' },
  hr: { value: (entry) => entry.player.batting.hr, direction: 'desc' },
  hits: { value: (entry) => entry.player.batting.h, direction: 'desc' },
  tpa: { value: (entry) => entry.player.batting.pa, direction: 'desc' },
  ab: { value: (entry) => entry.player.batting.ab, direction: 'desc' },
  games: { value: (entry) => entry.player.batting.games, direction: 'desc' },
};

const PITCHER_ORDERS: Record<PitcherOrder, SortKey<RankingEntry>> = {
  era: { value: rankableEra, direction: 'asc' },
  win: { value: (entry) => entry.player.pitching.wins, direction: 'desc' },
  so: { value: (entry) => entry.player.pitching.so, direction: 'desc' },
  inning: { value: (entry) => entry.player.pitching.outs, direction: 'desc' },
  bf: { value: (entry) => entry.player.pitching.bf, direction: 'desc' },
  games: { value: (entry) => entry.player.pitching.games, direction: 'desc' },
};

export const isBatterOrder = (value: unknown): value is BatterOrder =>
  typeof value === 'string' && Object.hasOwn(BATTER_ORDERS, value);
export const isPitcherOrder = (value: unknown): value is PitcherOrder =>
  typeof value === 'string' && Object.hasOwn(PITCHER_ORDERS, value);

/**
 * Sorts by the key, then by `tieOrder` so equal values always come out in the same order, and
 * numbers the rows: equal key values share a rank (1, 1, 3).
 */
export function rankRows<Row>(rows: readonly Row[], key: SortKey<Row>, tieOrder: (a: Row, b: Row) => number): (Row & { rank: number })[] {
  return rankInTieOrder([...rows].sort(tieOrder), key).map(({ rank, entry }) => ({ ...entry, rank }));
}

/**
 * Ranks rows already in tie order: the sort is stable, so sorting by the key alone keeps that
 * order among equal values (several lists of the same rows need the collation only once).
 */
function rankInTieOrder<Row>(rowsInTieOrder: readonly Row[], key: SortKey<Row>): Ranked<Row>[] {
  const compareValues = (a: number | null, b: number | null): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return key.direction === 'asc' ? a - b : b - a;
  };
  const sorted = [...rowsInTieOrder].sort((a, b) => compareValues(key.value(a), key.value(b)));
  const ranked: Ranked<Row>[] = [];
  sorted.forEach((entry, index) => {
    const level = index > 0 && key.value(entry) === key.value(sorted[index - 1]);
    ranked.push({ entry, rank: level ? ranked[index - 1].rank : index + 1 });
  });
  return ranked;
}

/** Players level on a list's key are listed by name (Korean collation), team name and ids. */
function byPlayerName(a: RankingEntry, b: RankingEntry): number {
  return (
    compareKorean(a.player.playerName, b.player.playerName) ||
    compareKorean(a.player.teamName, b.player.teamName) ||
    a.player.playerId - b.player.playerId ||
    a.player.teamId - b.player.teamId
  );
}

type TeamGames = ReadonlyMap<number, number>;

/** Batters or pitchers of a list: qualified ones, those below the threshold, or everyone who batted / pitched. */
export type RankingList = 'qualified' | 'below' | 'every';

/** Every player who batted (or pitched), as entries in name order: each list then only sorts by its key. */
function entriesOf(players: readonly PlayerSeasonInput[], role: 'batter' | 'pitcher', settings: RankingSettings): RankingEntry[] {
  return players
    .filter((player) => (role === 'batter' ? player.batting.pa > 0 : player.pitching.games > 0))
    .map((player) => ({
      player,
      avg: battingAverage(player.batting),
      era: pitchingRates(player.pitching, settings.eraBaseInnings).era,
    }))
    .sort(byPlayerName);
}

const qualifiedBatter = (teamGames: TeamGames, settings: RankingSettings) => (entry: RankingEntry) =>
  isQualifiedBatter(entry.player.batting.pa, teamGames.get(entry.player.teamId) ?? 0, settings.batterQualifyMultiplier);
const qualifiedPitcher = (teamGames: TeamGames, settings: RankingSettings) => (entry: RankingEntry) =>
  isQualifiedPitcher(entry.player.pitching.outs, teamGames.get(entry.player.teamId) ?? 0, settings.pitcherQualifyMultiplier);

function select(entries: readonly RankingEntry[], list: RankingList, qualifies: (entry: RankingEntry) => boolean): RankingEntry[] {
  if (list === 'every') return [...entries];
  return entries.filter((entry) => qualifies(entry) === (list === 'qualified'));
}

/**
 * Batters who qualify (규정타석, against the games of the player's own team), those below, or
 * every batter with a plate appearance, best first by `order` (default batting average).
 */
export function rankBatters(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  list: RankingList,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: BatterOrder = 'avg',
): Ranked<RankingEntry>[] {
  return rankInTieOrder(select(entriesOf(players, 'batter', settings), list, qualifiedBatter(teamGames, settings)), BATTER_ORDERS[order]);
}

/** Pitchers who qualify (규정이닝), those below, or every pitcher who appeared, best first by `order` (default ERA, lowest first). */
export function rankPitchers(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  list: RankingList,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: PitcherOrder = 'era',
): Ranked<RankingEntry>[] {
  return rankInTieOrder(select(entriesOf(players, 'pitcher', settings), list, qualifiedPitcher(teamGames, settings)), PITCHER_ORDERS[order]);
}

export interface LeaderBoards {
  avg: Ranked<RankingEntry>[];
  rbi: Ranked<RankingEntry>[];
  hr: Ranked<RankingEntry>[];
  era: Ranked<RankingEntry>[];
  wins: Ranked<RankingEntry>[];
  so: Ranked<RankingEntry>[];
}

/**
 * The leader boards: batting average and ERA among qualified players only; RBI, home runs,
 * wins and strikeouts among everyone who batted or pitched. `limit` cuts each list (the league
 * home shows the top 5) to at most that many rows, even when ranks tie at the cut.
 */
export function rankLeaderBoards(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  limit?: number,
): LeaderBoards {
  const batters = entriesOf(players, 'batter', settings);
  const pitchers = entriesOf(players, 'pitcher', settings);
  const board = (entries: readonly RankingEntry[], key: SortKey<RankingEntry>) => {
    const ranked = rankInTieOrder(entries, key);
    return limit === undefined ? ranked : ranked.slice(0, limit);
  };
  return {
    avg: board(batters.filter(qualifiedBatter(teamGames, settings)), BATTER_ORDERS.avg),
    rbi: board(batters, BATTER_ORDERS.rbi),
    hr: board(batters, BATTER_ORDERS.hr),
    era: board(pitchers.filter(qualifiedPitcher(teamGames, settings)), PITCHER_ORDERS.era),
    wins: board(pitchers, PITCHER_ORDERS.win),
    so: board(pitchers, PITCHER_ORDERS.so),
  };
}
