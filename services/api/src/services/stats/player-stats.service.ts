import { Injectable, NotFoundException } from '@nestjs/common';
import {
  compareKorean,
  type CareerStatRow,
  type GamePitchers,
  type GamePitcherSide,
  type GameSide,
  type League,
  type PlayerCareer,
  type PlayerGameLog,
  type PlayerSeasonStats,
  type TeamPlayerStat,
  type TeamStat,
  WIN_TYPE_RULES,
} from '@dugout/contracts';
import { noteLeagueMainRead } from '../../common/read-cache/read-scope';
import { LeaguesService } from '../leagues/leagues.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { found, GAME_NOT_FOUND, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { emptyBattingTotals, emptyPitchingTotals, sumBatting, sumPitching } from '../../stats-engine';
import { statLineOf, type StatTotals } from './player-stats.answer';
import { StatsRepository, type TeamStatRow } from '../../repositories/stats/stats.repository';

const TEAM_NOT_FOUND = '팀을 찾을 수 없습니다.';
const PLAYER_NOT_FOUND = '선수를 찾을 수 없습니다.';
const NOT_ON_TEAM = '이 팀의 선수가 아닙니다.';
const NO_GAME_RECORD = '경기 기록이 없습니다.';

/** Base innings of an ERA summed over leagues that keep it on different bases: the rule book's nine. */
const RULE_BOOK_ERA_BASE = 9;

/**
 * The ERA base of totals summed over several leagues: theirs when they all keep the same one,
 * else nine innings (a 7-inning ERA and a 9-inning ERA have no common base but the rule book's).
 */
export function eraBaseForSum(bases: readonly number[]): number {
  const [first] = bases;
  return first !== undefined && bases.every((base) => base === first) ? first : RULE_BOOK_ERA_BASE;
}

interface Summed {
  totals: StatTotals;
  eraBaseInnings: number;
}

const zeroTotals = (): StatTotals => ({ batting: emptyBattingTotals(), pitching: emptyPitchingTotals() });

/** The sum of the rows, with the ERA base of the leagues they come from. */
function sumRows(rows: readonly TeamStatRow[], eraBase: ReadonlyMap<number, number>): Summed {
  return {
    totals: { batting: sumBatting(rows.map((row) => row.batting)), pitching: sumPitching(rows.map((row) => row.pitching)) },
    eraBaseInnings: eraBaseForSum(rows.map((row) => eraBase.get(row.leagueId) ?? RULE_BOOK_ERA_BASE)),
  };
}

const statLineOfSum = (summed: Summed) => statLineOf(summed.totals, summed.eraBaseInnings);

