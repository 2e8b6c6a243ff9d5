import {
  DEFAULT_LEAGUE_RECORD_SETTINGS,
  formatInnings,
  type LeagueRecordSettings,
  type PlayerRankingLists,
  type PlayerRankingRow,
  compareKorean,
} from '@dugout/contracts';
import { type BattingTotals, battingRates } from './batting';
import { type PitchingTotals, pitchingRates } from './pitching';
import { isQualifiedBatter, isQualifiedPitcher } from './qualification';

export type { PlayerRankingLists, PlayerRankingRow };

/** A player's season with one team, as the ranking lists need it. */
export interface PlayerSeasonInput {
  playerId: number;
  playerName: string;
  teamId: number;
  teamName: string;
  /** Games played (batting or pitching). */
  games: number;
  batting: BattingTotals;
  pitching: PitchingTotals;
}

export type RankingSettings = Pick<
  LeagueRecordSettings,
  'eraBaseInnings' | 'batterQualifyMultiplier' | 'pitcherQualifyMultiplier'
>;

/** How a list can be ordered (the ?od= of the ranking calls). */
export type BatterOrder = 'avg' | 'rbi' | 'hr' | 'hits' | 'tpa' | 'ab' | 'games';
export type PitcherOrder = 'era' | 'win' | 'so' | 'inning' | 'bf' | 'games';

export interface SortKey<Row> {
  value: (row: Row) => number | null;
  /** 'desc' puts larger first; null always goes last. */
  direction: 'asc' | 'desc';
}

const BATTER_ORDERS: Record<BatterOrder, SortKey<PlayerRankingRow>> = {
  avg: { value: (row) => row.bat_avg, direction: 'desc' },
  rbi: { value: (row) => row.bat_rbi, direction: 'desc' },
  hr: { value: (row) => row.bat_hr, direction: 'desc' },
  hits: { value: (row) => row.bat_hits, direction: 'desc' },
  tpa: { value: (row) => row.bat_tpa, direction: 'desc' },
  ab: { value: (row) => row.bat_ab, direction: 'desc' },
  games: { value: (row) => row.game_cnt, direction: 'desc' },
};

const PITCHER_ORDERS: Record<PitcherOrder, SortKey<PlayerRankingRow>> = {
  era: { value: (row) => row.pit_era, direction: 'asc' },
  win: { value: (row) => row.pit_win, direction: 'desc' },
  so: { value: (row) => row.pit_so, direction: 'desc' },
  inning: { value: (row) => row.pit_outs, direction: 'desc' },
  bf: { value: (row) => row.pit_bf, direction: 'desc' },
  games: { value: (row) => row.game_cnt, direction: 'desc' },
};

export const isBatterOrder = (value: unknown): value is BatterOrder =>
  typeof value === 'string' && Object.hasOwn(BATTER_ORDERS, value);
export const isPitcherOrder = (value: unknown): value is PitcherOrder =>
  typeof value === 'string' && Object.hasOwn(PITCHER_ORDERS, value);

/** Which list a row is in: its games column counts games batted in batter lists and games pitched in pitcher lists. */
export type PlayerListRole = 'batter' | 'pitcher';

export function playerRankingRow(player: PlayerSeasonInput, eraBaseInnings: number, role: PlayerListRole): PlayerRankingRow {
  const era = pitchingRates(player.pitching, eraBaseInnings).era;
  return {
    rank: 0,
    playerId: player.playerId,
    teamId: player.teamId,
    player_name: player.playerName,
    team_name: player.teamName,
    game_cnt: role === 'pitcher' ? player.pitching.games : player.batting.games,
    bat_avg: battingRates(player.batting).avg,
    bat_tpa: player.batting.pa,
    bat_ab: player.batting.ab,
    bat_hits: player.batting.h,
    bat_rbi: player.batting.rbi,
    bat_hr: player.batting.hr,
    pit_era: era !== null && Number.isFinite(era) ? era : null,
    pit_inning: formatInnings(player.pitching.outs),
    pit_outs: player.pitching.outs,
    pit_bf: player.pitching.bf,
    pit_win: player.pitching.wins,
    pit_so: player.pitching.so,
  };
}

/**
 * Sorts by the key, then by name (Korean collation), team name and id so equal values always
 * come out in the same order, and numbers the rows: equal key values share a rank (1, 1, 3).
 */
export function rankRows<Row extends { rank: number }>(
  rows: readonly Row[],
  key: SortKey<Row>,
  tieOrder: (a: Row, b: Row) => number,
): Row[] {
  return rankInTieOrder([...rows].sort(tieOrder), key);
}

/**
 * rankRows for rows already in tie order: the sort is stable, so sorting by the key alone keeps
 * that order among equal values (several lists of the same rows need the collation only once).
 */
function rankInTieOrder<Row extends { rank: number }>(rowsInTieOrder: readonly Row[], key: SortKey<Row>): Row[] {
  const compareValues = (a: number | null, b: number | null): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return key.direction === 'asc' ? a - b : b - a;
  };
  const sorted = [...rowsInTieOrder].sort((a, b) => compareValues(key.value(a), key.value(b)));
  const ranked: Row[] = [];
  sorted.forEach((row, index) => {
    const level = index > 0 && key.value(row) === key.value(sorted[index - 1]);
    ranked.push({ ...row, rank: level ? ranked[index - 1].rank : index + 1 });
  });
  return ranked;
}

