import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { League, ScheduleGameInput, Season } from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { found, GAME_NOT_FOUND, LEAGUE_MAIN_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import type { Schedule } from '../../repositories/schedules/schedule.entity';
import {
  checkScheduleGame,
  isGameWriter,
  scheduleInstant,
  SCHEDULE_ERRORS,
  type GameFieldErrors,
  type ScheduleCheckContext,
} from './schedule-games.validator';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';

/** createGames refuses more games than this in one call (a 16-team league at 3 per pairing is 360). */
export const MAX_GAMES_PER_CALL = 5000;

/** A game's checks failed: its index in the call's list and its field errors. */
export interface ScheduleGameRefusal {
  index: number;
  errors: GameFieldErrors;
}

/** The audit snapshot of a schedule row (what the log keeps of a game). */
export function scheduleSnapshot(game: ScheduleGameInput & { isCancel?: boolean; cancelReason?: string | null }): Record<string, string | number | boolean | null> {
  return {
    leagueId: game.leagueId,
    gameName: game.gameName ?? null,
    scheduleTime: game.scheduleTime,
    groundId: game.groundId ?? null,
    writerId: game.writerId ?? null,
    visitTeamId: game.visitTeamId,
    homeTeamId: game.homeTeamId,
    visitTeamLeagueId: game.visitTeamInterleague ? (game.visitTeamLeagueId ?? null) : null,
    homeTeamLeagueId: game.homeTeamInterleague ? (game.homeTeamLeagueId ?? null) : null,
    dayNight: game.dayNight ?? 'N',
    ...(game.isCancel === undefined ? {} : { isCancel: game.isCancel, cancelReason: game.cancelReason ?? null }),
  };
}

/**
 * What other modules need of schedule items inside their own transaction: the game records lock a
 * row; the schedule generation and upload insert many games at once (createGames).
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly repository: SchedulesRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly grounds: GroundsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The schedule item, locked on MySQL until the transaction ends so writes to one game queue up; 404 if missing. */
  async lockForUpdate(em: EntityManager, gameId: number): Promise<Schedule> {
    const schedule = await this.repository.lockForUpdate(em, gameId);
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    return schedule;
  }

  /** Whether the game is on its season's suspended-games list. */
  isSuspended(em: EntityManager, gameId: number): Promise<boolean> {
    return this.repository.isSuspended(em, gameId);
  }

  /** The instants (ms) at which each of the grounds already has a game (not cancelled, any league) in [from, to]. */
  groundGameTimes(groundIds: readonly number[], from: number, to: number): Promise<{ groundId: number; scheduleTime: number }[]> {
    return this.repository.groundGameTimes(groundIds, from, to);
  }

  /**
   * The database checks of games of the main (after scheduleGameSchema or an equivalent parse):
   * the league is one of the main's, the date inside its season, each team on its side's league
   * (the guest league for an interleague side, of the same season), the ground one of the main's,
   * the scorer a member who may enter records. Answers the refused games; [] when all pass.
   */
  async checkGames(mainId: number, games: readonly ScheduleGameInput[]): Promise<ScheduleGameRefusal[]> {
    const context = await this.checkContext(mainId, games);
    const refusals: ScheduleGameRefusal[] = [];
    games.forEach((game, index) => {
      const errors = checkScheduleGame(game, context);
      if (Object.keys(errors).length > 0) refusals.push({ index, errors });
    });
    return refusals;
  }

  /**
   * Checks (checkGames) and inserts the games in the caller's transaction, one audit entry
   * (schedule.create) each; all or none: a refusal is a 400 whose errors are keyed
   * `games[i].field` (a single game: by field). Answers the new game ids in the list's order.
   * The caller runs it under writeForLeagueMain (the public schedule lists are cached per main).
   */
  async createGames(em: EntityManager, mainId: number, userId: number, games: readonly ScheduleGameInput[]): Promise<number[]> {
    if (games.length > MAX_GAMES_PER_CALL) throw new BadRequestException(SCHEDULE_ERRORS.tooManyGames(MAX_GAMES_PER_CALL));
    if (games.length === 0) return [];
    const refusals = await this.checkGames(mainId, games);
    if (refusals.length > 0) throw refusalError(refusals, games.length === 1);
    const ids = await this.repository.insertGames(
      em,
      games.map((game) => ({
        leagueId: game.leagueId,
        gameName: game.gameName?.trim() || null,
        scheduleTime: scheduleInstant(game.scheduleTime),
        groundId: game.groundId ?? null,
        writerId: game.writerId ?? null,
        visitTeamId: game.visitTeamId,
        homeTeamId: game.homeTeamId,
        visitTeamInterleague: Boolean(game.visitTeamInterleague),
        homeTeamInterleague: Boolean(game.homeTeamInterleague),
        visitTeamLeagueId: game.visitTeamInterleague ? (game.visitTeamLeagueId ?? null) : null,
        homeTeamLeagueId: game.homeTeamInterleague ? (game.homeTeamLeagueId ?? null) : null,
        isCancel: false,
        cancelReason: null,
        matchupLocked: game.dayNight === 'Y',
      })),
    );
    for (const [index, gameId] of ids.entries()) {
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: mainId },
        kind: 'schedule.create',
        object: { type: 'schedule', id: gameId },
        before: null,
        after: scheduleSnapshot(games[index] as ScheduleGameInput),
      });
    }
    return ids;
  }

  private async checkContext(mainId: number, games: readonly ScheduleGameInput[]): Promise<ScheduleCheckContext> {
    const leagues = new Map<number, League>();
    const seasons = new Map<number, Season>();
    const leagueTeams = new Set<string>();
    const leagueIds = new Set<number>();
    for (const game of games) {
      leagueIds.add(game.leagueId);
      if (game.visitTeamInterleague && game.visitTeamLeagueId) leagueIds.add(game.visitTeamLeagueId);
      if (game.homeTeamInterleague && game.homeTeamLeagueId) leagueIds.add(game.homeTeamLeagueId);
    }
    for (const leagueId of leagueIds) {
      const league = await this.leagues.league(leagueId);
      if (!league) continue;
      leagues.set(leagueId, league);
      if (!seasons.has(league.seasonId)) {
        const season = found(await this.leagues.season(league.seasonId), SEASON_NOT_FOUND);
        seasons.set(season.seasonId, season);
        if (season.mainId === mainId) {
          for (const entry of await this.teams.seasonTeams(season.seasonId, true)) leagueTeams.add(`${entry.leagueId}:${entry.teamId}`);
        }
      }
    }
    const groundIds = new Set((await this.grounds.ofMain(mainId)).map((ground) => ground.groundId));
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const writerIds = new Set((await this.leagues.managersOf(mainId)).filter(isGameWriter).map((manager) => manager.userId));
    return { mainId, leagues, seasons, leagueTeams, groundIds, writerIds };
  }
}

function refusalError(refusals: readonly ScheduleGameRefusal[], single: boolean): BadRequestException {
  const errors: Record<string, string> = {};
  for (const { index, errors: fields } of refusals) {
    for (const [field, message] of Object.entries(fields)) errors[single ? field : `games[${index}].${field}`] = message;
  }
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors });
}
