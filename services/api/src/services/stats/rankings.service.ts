import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type LeagueRecordSettings,
  type PlayerRankingLists,
  type PlayerRankingRow,
  type RankingPage,
  type TeamBattingRow,
  type TeamPitchingRow,
} from '@dugout/contracts';
import { LeaguesService } from '../leagues/leagues.service';
import {
  isBatterOrder,
  isPitcherOrder,
  rankBatters,
  rankLeaderBoards,
  rankPitchers,
  rankRows,
  type RankingList,
  requiredPitchingOuts,
  requiredPlateAppearances,
  type BatterOrder,
  type PitcherOrder,
  type PlayerSeasonInput,
  type SortKey,
  type TeamSeasonInput,
} from '../../stats-engine';
import { playerRankingLists, playerRankingRows } from './player-rankings.answer';
import { StatsRepository } from '../../repositories/stats/stats.repository';
import { buildTeamBattingRanking, buildTeamPitchingRanking, byTeamName } from './team-rankings.answer';


/** The league home's leader boards show the top 5 of each list. */
const MAIN_PAGE_SIZE = 5;

const TEAM_BATTING_ORDERS = {
  avg: { value: (row) => row.bat_avg, direction: 'desc' },
  obp: { value: (row) => row.bat_obp, direction: 'desc' },
  slg: { value: (row) => row.bat_slg, direction: 'desc' },
  ops: { value: (row) => row.bat_ops, direction: 'desc' },
  runs: { value: (row) => row.bat_runs, direction: 'desc' },
  hits: { value: (row) => row.bat_hits, direction: 'desc' },
  hr: { value: (row) => row.bat_hr, direction: 'desc' },
  rbi: { value: (row) => row.bat_rbi, direction: 'desc' },
  sb: { value: (row) => row.bat_sb, direction: 'desc' },
} satisfies Record<string, SortKey<TeamBattingRow>>;

const TEAM_PITCHING_ORDERS = {
  era: { value: (row) => row.pit_era, direction: 'asc' },
  whip: { value: (row) => row.pit_whip, direction: 'asc' },
  k9: { value: (row) => row.pit_k9, direction: 'desc' },
  so: { value: (row) => row.pit_so, direction: 'desc' },
  inning: { value: (row) => row.pit_outs, direction: 'desc' },
  win: { value: (row) => row.pit_win, direction: 'desc' },
} satisfies Record<string, SortKey<TeamPitchingRow>>;

type TeamBattingOrder = keyof typeof TEAM_BATTING_ORDERS;
type TeamPitchingOrder = keyof typeof TEAM_PITCHING_ORDERS;

export type { RankingList };

const BATTER_ORDER_NAMES = 'avg, rbi, hr, hits, tpa, ab, games';
const PITCHER_ORDER_NAMES = 'era, win, so, inning, bf, games';

interface LeagueStats {
  settings: LeagueRecordSettings;
  players: PlayerSeasonInput[];
  /** Counted games of each team of the league (the base of qualification). */
  teamGames: Map<number, number>;
  /** The most games any team of the league played: the games the page's stated threshold is for. */
  maxTeamGames: number;
}

/**
 * Player and team rankings of a league, read from the maintained season aggregates
 * (league_player_stat, league_team_stat) and ranked by the engine with the league's settings.
 *
 * Qualification (규정타석 / 규정이닝) follows the engine: a player qualifies against the games of
 * HIS team (teams play different numbers of games). The page states the rule with the most games
 * any team played (teamGames, qualifyThreshold): the threshold for a player of that team; players
 * of teams with fewer games need proportionally less.
 */
