import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  compareKorean,
  type GameWriter,
  type ScheduleAdminRow,
  type ScheduleAdminSearch,
  type ScheduleConflictQuery,
  type ScheduleConflicts,
  type ScheduleGameInput,
  type ScheduleGamePayload,
  type ScheduleResumePayload,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForMain } from '../../common/read-cache/read-scope';
import { rawInstant, seoulDateTime, seoulDayStart } from '../../common/sql/raw-values';
import { GameRecordService } from '../games/game-record.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { UsersRepository } from '../../repositories/users/users.repository';
import { ScheduleAdminRepository } from '../../repositories/schedules/schedule-admin.repository';
import { SchedulesRepository } from '../../repositories/schedules/schedules.repository';
import { isGameWriter, scheduleInstant, SCHEDULE_ERRORS } from '../schedules/schedule-games.validator';
import type { Schedule } from '../../repositories/schedules/schedule.entity';
import { scheduleSnapshot, SchedulesService } from '../schedules/schedules.service';

/** Default conflict window either side of the planned time; SCHEDULE_CONFLICT_WINDOW_MINUTES overrides it. */
export const DEFAULT_CONFLICT_WINDOW_MINUTES = 180;
const MAX_CONFLICT_WINDOW_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

const MONTH_PATTERN = /^(\d{4})(0[1-9]|1[0-2])$/;
const MONTH_FORMAT = '월은 YYYYMM 형식으로 입력해 주세요.';
const LEAGUE_NOT_IN_SEASON = '이 시즌의 리그가 아닙니다.';
const UNKNOWN_MEMBER = '(탈퇴한 회원)';

/** The conflict window in minutes: SCHEDULE_CONFLICT_WINDOW_MINUTES (1..1440) or 180. */
export function conflictWindowMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['SCHEDULE_CONFLICT_WINDOW_MINUTES']);
  return Number.isInteger(value) && value > 0 && value <= MAX_CONFLICT_WINDOW_MINUTES ? value : DEFAULT_CONFLICT_WINDOW_MINUTES;
}

/** A stored row as the game input the checks and the audit log read. */
function inputOf(schedule: Schedule): ScheduleGameInput {
  return {
    leagueId: schedule.leagueId,
    gameName: schedule.gameName,
    scheduleTime: seoulDateTime(rawInstant(schedule.scheduleTime)).slice(0, 16).replace('T', ' '),
    groundId: schedule.groundId,
    writerId: schedule.writerId,
    visitTeamId: schedule.visitTeamId,
    homeTeamId: schedule.homeTeamId,
    visitTeamInterleague: Boolean(schedule.visitTeamInterleague),
    homeTeamInterleague: Boolean(schedule.homeTeamInterleague),
    visitTeamLeagueId: schedule.visitTeamInterleague ? schedule.visitTeamLeagueId : null,
    homeTeamLeagueId: schedule.homeTeamInterleague ? schedule.homeTeamLeagueId : null,
    dayNight: schedule.matchupLocked ? 'Y' : 'N',
  };
}

/** Fields a game whose matchup is locked (the spec's dayNight Y) keeps (spec 4: season, league, name and teams are disabled). */
const LOCKED_FIELDS = ['leagueId', 'gameName', 'visitTeamId', 'homeTeamId', 'visitTeamInterleague', 'homeTeamInterleague', 'visitTeamLeagueId', 'homeTeamLeagueId'] as const;

/**
 * The league admin's schedule: the month list, one game's create / edit / delete, cancellation
 * (which deletes the game's record in progress), suspension and its resumption date, the scorers
 * and the conflict warning. Writes run in one transaction with their audit entry, under
 * writeForLeagueMain (the public schedule lists are cached per main).
 */
