/**
 * Response shapes of the season and career totals of teams and players (issue 10), with the
 * spec's field names. Every count is a plain number (0 when nothing was recorded); rates are
 * unrounded numbers and null when undefined (nothing to divide by, a count some lines did not
 * record, or runs without an out: JSON has no Infinity). The web formats them with
 * formatAvg / formatEra.
 */
import type { PitcherResult } from '../enums';

/** Batting totals. */
export interface BattingStatLine {
  /** Games batted. */
  game_cnt: number;
  /** Plate appearances (타석). */
  bat_tpa: number;
  /** At-bats (타수). */
  bat_ab: number;
  bat_runs: number;
  bat_hits: number;
  bat_2b: number;
  bat_3b: number;
  bat_hr: number;
  /** Total bases: H + 2B + 2 x 3B + 3 x HR. */
  bat_tb: number;
  bat_rbi: number;
  /** Walks, intentional ones included. */
  bat_bb: number;
  bat_ibb: number;
  bat_hbp: number;
  bat_so: number;
  bat_sb: number;
  bat_cs: number;
  bat_sh: number;
  bat_sf: number;
  bat_gidp: number;
  /** H / AB */
  bat_avg: number | null;
  /** (H + BB + HBP) / (AB + BB + HBP + SF); null when some line did not record HBP or SF. */
  bat_obp: number | null;
  /** TB / AB */
  bat_slg: number | null;
  /** OBP + SLG; null when either is. */
  bat_ops: number | null;
}

/** Pitching totals. */
export interface PitchingStatLine {
  /** Games pitched. */
  pit_game_cnt: number;
  /** Games started. */
  pit_gs: number;
  pit_win: number;
  pit_lose: number;
  pit_save: number;
  pit_hold: number;
  /** Outs recorded: innings are kept as outs. */
  pit_outs: number;
  /** Innings in baseball notation ("5.1" = 16 outs). */
  pit_inning: string;
  /** Batters faced. */
  pit_bf: number;
  /** Pitches thrown. */
  pit_np: number;
  pit_hits: number;
  pit_hr: number;
  pit_runs: number;
  /** Earned runs. */
  pit_er: number;
  pit_bb: number;
  pit_hbp: number;
  pit_so: number;
  pit_wp: number;
  pit_bk: number;
  /** ER x base innings / IP, on the league's base (9, or 7 in a seven-inning league). */
  pit_era: number | null;
  /** (BB + H) / IP */
  pit_whip: number | null;
}

/** The counts a box-score line may leave unrecorded, by their answer names. */
export type UnrecordedStatField = 'bat_ibb' | 'bat_hbp' | 'bat_sh' | 'bat_sf' | 'bat_cs' | 'bat_gidp' | 'pit_np' | 'pit_hr' | 'pit_hbp';

/**
 * Every counted stat of a team or a player, plus `unrecorded`: for each count that some lines
 * did not record, how many (for a player, games; for a team, its players' lines). Only
 * non-zero entries are present; the count itself sums what was recorded.
 */
export interface StatLine extends BattingStatLine, PitchingStatLine {
  unrecorded: Partial<Record<UnrecordedStatField, number>>;
}

/** GET /api/team/{id}/stat/{seasonId}[/{leagueId}]: a team's totals in a season, or one league of it. */
export interface TeamStat extends StatLine {
  teamId: number;
  team_name: string;
  seasonId: number;
  /** null: summed over every league of the season. */
  leagueId: number | null;
}

/** A player of a team, as the team's totals answers name him. */
export interface TeamPlayerRef {
  teamId: number;
  team_name: string;
  playerId: number;
  player_name: string;
  /** team_player.backnumber; null when none was given or the player has left the team. */
  backnumber: string | null;
  seasonId: number;
}

/**
 * A player's totals for one team: GET /api/team/{id}/player/{pid}/stat/{seasonId}[/{leagueId}],
 * GET /api/game/league/{l}/team/{t}/player/{p}/stat, and each row of
 * GET /api/team/{id}/players/league/stat/{seasonId}[/{leagueId}].
 */
export interface TeamPlayerStat extends StatLine, TeamPlayerRef {
  /** null: summed over every league of the season. */
  leagueId: number | null;
}

/** One league of a player's season. */
export interface PlayerLeagueStat extends StatLine {
  leagueId: number;
  league_name: string;
}

/** GET /api/team/{id}/player/{pid}/season/{seasonId}: one entry per league he has totals in (league order), and the season total. */
export interface PlayerSeasonStats extends TeamPlayerRef {
  season_name: string;
  leagues: PlayerLeagueStat[];
  /** The sum of the leagues' counts, rates from that sum. */
  total: StatLine;
}

/** A pitcher of a game with his decision in it and his current totals in the league his side counts in. */
export interface GamePitcherStat extends StatLine {
  playerId: number;
  player_name: string;
  backnumber: string | null;
  /** 1 the starter, then the relievers in order. */
  order: number;
  starter: boolean;
  /** The game's decision: w win, l loss, s save, h hold. */
  decision: PitcherResult | null;
}

export interface GamePitcherSide {
  teamId: number;
  team_name: string;
  /** The league whose totals the side's pitchers show (game.visit_league_id / home_league_id). */
  leagueId: number;
  pitchers: GamePitcherStat[];
}

/** GET /api/game/{id}/player/pitcher: both sides' pitchers in pitching order. */
export interface GamePitchers {
  gameId: number;
  visit: GamePitcherSide;
  home: GamePitcherSide;
}

/** One season + league + team of a career. */
export interface CareerStatRow extends StatLine {
  seasonId: number;
  season_name: string;
  leagueId: number;
  league_name: string;
  teamId: number;
  team_name: string;
}

/** GET /api/league/main/{mainId}/player/{pid}/career: newest season first, and the career total. */
export interface PlayerCareer {
  mainId: number;
  playerId: number;
  player_name: string;
  rows: CareerStatRow[];
  /** The sum of the rows' counts, rates from that sum. */
  total: StatLine;
}