function byPlayerName(a: PlayerRankingRow, b: PlayerRankingRow): number {
  return (
    compareKorean(a.player_name, b.player_name) ||
    compareKorean(a.team_name, b.team_name) ||
    a.playerId - b.playerId ||
    a.teamId - b.teamId
  );
}

type TeamGames = ReadonlyMap<number, number>;

const batters = (players: readonly PlayerSeasonInput[]) => players.filter((player) => player.batting.pa > 0);
const pitchers = (players: readonly PlayerSeasonInput[]) => players.filter((player) => player.pitching.games > 0);
const battingQualified = (player: PlayerSeasonInput, teamGames: TeamGames, settings: RankingSettings) =>
  isQualifiedBatter(player.batting.pa, teamGames.get(player.teamId) ?? 0, settings.batterQualifyMultiplier);
const pitchingQualified = (player: PlayerSeasonInput, teamGames: TeamGames, settings: RankingSettings) =>
  isQualifiedPitcher(player.pitching.outs, teamGames.get(player.teamId) ?? 0, settings.pitcherQualifyMultiplier);

const rankBatters = (players: readonly PlayerSeasonInput[], order: BatterOrder, settings: RankingSettings) =>
  rankPlayers(players, 'batter', BATTER_ORDERS[order], settings);
const rankPitchers = (players: readonly PlayerSeasonInput[], order: PitcherOrder, settings: RankingSettings) =>
  rankPlayers(players, 'pitcher', PITCHER_ORDERS[order], settings);

function rankPlayers(
  players: readonly PlayerSeasonInput[],
  role: PlayerListRole,
  key: SortKey<PlayerRankingRow>,
  settings: RankingSettings,
): PlayerRankingRow[] {
  return rankRows(
    players.map((player) => playerRankingRow(player, settings.eraBaseInnings, role)),
    key,
    byPlayerName,
  );
}

/** Batters who qualify (규정타석), best first by `order` (default batting average). */
export function buildBatterRanking(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: BatterOrder = 'avg',
): PlayerRankingRow[] {
  const qualified = batters(players).filter((player) => battingQualified(player, teamGames, settings));
  return rankBatters(qualified, order, settings);
}

/** Batters below the qualifying plate appearances (leagueRankSubBatter). */
export function buildSubBatterRanking(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: BatterOrder = 'avg',
): PlayerRankingRow[] {
  const below = batters(players).filter((player) => !battingQualified(player, teamGames, settings));
  return rankBatters(below, order, settings);
}

/** Every batter with a plate appearance, qualified or not, by `order` (the export list). */
export function buildEveryBatterRanking(players: readonly PlayerSeasonInput[], settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS, order: BatterOrder = 'avg'): PlayerRankingRow[] {
  return rankBatters(batters(players), order, settings);
}

/** Every pitcher who appeared, qualified or not, by `order` (the export list). */
export function buildEveryPitcherRanking(players: readonly PlayerSeasonInput[], settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS, order: PitcherOrder = 'era'): PlayerRankingRow[] {
  return rankPitchers(pitchers(players), order, settings);
}

/** Pitchers who qualify (규정이닝), best first by `order` (default ERA, lowest first). */
export function buildPitcherRanking(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: PitcherOrder = 'era',
): PlayerRankingRow[] {
  const qualified = pitchers(players).filter((player) => pitchingQualified(player, teamGames, settings));
  return rankPitchers(qualified, order, settings);
}

/** Pitchers below the qualifying innings (leagueRankSubPitcher). */
export function buildSubPitcherRanking(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  order: PitcherOrder = 'era',
): PlayerRankingRow[] {
  const below = pitchers(players).filter((player) => !pitchingQualified(player, teamGames, settings));
  return rankPitchers(below, order, settings);
}

/**
 * The leader boards: batting average and ERA among qualified players only; RBI, home runs,
 * wins and strikeouts among everyone who batted or pitched. `limit` cuts each list (the league
 * home shows the top 5) to at most that many rows, even when ranks tie at the cut.
 */
export function buildPlayerRankingLists(
  players: readonly PlayerSeasonInput[],
  teamGames: TeamGames,
  settings: RankingSettings = DEFAULT_LEAGUE_RECORD_SETTINGS,
  limit?: number,
): PlayerRankingLists {
  const cut = (rows: PlayerRankingRow[]) => (limit === undefined ? rows : rows.slice(0, limit));
  // Each player's row once per role, in name order once; every list then only sorts by its key.
  const rowsOf = (group: readonly PlayerSeasonInput[], role: PlayerListRole) =>
    group.map((player) => ({ player, row: playerRankingRow(player, settings.eraBaseInnings, role) })).sort((a, b) => byPlayerName(a.row, b.row));
  const batting = rowsOf(batters(players), 'batter');
  const pitching = rowsOf(pitchers(players), 'pitcher');
  const list = (entries: typeof batting, key: SortKey<PlayerRankingRow>, qualifies?: (player: PlayerSeasonInput) => boolean) =>
    cut(rankInTieOrder(entries.filter(({ player }) => !qualifies || qualifies(player)).map(({ row }) => row), key));
  return {
    listAvg: list(batting, BATTER_ORDERS.avg, (player) => battingQualified(player, teamGames, settings)),
    listRbi: list(batting, BATTER_ORDERS.rbi),
    listHr: list(batting, BATTER_ORDERS.hr),
    listEra: list(pitching, PITCHER_ORDERS.era, (player) => pitchingQualified(player, teamGames, settings)),
    listWin: list(pitching, PITCHER_ORDERS.win),
    listSo: list(pitching, PITCHER_ORDERS.so),
  };
}