@Injectable()
export class ScheduleAdminService {
  constructor(
    private readonly repository: ScheduleAdminRepository,
    private readonly scheduleRepository: SchedulesRepository,
    private readonly schedules: SchedulesService,
    private readonly leagues: LeaguesRepository,
    private readonly users: UsersRepository,
    private readonly gameRecords: GameRecordService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The season's games of the month (one league's when leagueId is given): games from today
   * (Korean day of the server's time) on come first in time order, the earlier ones after them.
   */
  async search(seasonId: number, month: string, leagueId: number | null, now: number = Date.now()): Promise<ScheduleAdminSearch> {
    const match = MONTH_PATTERN.exec(month);
    if (!match) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: { month: MONTH_FORMAT } });
    found(await this.leagues.season(seasonId), SEASON_NOT_FOUND);
    if (leagueId !== null && found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND).seasonId !== seasonId) throw new NotFoundException(LEAGUE_NOT_IN_SEASON);
    const year = Number(match[1]);
    const mon = Number(match[2]);
    const from = seoulDayStart(`${year}-${String(mon).padStart(2, '0')}-01`);
    const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
    const rows = await this.repository.search(seasonId, from, seoulDayStart(next), leagueId);
    const todayStart = seoulDayStart(seoulDateTime(now).slice(0, 10));
    const upcoming = rows.filter((row) => Date.parse(row.scheduleTime) >= todayStart);
    const earlier = rows.filter((row) => Date.parse(row.scheduleTime) < todayStart);
    return { data: [...upcoming, ...earlier], serverTime: seoulDateTime(now) };
  }

  /** Creates one game of the league (the body's leagueId, when given, must be the route's). */
  async create(mainId: number, userId: number, leagueId: number, payload: ScheduleGamePayload): Promise<ScheduleAdminRow> {
    const input = this.toInput(payload, leagueId);
    if (input.leagueId !== leagueId) throw fieldError('leagueId', SCHEDULE_ERRORS.leagueOfOtherSeason);
    const [gameId] = await this.write(mainId, (em) => this.schedules.createGames(em, mainId, userId, [input]));
    return this.row(gameId as number);
  }

  /** Edits a game of the league; a game whose matchup is locked keeps its league, name and teams. It may move to another league of the season. */
  async update(mainId: number, userId: number, leagueId: number, gameId: number, payload: ScheduleGamePayload): Promise<ScheduleAdminRow> {
    await this.write(mainId, async (em) => {
      const current = await this.gameOfLeague(em, leagueId, gameId);
      const before = inputOf(current);
      const next: ScheduleGameInput = { ...this.toInput(payload, leagueId), dayNight: before.dayNight };
      if (current.matchupLocked && LOCKED_FIELDS.some((field) => (before[field] ?? null) !== (next[field] ?? null) && !(field.endsWith('Interleague') && Boolean(before[field]) === Boolean(next[field])))) {
        throw new BadRequestException(SCHEDULE_ERRORS.lockedGame);
      }
      if (next.leagueId !== leagueId) {
        const [from, to] = await Promise.all([this.leagues.league(leagueId).then((league) => found(league, LEAGUE_NOT_FOUND)), this.leagues.league(next.leagueId)]);
        if (!to || to.seasonId !== from.seasonId) throw fieldError('leagueId', SCHEDULE_ERRORS.leagueOfOtherSeason);
      }
      const [refusal] = await this.schedules.checkGames(mainId, [next]);
      if (refusal) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: refusal.errors });
      await this.scheduleRepository.updateGame(em, gameId, {
        leagueId: next.leagueId,
        gameName: next.gameName?.trim() || null,
        scheduleTime: scheduleInstant(next.scheduleTime),
        groundId: next.groundId ?? null,
        writerId: next.writerId ?? null,
        visitTeamId: next.visitTeamId,
        homeTeamId: next.homeTeamId,
        visitTeamInterleague: Boolean(next.visitTeamInterleague),
        homeTeamInterleague: Boolean(next.homeTeamInterleague),
        visitTeamLeagueId: next.visitTeamInterleague ? (next.visitTeamLeagueId ?? null) : null,
        homeTeamLeagueId: next.homeTeamInterleague ? (next.homeTeamLeagueId ?? null) : null,
      });
      await this.record(em, userId, mainId, 'schedule.update', gameId, scheduleSnapshot(before), scheduleSnapshot(next));
    });
    return this.row(gameId);
  }

  /** Deletes a game without a record (400 when it has one); answers 1. */
  async remove(mainId: number, userId: number, leagueId: number, gameId: number): Promise<number> {
    await this.write(mainId, async (em) => {
      const current = await this.gameOfLeague(em, leagueId, gameId);
      if ((await this.repository.recordState(em, gameId)).hasRecord) throw new BadRequestException(SCHEDULE_ERRORS.hasRecord);
      await this.scheduleRepository.removeGame(em, gameId);
      await this.record(em, userId, mainId, 'schedule.delete', gameId, scheduleSnapshot({ ...inputOf(current), isCancel: Boolean(current.isCancel), cancelReason: current.cancelReason }), null);
    });
    return 1;
  }

  /** Cancels a game with its reason; deletes the game's record in progress (and its suspended-games entry). Answers 1. */
  async cancel(mainId: number, userId: number, gameId: number, reason: string): Promise<number> {
    await this.write(mainId, async (em) => {
      const current = await this.schedules.lockForUpdate(em, gameId);
      if (current.isCancel) throw new BadRequestException(SCHEDULE_ERRORS.alreadyCancelled);
      const recordDeleted = await this.gameRecords.deleteRecord(gameId, em);
      const wasSuspended = await this.schedules.isSuspended(em, gameId);
      if (wasSuspended) await this.scheduleRepository.removeSuspended(em, gameId);
      await this.scheduleRepository.updateGame(em, gameId, { isCancel: true, cancelReason: reason });
      await this.record(
        em,
        userId,
        mainId,
        'schedule.cancel',
        gameId,
        { isCancel: false, cancelReason: current.cancelReason, recordDeleted: false, suspended: wasSuspended },
        { isCancel: true, cancelReason: reason, recordDeleted, suspended: false },
      );
    });
    return 1;
  }

  /**
   * Puts a game on its season's suspended-games list (the public pages mark it) and locks its
   * matchup (dayNight Y): its partial record may then be saved without a win type. Answers 1.
   */
  async suspend(mainId: number, userId: number, gameId: number): Promise<number> {
    await this.write(mainId, async (em) => {
      const current = await this.schedules.lockForUpdate(em, gameId);
      if (current.isCancel) throw new BadRequestException(SCHEDULE_ERRORS.cancelledGame);
      if (current.visitTeamId === null || current.homeTeamId === null) throw new BadRequestException(SCHEDULE_ERRORS.suspendNeedsTeams);
      if (await this.schedules.isSuspended(em, gameId)) throw new BadRequestException(SCHEDULE_ERRORS.alreadySuspended);
      if ((await this.repository.recordState(em, gameId)).finished) throw new BadRequestException(SCHEDULE_ERRORS.finishedGame);
      const { seasonId } = found(await this.leagues.league(current.leagueId), LEAGUE_NOT_FOUND);
      await this.scheduleRepository.addSuspended(em, gameId, seasonId);
      await this.scheduleRepository.updateGame(em, gameId, { matchupLocked: true });
      await this.record(em, userId, mainId, 'schedule.suspend', gameId, { suspended: false, dayNight: current.matchupLocked ? 'Y' : 'N' }, { suspended: true, dayNight: 'Y' });
    });
    return 1;
  }

  /**
   * The resumption of a suspended game: the same game (same id, so its partial record goes on)
   * moves to a new date inside the season, optionally to another ground. It stays on the
   * suspended-games list; the record with a win type finishes it.
   */
  async resume(mainId: number, userId: number, gameId: number, payload: ScheduleResumePayload): Promise<ScheduleAdminRow> {
    await this.write(mainId, async (em) => {
      const current = await this.schedules.lockForUpdate(em, gameId);
      if (!(await this.schedules.isSuspended(em, gameId))) throw new BadRequestException(SCHEDULE_ERRORS.notSuspended);
      const before = inputOf(current);
      const next: ScheduleGameInput = { ...before, scheduleTime: payload.scheduleTime, groundId: payload.groundId ?? before.groundId ?? null };
      const [refusal] = await this.schedules.checkGames(mainId, [next]);
      if (refusal) throw new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: refusal.errors });
      await this.scheduleRepository.updateGame(em, gameId, { scheduleTime: scheduleInstant(next.scheduleTime), groundId: next.groundId ?? null });
      await this.record(em, userId, mainId, 'schedule.resume', gameId, { scheduleTime: before.scheduleTime, groundId: before.groundId ?? null }, {
        scheduleTime: next.scheduleTime,
        groundId: next.groundId ?? null,
      });
    });
    return this.row(gameId);
  }

  /** Members who may enter records (grade 1, grade 5 or the leagueGame flag), by name. */
  async writers(mainId: number): Promise<GameWriter[]> {
    found(await this.leagues.main(mainId), LEAGUE_MAIN_NOT_FOUND);
    const ids = (await this.leagues.managersOf(mainId)).filter(isGameWriter).map((manager) => manager.userId);
    const contacts = await this.users.contacts(ids);
    return ids
      .map((userId) => ({ userId, user: { username: contacts.get(userId)?.username ?? UNKNOWN_MEMBER } }))
      .sort((a, b) => compareKorean(a.user.username, b.user.username) || a.userId - b.userId);
  }

  /** Games of the season that share a team or the ground within the window around the time (a warning, never a refusal). */
  async conflicts(leagueId: number, query: ScheduleConflictQuery): Promise<ScheduleConflicts> {
    const { seasonId } = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    const windowMinutes = conflictWindowMinutes();
    const at = scheduleInstant(query.time).getTime();
    const teamIds = [...new Set(query.teamIds.split(',').filter(Boolean).map(Number).filter((id) => id > 0))];
    const conflicts = await this.repository.conflicts(
      seasonId,
      at - windowMinutes * MINUTE_MS,
      at + windowMinutes * MINUTE_MS,
      teamIds,
      query.groundId ?? null,
      query.excludeGameId ?? null,
    );
    return { windowMinutes, conflicts };
  }

  private toInput(payload: ScheduleGamePayload, leagueId: number): ScheduleGameInput {
    return {
      leagueId: payload.leagueId ?? leagueId,
      gameName: payload.gameName?.trim() || null,
      scheduleTime: payload.scheduleTime,
      groundId: payload.groundId ?? null,
      writerId: payload.writerId ?? null,
      visitTeamId: payload.visitTeamId ?? null,
      homeTeamId: payload.homeTeamId ?? null,
      visitTeamInterleague: payload.visitTeamInterleague,
      homeTeamInterleague: payload.homeTeamInterleague,
      visitTeamLeagueId: payload.visitTeamInterleague ? (payload.visitTeamLeagueId ?? null) : null,
      homeTeamLeagueId: payload.homeTeamInterleague ? (payload.homeTeamLeagueId ?? null) : null,
    };
  }

  /** The locked row of a game hosted by the league; 404 otherwise. */
  private async gameOfLeague(em: EntityManager, leagueId: number, gameId: number): Promise<Schedule> {
    const current = await this.schedules.lockForUpdate(em, gameId);
    if (current.leagueId !== leagueId) throw new NotFoundException(SCHEDULE_ERRORS.gameNotFound);
    return current;
  }

  private async row(gameId: number): Promise<ScheduleAdminRow> {
    const row = await this.repository.row(gameId);
    if (!row) throw new NotFoundException(SCHEDULE_ERRORS.gameNotFound);
    return row;
  }

  private record(
    em: EntityManager,
    userId: number,
    mainId: number,
    kind: 'schedule.update' | 'schedule.delete' | 'schedule.cancel' | 'schedule.suspend' | 'schedule.resume',
    gameId: number,
    before: Record<string, string | number | boolean | null> | null,
    after: Record<string, string | number | boolean | null> | null,
  ): Promise<number | null> {
    return this.audit.record(em, { userId, scope: { type: 'leagueMain', id: mainId }, kind, object: { type: 'schedule', id: gameId }, before, after });
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForMain(mainId, () => this.repository.transaction(work));
  }
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: VALIDATION_ERROR_MESSAGE, errors: { [field]: message } });
}
