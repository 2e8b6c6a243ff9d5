import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  LeagueManagerGrade,
  type League,
  type LeagueBase,
  type LeagueMain,
  type LeagueManagerRole,
  type LeagueRecordSettings,
  type ManagedLeagueMain,
  type Season,
  type TeamLeagueMain,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, GAME_NOT_FOUND, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { noteLeagueMainRead } from '../../common/read-cache/read-scope';
import { LeaguesRepository, type LeagueManagerRow } from '../../repositories/leagues/leagues.repository';

export type { LeagueManagerRow } from '../../repositories/leagues/leagues.repository';

const MANAGER_NOT_FOUND = '이 리그의 관리자가 아닌 회원입니다.';
const ALREADY_MANAGER = '이미 이 리그의 관리자인 회원입니다.';
export const LAST_HEAD_MANAGER = '리그에는 총괄 관리자가 한 명 이상 있어야 합니다. 다른 회원을 총괄 관리자로 지정한 뒤에 다시 해 주세요.';

/** League mains (the operators' sites), their seasons and the leagues of a season. */
@Injectable()
export class LeaguesService {
  constructor(private readonly repository: LeaguesRepository) {}

  /**
   * Everything the league shell loads first: the main, its seasons newest first and the season
   * to show (the flagged one, else the first), and its boards for the menus.
   */
  async getBase(leaguePath: string): Promise<LeagueBase> {
    const found = await this.repository.mainWithVideoByPath(leaguePath);
    if (!found) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
    const seasons = await this.repository.seasonsOf(found.main.mainId);
    const active = seasons.find((season) => season.active) ?? seasons[0];
    const boards = await this.repository.boardSummaries(found.main.mainId);
    return { ...found.main, seasons, activeSeasonId: active?.seasonId ?? null, boards, videoUrl: found.videoUrl };
  }

  async getMainByPath(leaguePath: string): Promise<LeagueMain> {
    return found(await this.repository.mainByPath(leaguePath), LEAGUE_MAIN_NOT_FOUND);
  }

  async getMain(mainId: number): Promise<LeagueMain> {
    return found(await this.repository.main(mainId), LEAGUE_MAIN_NOT_FOUND);
  }

  async getSeason(seasonId: number): Promise<Season> {
    return found(await this.repository.season(seasonId), SEASON_NOT_FOUND);
  }

  /** The main's seasons, newest first. */
  async listSeasons(mainId: number): Promise<Season[]> {
    await this.requireMain(mainId);
    return this.repository.seasonsOf(mainId);
  }

  /** The flagged season, or null when the league has none (the client then falls back to the first). */
  async getActiveSeason(mainId: number): Promise<Season | null> {
    await this.requireMain(mainId);
    return this.repository.activeSeason(mainId);
  }

  /** The leagues of a season in their display order. */
  async listLeagues(seasonId: number): Promise<League[]> {
    return found(await this.repository.leaguesOfSeason(seasonId), SEASON_NOT_FOUND);
  }

  async getLeague(leagueId: number): Promise<League> {
    return found(await this.repository.league(leagueId), LEAGUE_NOT_FOUND);
  }

  /** 404 unless the league main exists. */
  async requireMain(mainId: number): Promise<void> {
    if (!(await this.repository.mainExists(mainId))) throw new NotFoundException(LEAGUE_MAIN_NOT_FOUND);
  }

  /** 404 unless the season exists. */
  async requireSeason(seasonId: number): Promise<void> {
    if (!(await this.repository.seasonExists(seasonId))) throw new NotFoundException(SEASON_NOT_FOUND);
  }

  /**
   * The record settings of league {leagueId} of season {seasonId}; 404 when the pair does not exist.
   * Every answer built on them is about that league's main (the read cache keeps it across other mains' writes).
   */
  async recordSettings(seasonId: number, leagueId: number): Promise<LeagueRecordSettings> {
    const found = await this.repository.recordSettings(seasonId, leagueId);
    if (!found) throw new NotFoundException(LEAGUE_NOT_FOUND);
    noteLeagueMainRead(found.mainId);
    return found.settings;
  }

  /** Whether the team is on the league's team list (a member or an interleague guest). */
  isTeamOfLeague(leagueId: number, teamId: number): Promise<boolean> {
    return this.repository.isTeamOfLeague(leagueId, teamId);
  }

  /** The mains the member manages, with their grade, in no particular order. */
  managedMains(userId: number): Promise<ManagedLeagueMain[]> {
    return this.repository.managedMains(userId);
  }

  /** Runs manager writes and what goes with them (their audit entry) in one transaction. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }

  /** Makes the member a manager of the main (409 when he already is one), in the caller's transaction. */
  async addManager(em: EntityManager, mainId: number, userId: number, grade: LeagueManagerGrade, memo: string | null): Promise<void> {
    await this.requireMain(mainId);
    if (await this.repository.manager(mainId, userId)) throw new ConflictException(ALREADY_MANAGER);
    await this.repository.insertManager(mainId, userId, grade, memo, em);
  }