/** Back numbers in number order ("2" before "10"), other texts after them, none last. */
export function compareBacknumbers(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const numeric = /^\d+$/;
  const [aNumeric, bNumeric] = [numeric.test(a), numeric.test(b)];
  if (aNumeric && bNumeric) return Number(a) - Number(b) || a.localeCompare(b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return compareKorean(a, b);
}

/**
 * Season and career totals of teams and players, read from the maintained season rows
 * (league_team_stat, league_player_stat): a league's row as stored, several leagues summed with
 * the engine's sums, rates always derived from the counts of the answer.
 */
@Injectable()
export class PlayerStatsService {
  constructor(
    private readonly leagues: LeaguesService,
    private readonly leagueRows: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly players: PlayersRepository,
    private readonly schedules: SchedulesRepository,
    private readonly repository: StatsRepository,
  ) {}

  /** A team's totals in the season, or in one league of it. */
  async teamStat(teamId: number, seasonId: number, leagueId: number | null): Promise<TeamStat> {
    const teamName = await this.teamName(teamId);
    const eraBase = await this.eraBases(seasonId, leagueId);
    const rows = await this.repository.teamStatRows(teamId, [...eraBase.keys()]);
    return { teamId, team_name: teamName, seasonId, leagueId, ...statLineOfSum(sumRows(rows, eraBase)) };
  }

  /** One player's totals for the team in the season, or in one league of it. */
  async teamPlayerStat(teamId: number, playerId: number, seasonId: number, leagueId: number | null): Promise<TeamPlayerStat> {
    const member = await this.member(teamId, playerId);
    const eraBase = await this.eraBases(seasonId, leagueId);
    const rows = await this.repository.playerStatRows({ leagueIds: [...eraBase.keys()], teamId, playerId });
    return { ...member, seasonId, leagueId, ...statLineOfSum(sumRows(rows, eraBase)) };
  }

  /** GET /api/game/league/{l}/team/{t}/player/{p}/stat: the season of the league comes from the league. */
  async leaguePlayerStat(leagueId: number, teamId: number, playerId: number): Promise<TeamPlayerStat> {
    const league = found(await this.leagueRows.league(leagueId), LEAGUE_NOT_FOUND);
    return this.teamPlayerStat(teamId, playerId, league.seasonId, leagueId);
  }

  /** The player's totals for the team in each league of the season he has totals in, and the season total. */
  async teamPlayerSeason(teamId: number, playerId: number, seasonId: number): Promise<PlayerSeasonStats> {
    const member = await this.member(teamId, playerId);
    const [season, leagues] = await Promise.all([
      this.leagueRows.season(seasonId).then((row) => found(row, SEASON_NOT_FOUND)),
      this.leagueRows.leaguesOfSeason(seasonId).then((rows) => found(rows, SEASON_NOT_FOUND)),
    ]);
    const eraBase = await this.eraBases(seasonId, null, leagues);
    const rows = await this.repository.playerStatRows({ leagueIds: leagues.map((league) => league.leagueId), teamId, playerId });
    const rowOf = new Map(rows.map((row) => [row.leagueId, row]));
    return {
      ...member,
      seasonId,
      season_name: season.seasonName,
      leagues: leagues.flatMap((league) => {
        const row = rowOf.get(league.leagueId);
        if (!row) return [];
        return [{ leagueId: league.leagueId, league_name: league.leagueName, ...statLineOf(row, eraBase.get(league.leagueId) ?? RULE_BOOK_ERA_BASE) }];
      }),
      total: statLineOfSum(sumRows(rows, eraBase)),
    };
  }

  /** Every player with totals for the team in the season (or one league), by back number then name. */
  async teamPlayersStat(teamId: number, seasonId: number, leagueId: number | null): Promise<TeamPlayerStat[]> {
    const teamName = await this.teamName(teamId);
    const eraBase = await this.eraBases(seasonId, leagueId);
    const rows = await this.repository.playerStatRows({ leagueIds: [...eraBase.keys()], teamId });
    const byPlayer = groupBy(rows, (row) => row.playerId);
    const [names, backnumbers] = await Promise.all([this.players.names([...byPlayer.keys()]), this.teams.backnumbers([teamId])]);
    const answers: TeamPlayerStat[] = [...byPlayer].map(([playerId, playerRows]) => ({
      teamId,
      team_name: teamName,
      playerId,
      player_name: names.get(playerId) ?? '',
      backnumber: backnumbers.get(`${teamId}:${playerId}`) ?? null,
      seasonId,
      leagueId,
      ...statLineOfSum(sumRows(playerRows, eraBase)),
    }));
    return answers.sort(
      (a, b) => compareBacknumbers(a.backnumber, b.backnumber) || compareKorean(a.player_name, b.player_name) || a.playerId - b.playerId,
    );
  }

  /** Both sides' pitchers of a game in pitching order, with the decision and the current totals in the league the side counts in. */
  async gamePitchers(gameId: number): Promise<GamePitchers> {
    if (!(await this.schedules.exists(gameId))) throw new NotFoundException(GAME_NOT_FOUND);
    const game = await this.repository.gamePitchingLines(gameId);
    if (!game) throw new NotFoundException(NO_GAME_RECORD);
    const teamIds = [game.sides.visit.teamId, game.sides.home.teamId];
    const [teamNames, playerNames, backnumbers] = await Promise.all([
      this.teams.teamNames(teamIds),
      this.players.names(game.pitchers.map((pitcher) => pitcher.playerId)),
      this.teams.backnumbers(teamIds),
    ]);
    const side = async (name: GameSide): Promise<GamePitcherSide> => {
      const { teamId, leagueId } = game.sides[name];
      const league = found(await this.leagueRows.league(leagueId), LEAGUE_NOT_FOUND);
      const { eraBaseInnings } = await this.leagues.recordSettings(league.seasonId, leagueId);
      const pitchers = game.pitchers.filter((pitcher) => pitcher.side === name);
      const rows = await this.repository.playerStatRows({ leagueIds: [leagueId], teamId });
      const rowOf = new Map(rows.map((row) => [row.playerId, row]));
      return {
        teamId,
        team_name: teamNames.get(teamId) ?? '',
        leagueId,
        pitchers: pitchers.map((pitcher) => ({
          playerId: pitcher.playerId,
          player_name: playerNames.get(pitcher.playerId) ?? '',
          backnumber: backnumbers.get(`${pitcher.teamId}:${pitcher.playerId}`) ?? null,
          order: pitcher.order,
          starter: pitcher.starter,
          decision: pitcher.decision,
          ...statLineOf(rowOf.get(pitcher.playerId) ?? zeroTotals(), eraBaseInnings),
        })),
      };
    };
    const [visit, home] = await Promise.all([side('visit'), side('home')]);
    return { gameId, visit, home };
  }

  /**
   * The player's totals in every season and league of the main, one row per season + league +
   * team (newest season first, then the league order, then the team name), and the career total.
   */
  async career(mainId: number, playerId: number): Promise<PlayerCareer> {
    found(await this.leagueRows.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const seasons = await this.leagueRows.seasonsOf(mainId);
    const playerName = await this.playerName(playerId);
    noteLeagueMainRead(mainId);
    const leaguesBySeason = await Promise.all(
      seasons.map((season) => this.leagueRows.leaguesOfSeason(season.seasonId).then((rows) => found(rows, SEASON_NOT_FOUND))),
    );
    const leagues = leaguesBySeason.flat();
    const rows = await this.repository.playerStatRows({ leagueIds: leagues.map((league) => league.leagueId), playerId });
    const leagueOrder = new Map(leagues.map((league, index) => [league.leagueId, index]));
    const leagueOf = new Map(leagues.map((league) => [league.leagueId, league]));
    const seasonOf = new Map(seasons.map((season) => [season.seasonId, season]));
    const eraBase = new Map<number, number>();
    for (const leagueId of new Set(rows.map((row) => row.leagueId))) {
      const league = leagueOf.get(leagueId) as League;
      eraBase.set(leagueId, (await this.leagues.recordSettings(league.seasonId, leagueId)).eraBaseInnings);
    }
    const teamNames = await this.teams.teamNames(rows.map((row) => row.teamId));
    const careerRows: CareerStatRow[] = rows.map((row) => {
      const league = leagueOf.get(row.leagueId) as League;
      return {
        seasonId: league.seasonId,
        season_name: seasonOf.get(league.seasonId)?.seasonName ?? '',
        leagueId: league.leagueId,
        league_name: league.leagueName,
        teamId: row.teamId,
        team_name: teamNames.get(row.teamId) ?? '',
        ...statLineOf(row, eraBase.get(row.leagueId) ?? RULE_BOOK_ERA_BASE),
      };
    });
    careerRows.sort(
      (a, b) =>
        (leagueOrder.get(a.leagueId) ?? 0) - (leagueOrder.get(b.leagueId) ?? 0) || compareKorean(a.team_name, b.team_name) || a.teamId - b.teamId,
    );
    // The career ERA is on the leagues' common base when every row agrees (all 7-inning leagues),
    // else on nine innings: eraBaseForSum.
    return { mainId, playerId, player_name: playerName, rows: careerRows, total: statLineOfSum(sumRows(rows, eraBase)) };
  }

  /** The player's games for the team in the season (counted games only), in time order; 404 unless he is on the team. */
  async playerGameLog(teamId: number, playerId: number, seasonId: number): Promise<PlayerGameLog> {
    await this.member(teamId, playerId);
    const leagues = found(await this.leagueRows.leaguesOfSeason(seasonId), SEASON_NOT_FOUND);
    const rows = await this.repository.playerGameLines(
      teamId,
      playerId,
      leagues.map((league) => league.leagueId),
    );
    return rows
      .filter((row) => !WIN_TYPE_RULES[row.winType].voidsPlayerLines)
      .map(({ winType: _winType, ...line }) => line);
  }

  private async teamName(teamId: number): Promise<string> {
    const name = (await this.teams.teamNames([teamId])).get(teamId);
    if (name === undefined) throw new NotFoundException(TEAM_NOT_FOUND);
    return name;
  }

  private async playerName(playerId: number): Promise<string> {
    const name = (await this.players.names([playerId])).get(playerId);
    if (name === undefined) throw new NotFoundException(PLAYER_NOT_FOUND);
    return name;
  }

  /** The team and the player as the answers name them; 404 unless both exist and the player is on the team's roster. */
  private async member(
    teamId: number,
    playerId: number,
  ): Promise<Pick<TeamPlayerStat, 'teamId' | 'team_name' | 'playerId' | 'player_name' | 'backnumber'>> {
    const teamName = await this.teamName(teamId);
    const playerName = await this.playerName(playerId);
    const backnumbers = await this.teams.backnumbers([teamId]);
    const key = `${teamId}:${playerId}`;
    if (!backnumbers.has(key)) throw new NotFoundException(NOT_ON_TEAM);
    return { teamId, team_name: teamName, playerId, player_name: playerName, backnumber: backnumbers.get(key) ?? null };
  }

  /**
   * The ERA base of each league an answer covers: league {leagueId} of the season (404 unless it
   * is one), or every league of the season (404 for an unknown season).
   */
  private async eraBases(seasonId: number, leagueId: number | null, seasonLeagues?: readonly League[]): Promise<Map<number, number>> {
    const leagueIds =
      leagueId !== null ? [leagueId] : (seasonLeagues ?? found(await this.leagueRows.leaguesOfSeason(seasonId), SEASON_NOT_FOUND)).map((league) => league.leagueId);
    const eraBase = new Map<number, number>();
    for (const id of leagueIds) eraBase.set(id, (await this.leagues.recordSettings(seasonId, id)).eraBaseInnings);
    return eraBase;
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