@Injectable()
export class RankingsService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly repository: StatsRepository,
  ) {}

  async batters(seasonId: number, leagueId: number, od: unknown, list: RankingList): Promise<RankingPage<PlayerRankingRow>> {
    const order = parseOrder(od, 'avg', isBatterOrder, BATTER_ORDER_NAMES) as BatterOrder;
    const stats = await this.leagueStats(seasonId, leagueId);
    const rows = playerRankingRows(rankBatters(stats.players, stats.teamGames, list, stats.settings, order), 'batter');
    return {
      rows,
      teamGames: stats.maxTeamGames,
      qualifyMultiplier: stats.settings.batterQualifyMultiplier,
      qualifyThreshold: requiredPlateAppearances(stats.maxTeamGames, stats.settings.batterQualifyMultiplier),
      order,
    };
  }

  async pitchers(seasonId: number, leagueId: number, od: unknown, list: RankingList): Promise<RankingPage<PlayerRankingRow>> {
    const order = parseOrder(od, 'era', isPitcherOrder, PITCHER_ORDER_NAMES) as PitcherOrder;
    const stats = await this.leagueStats(seasonId, leagueId);
    const rows = playerRankingRows(rankPitchers(stats.players, stats.teamGames, list, stats.settings, order), 'pitcher');
    return {
      rows,
      teamGames: stats.maxTeamGames,
      qualifyMultiplier: stats.settings.pitcherQualifyMultiplier,
      qualifyThreshold: requiredPitchingOuts(stats.maxTeamGames, stats.settings.pitcherQualifyMultiplier),
      order,
    };
  }

  /** The league home's leader boards: top 5 of each list. */
  async mainPage(seasonId: number, leagueId: number): Promise<PlayerRankingLists> {
    const stats = await this.leagueStats(seasonId, leagueId);
    return playerRankingLists(rankLeaderBoards(stats.players, stats.teamGames, stats.settings, MAIN_PAGE_SIZE));
  }

  /** Team batting; team pages have no qualification (qualifyMultiplier and qualifyThreshold 0). */
  async teamBatting(seasonId: number, leagueId: number, od: unknown): Promise<RankingPage<TeamBattingRow>> {
    const order = parseOrder(od, 'avg', isKeyOf(TEAM_BATTING_ORDERS), Object.keys(TEAM_BATTING_ORDERS).join(', '));
    await this.leagues.recordSettings(seasonId, leagueId);
    const teams = await this.repository.teamTotals(leagueId);
    const rows = buildTeamBattingRanking(teams);
    return {
      rows: order === 'avg' ? rows : rankRows(rows, TEAM_BATTING_ORDERS[order as TeamBattingOrder], byTeamName),
      teamGames: maxGames(teams),
      qualifyMultiplier: 0,
      qualifyThreshold: 0,
      order,
    };
  }

  async teamPitching(seasonId: number, leagueId: number, od: unknown): Promise<RankingPage<TeamPitchingRow>> {
    const order = parseOrder(od, 'era', isKeyOf(TEAM_PITCHING_ORDERS), Object.keys(TEAM_PITCHING_ORDERS).join(', '));
    const settings = await this.leagues.recordSettings(seasonId, leagueId);
    const teams = await this.repository.teamTotals(leagueId);
    const rows = buildTeamPitchingRanking(teams, settings);
    return {
      rows: order === 'era' ? rows : rankRows(rows, TEAM_PITCHING_ORDERS[order as TeamPitchingOrder], byTeamName),
      teamGames: maxGames(teams),
      qualifyMultiplier: 0,
      qualifyThreshold: 0,
      order,
    };
  }

  private async leagueStats(seasonId: number, leagueId: number): Promise<LeagueStats> {
    const settings = await this.leagues.recordSettings(seasonId, leagueId);
    return { settings, ...(await this.repository.leaguePlayers(leagueId)) };
  }
}

function parseOrder(od: unknown, fallback: string, isOrder: (value: unknown) => boolean, names: string): string {
  if (od === undefined || od === '') return fallback;
  if (isOrder(od)) return od as string;
  throw new BadRequestException({
    message: '정렬 기준이 올바르지 않습니다.',
    errors: { od: `정렬 기준은 ${names} 중 하나여야 합니다.` },
  });
}

function isKeyOf(orders: object): (value: unknown) => boolean {
  return (value) => typeof value === 'string' && Object.hasOwn(orders, value);
}

function maxGames(teams: readonly TeamSeasonInput[]): number {
  return Math.max(0, ...teams.map((team) => team.games));
}