  /**
   * Creates a league main with its first grade-1 manager in the caller's transaction (the
   * create-league command; the caller adds the fixed boards in the same transaction). 409 when the
   * path is taken.
   */
  async createMain(em: EntityManager, leaguePath: string, mainName: string, headUserId: number): Promise<number> {
    if (await this.repository.mainIdByPath(leaguePath)) throw new ConflictException(`리그 경로 ${leaguePath}는 이미 다른 리그가 쓰고 있습니다.`);
    const mainId = await this.repository.insertMain(em, leaguePath, mainName);
    await this.repository.insertManager(mainId, headUserId, LeagueManagerGrade.Head, null, em);
    return mainId;
  }

  /** Makes the member a manager of the main, or sets his grade when he already is one (the grant command). */
  async grantManager(mainId: number, userId: number, grade: LeagueManagerGrade): Promise<'added' | 'changed'> {
    const current = await this.repository.manager(mainId, userId);
    if (!current) {
      await this.repository.insertManager(mainId, userId, grade, null);
      return 'added';
    }
    await this.transaction((em) => this.keepingHead(em, mainId, current, grade, () => this.repository.updateManagerGrade(mainId, userId, grade, current.memo, em)));
    return 'changed';
  }

  /**
   * Sets a manager's grade and memo in the caller's transaction; the main always keeps a grade-1
   * manager (400). Answers the record before the change.
   */
  async changeManagerGrade(em: EntityManager, mainId: number, userId: number, grade: LeagueManagerGrade, memo: string | null): Promise<LeagueManagerRow> {
    const current = await this.requireManager(mainId, userId);
    await this.keepingHead(em, mainId, current, grade, () => this.repository.updateManagerGrade(mainId, userId, grade, memo, em));
    return current;
  }

  /** Sets a manager's role flags (those not given are off) in the caller's transaction. Answers the record before the change. */
  async changeManagerRoles(em: EntityManager, mainId: number, userId: number, roles: readonly LeagueManagerRole[]): Promise<LeagueManagerRow> {
    const current = await this.requireManager(mainId, userId);
    await this.repository.updateManagerRoles(mainId, userId, roles, em);
    return current;
  }

  /** Removes a manager in the caller's transaction; the main always keeps a grade-1 manager (400). Answers the removed record. */
  async removeManager(em: EntityManager, mainId: number, userId: number): Promise<LeagueManagerRow> {
    const current = await this.requireManager(mainId, userId);
    await this.keepingHead(em, mainId, current, null, () => this.repository.deleteManager(mainId, userId, em));
    return current;
  }

  /** The main of a league path, season or league; 404 when it does not exist. */
  async mainIdOfPath(leaguePath: string): Promise<number> {
    return found(await this.repository.mainIdByPath(leaguePath), LEAGUE_MAIN_NOT_FOUND);
  }

  async mainIdOfSeason(seasonId: number): Promise<number> {
    return found(await this.repository.mainIdOfSeason(seasonId), SEASON_NOT_FOUND);
  }

  async mainIdOfLeague(leagueId: number): Promise<number> {
    return found(await this.repository.mainIdOfLeague(leagueId), LEAGUE_NOT_FOUND);
  }

  /** The main of a schedule item (its host league's); 404 when the game does not exist. */
  async mainIdOfGame(gameId: number): Promise<number> {
    return found(await this.repository.mainIdOfGame(gameId), GAME_NOT_FOUND);
  }

  /** The scorer (schedule.writer_id) of a game, null when it has none or does not exist. */
  writerOfGame(gameId: number): Promise<number | null> {
    return this.repository.writerOfGame(gameId);
  }

  /** Whether the member scores a game of the main (the record entry lets him in without a grade). */
  isWriterInMain(mainId: number, userId: number): Promise<boolean> {
    return this.repository.isWriterInMain(mainId, userId);
  }

  private async requireManager(mainId: number, userId: number): Promise<LeagueManagerRow> {
    await this.requireMain(mainId);
    return found(await this.repository.manager(mainId, userId), MANAGER_NOT_FOUND);
  }

  /**
   * Writes the change (a new grade, or null for removal) of a manager unless it would leave the
   * main without a grade-1 manager (400); the check and the write share the caller's transaction.
   */
  private async keepingHead(
    em: EntityManager,
    mainId: number,
    current: LeagueManagerRow,
    nextGrade: LeagueManagerGrade | null,
    write: () => Promise<void>,
  ): Promise<void> {
    const heads = await this.repository.headManagerIds(em, mainId);
    const leavesHeads = heads.includes(current.userId) && nextGrade !== LeagueManagerGrade.Head;
    if (leavesHeads && heads.length <= 1) throw new BadRequestException(LAST_HEAD_MANAGER);
    await write();
  }

  /** The mains whose leagues registered one of the players or count one of the teams as a member, in no particular order. */
  mainsOfMembers(playerIds: readonly number[], teamIds: readonly number[]): Promise<LeagueMain[]> {
    return this.repository.mainsOfMembers(playerIds, teamIds);
  }

  /** The league mains each team plays in as a member, in any season, in the order the mains were created. */
  mainsOfTeams(teamIds: readonly number[]): Promise<Map<number, TeamLeagueMain[]>> {
    return this.repository.mainsOfTeams(teamIds);
  }
}
