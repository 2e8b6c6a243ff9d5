import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  ScheduleGenerateBody,
  ScheduleGenerateOptions,
  Season,
  TempSchedule,
  TempScheduleApplyResult,
  TempScheduleGame,
  TempScheduleGameChangeBody,
} from '@dugout/contracts';
import type { EntityManager } from 'typeorm';
import { found, LEAGUE_MAIN_NOT_FOUND, LEAGUE_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { VALIDATION_ERROR_MESSAGE } from '../../common/errors/error-messages';
import { writeForMain } from '../../common/read-cache/read-scope';
import { seoulDateTime } from '../../common/sql/raw-values';
import { GroundsRepository } from '../../repositories/grounds/grounds.repository';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { pairRounds, placeGames, slotKey, teamSummary, type PlacedGame } from './round-robin';
import { ScheduleGenerationRepository, type TempGameRow, type TempRow } from '../../repositories/schedule-generation/schedule-generation.repository';

export const SCHEDULE_GENERATION_ERRORS = {
  leagueMismatch: '주소의 리그와 보낸 리그가 다릅니다.',
  tooFewTeams: (count: number) => `참가팀이 2팀 이상이어야 일정을 만들 수 있습니다 (지금 ${count}팀).`,
  groundNotOfMain: '이 리그 운영의 구장만 고를 수 있습니다.',
  outsideSeason: (season: Pick<Season, 'beginDate' | 'endDate'>) => `기간은 시즌 기간(${season.beginDate} ~ ${season.endDate}) 안이어야 합니다.`,
  notEnoughDates: (placed: number, total: number, dates: number) =>
    `기간 안의 경기일(${dates}일)이 부족해 ${total}경기 중 ${placed}경기만 넣을 수 있습니다. 요일, 시작 시간, 구장을 늘리거나 기간을 늘려 주세요.`,
  tempNotFound: '임시 일정을 찾을 수 없습니다.',
  tempGameNotFound: '임시 일정의 경기를 찾을 수 없습니다.',
  groundBusy: '그 시간에 이 구장에는 이미 다른 경기가 있습니다.',
  teamBusy: (names: string[]) => `그 시간에 이미 경기가 있는 팀입니다: ${names.join(', ')}`,
} as const;

const E = SCHEDULE_GENERATION_ERRORS;

const fieldErrors = (errors: Record<string, string>) => new BadRequestException({ message: Object.values(errors)[0] ?? VALIDATION_ERROR_MESSAGE, errors });

/** The instant of a Korean date and HH:mm. */
const seoulInstant = (date: string, time: string): number => Date.parse(`${date}T${time}:00+09:00`);

interface LeagueContext {
  leagueId: number;
  mainId: number;
  season: Season;
  teamNames: Map<number, string>;
  groundNames: Map<number, string>;
}

interface Plan {
  options: Required<ScheduleGenerateOptions>;
  games: PlacedGame[];
}

/**
 * Round-robin generation with temporary schedules (scheduleGenerate). generate previews without
 * saving; save keeps the league's one temporary schedule (replacing an earlier one); a game of it
 * can be moved or have home and away swapped; apply turns it into schedule items through
 * SchedulesService.createGames (its checks and audit) and removes it, all in one transaction; delete drops it. Writes are audited (scheduleTemp.*) and run under
 * writeForLeagueMain. Teams come from the league's member list, grounds from the main's.
 */
@Injectable()
export class ScheduleGenerationService {
  constructor(
    private readonly repository: ScheduleGenerationRepository,
    private readonly leagues: LeaguesRepository,
    private readonly teams: TeamsRepository,
    private readonly grounds: GroundsRepository,
    private readonly audit: AuditService,
    private readonly schedules: SchedulesService,
  ) {}

  /** POST .../generate: the schedule the options make, not saved (tempId null). */
  async generate(leagueId: number, body: ScheduleGenerateBody): Promise<TempSchedule> {
    const context = await this.context(leagueId);
    const plan = await this.plan(context, body);
    const games = plan.games.map((game) => this.describeGame(context, { ...game, tempGameId: null, scheduleTime: seoulInstant(game.date, game.time) }));
    return this.describe(context, { tempId: null, gameCnt: plan.options.gameCnt, options: plan.options, createdBy: null, createdByName: null, createdAt: null }, games);
  }

  /** POST .../save: generates and keeps it as the league's temporary schedule (an earlier one is replaced). */
  async save(userId: number, leagueId: number, body: ScheduleGenerateBody): Promise<TempSchedule> {
    const context = await this.context(leagueId);
    const plan = await this.plan(context, body);
    const tempId = await this.write(context.mainId, async (em) => {
      const earlier = await this.repository.tempOfLeague(leagueId, em);
      if (earlier) await this.repository.deleteTemp(em, earlier.tempId);
      const id = await this.repository.insertTemp(em, leagueId, plan.options.gameCnt, JSON.stringify(plan.options), userId);
      await this.repository.insertGames(
        em,
        id,
        plan.games.map((game) => ({ ...game, scheduleTime: seoulInstant(game.date, game.time) })),
      );
      await this.record(em, userId, context.mainId, 'scheduleTemp.save', id, earlier ? { tempId: earlier.tempId } : null, {
        leagueId,
        gameCnt: plan.options.gameCnt,
        gameCount: plan.games.length,
        beginDate: plan.options.beginDate,
        endDate: plan.options.endDate,
        weekdays: plan.options.weekdays.join(','),
        times: plan.options.times.join(','),
        groundIds: plan.options.groundIds.join(','),
      });
      return id;
    });
    return this.get(leagueId, tempId);
  }

  /** GET .../proceed: the league's saved temporary schedule with the per-team summary, or null. */
  async proceed(leagueId: number): Promise<TempSchedule | null> {
    const context = await this.context(leagueId);
    const temp = await this.repository.tempOfLeague(leagueId);
    return temp ? this.read(context, temp) : null;
  }

  /** GET .../get/{tempId} */
  async get(leagueId: number, tempId: number): Promise<TempSchedule> {
    const context = await this.context(leagueId);
    return this.read(context, await this.requireTemp(leagueId, tempId));
  }

  /** PATCH .../game/{tempGameId}: a new date, time or ground, or home and away swapped; no double booking. */
  async changeGame(userId: number, leagueId: number, tempGameId: number, change: TempScheduleGameChangeBody): Promise<TempSchedule> {
    const context = await this.context(leagueId);
    const tempId = await this.write(context.mainId, async (em) => {
      const game = await this.repository.game(tempGameId, em);
      const temp = game ? await this.repository.temp(game.tempId, em) : null;
      if (!game || !temp || temp.leagueId !== leagueId) throw new NotFoundException(E.tempGameNotFound);
      const current = seoulDateTime(game.scheduleTime);
      const date = change.date ?? current.slice(0, 10);
      const time = change.time ?? current.slice(11, 16);
      if (date < context.season.beginDate || date > context.season.endDate) throw fieldErrors({ date: E.outsideSeason(context.season) });
      const groundId = change.groundId ?? game.groundId;
      if (!context.groundNames.has(groundId)) throw fieldErrors({ groundId: E.groundNotOfMain });
      const next = {
        scheduleTime: seoulInstant(date, time),
        groundId,
        visitTeamId: change.swap ? game.homeTeamId : game.visitTeamId,
        homeTeamId: change.swap ? game.visitTeamId : game.homeTeamId,
      };
      const others = (await this.repository.games(temp.tempId, em)).filter((other) => other.tempGameId !== tempGameId && other.scheduleTime === next.scheduleTime);
      if (others.some((other) => other.groundId === next.groundId)) throw fieldErrors({ groundId: E.groundBusy });
      if ((await this.schedules.groundGameTimes([next.groundId], next.scheduleTime, next.scheduleTime)).length > 0) throw fieldErrors({ groundId: E.groundBusy });
      const busy = [next.visitTeamId, next.homeTeamId].filter((teamId) => others.some((other) => other.visitTeamId === teamId || other.homeTeamId === teamId));
      if (busy.length > 0) throw fieldErrors({ time: E.teamBusy(busy.map((teamId) => this.teamName(context, teamId))) });
      await this.repository.updateGame(em, tempGameId, next);
      await this.record(em, userId, context.mainId, 'scheduleTemp.update', temp.tempId, snapshot(game), snapshot({ ...game, ...next }));
      return temp.tempId;
    });
    return this.get(leagueId, tempId);
  }

  /** POST .../apply {tempId}: the temporary schedule becomes schedule items, in one transaction, and is removed. */
  async apply(userId: number, leagueId: number, tempId: number): Promise<TempScheduleApplyResult> {
    const context = await this.context(leagueId);
    return this.write(context.mainId, async (em) => {
      const temp = await this.repository.temp(tempId, em);
      if (!temp || temp.leagueId !== leagueId) throw new NotFoundException(E.tempNotFound);
      const games = await this.repository.games(tempId, em);
      const gameIds = await this.schedules.createGames(
        em,
        context.mainId,
        userId,
        games.map((game) => {
          const time = seoulDateTime(game.scheduleTime);
          return {
            leagueId,
            scheduleTime: `${time.slice(0, 10)} ${time.slice(11, 16)}`,
            groundId: game.groundId,
            visitTeamId: game.visitTeamId,
            homeTeamId: game.homeTeamId,
          };
        }),
      );
      await this.repository.deleteTemp(em, tempId);
      await this.record(em, userId, context.mainId, 'scheduleTemp.apply', tempId, { tempId, gameCount: games.length }, { leagueId, gameCount: gameIds.length });
      return { leagueId, created: gameIds.length, gameIds };
    });
  }

  /** DELETE .../delete/{tempId}: answers 1. */
  async remove(userId: number, leagueId: number, tempId: number): Promise<number> {
    const context = await this.context(leagueId);
    await this.write(context.mainId, async (em) => {
      const temp = await this.repository.temp(tempId, em);
      if (!temp || temp.leagueId !== leagueId) throw new NotFoundException(E.tempNotFound);
      const count = (await this.repository.games(tempId, em)).length;
      await this.repository.deleteTemp(em, tempId);
      await this.record(em, userId, context.mainId, 'scheduleTemp.delete', tempId, { leagueId, gameCnt: temp.gameCnt, gameCount: count }, null);
    });
    return 1;
  }

  private async context(leagueId: number): Promise<LeagueContext> {
    const league = found(await this.leagues.league(leagueId), LEAGUE_NOT_FOUND);
    const season = found(await this.leagues.season(league.seasonId), SEASON_NOT_FOUND);
    const teams = await this.teams.leagueTeams(leagueId, false);
    found(await this.leagues.main(season.mainId), LEAGUE_MAIN_NOT_FOUND);
    const grounds = await this.grounds.ofMain(season.mainId);
    return {
      leagueId,
      mainId: season.mainId,
      season,
      teamNames: new Map(teams.map((entry) => [entry.teamId, entry.team.teamName])),
      groundNames: new Map(grounds.map((ground) => [ground.groundId, ground.groundName])),
    };
  }

  /**
   * The options checked against the league (teams, grounds, season) and the games placed around the
   * real games already on the chosen grounds (any league of the main); 400 in Korean otherwise.
   */
  private async plan(context: LeagueContext, body: ScheduleGenerateBody): Promise<Plan> {
    if (body.leagueId !== undefined && body.leagueId !== context.leagueId) throw fieldErrors({ leagueId: E.leagueMismatch });
    const teamIds = [...context.teamNames.keys()];
    if (teamIds.length < 2) throw fieldErrors({ leagueId: E.tooFewTeams(teamIds.length) });
    if (body.groundIds.some((groundId) => !context.groundNames.has(groundId))) throw fieldErrors({ groundIds: E.groundNotOfMain });
    const { season } = context;
    const beginDate = body.beginDate ?? season.beginDate;
    const endDate = body.endDate ?? season.endDate;
    if (beginDate < season.beginDate || beginDate > season.endDate) throw fieldErrors({ beginDate: E.outsideSeason(season) });
    if (endDate < season.beginDate || endDate > season.endDate) throw fieldErrors({ endDate: E.outsideSeason(season) });
    if (endDate < beginDate) throw fieldErrors({ endDate: E.outsideSeason(season) });
    const options: Required<ScheduleGenerateOptions> = {
      gameCnt: body.gameCnt,
      weekdays: [...new Set(body.weekdays)].sort((a, b) => a - b),
      times: [...new Set(body.times)].sort(),
      groundIds: [...new Set(body.groundIds)].sort((a, b) => a - b),
      beginDate,
      endDate,
    };
    const { games } = pairRounds(teamIds, options.gameCnt);
    const placement = placeGames(games, { ...options, blockedSlots: await this.takenSlots(options) });
    if (!placement.ok) throw fieldErrors({ endDate: E.notEnoughDates(placement.placed, placement.total, placement.dates) });
    return { options, games: placement.games };
  }

  /** The slots (day, time, ground) of the period where a chosen ground already has a real game. */
  private async takenSlots(options: Required<ScheduleGenerateOptions>): Promise<Set<string>> {
    const taken = await this.schedules.groundGameTimes(options.groundIds, seoulInstant(options.beginDate, '00:00'), seoulInstant(options.endDate, '23:59'));
    return new Set(
      taken.map((game) => {
        const time = seoulDateTime(game.scheduleTime);
        return slotKey(time.slice(0, 10), time.slice(11, 16), game.groundId);
      }),
    );
  }

  private async requireTemp(leagueId: number, tempId: number): Promise<TempRow> {
    const temp = await this.repository.temp(tempId);
    if (!temp || temp.leagueId !== leagueId) throw new NotFoundException(E.tempNotFound);
    return temp;
  }

  private async read(context: LeagueContext, temp: TempRow): Promise<TempSchedule> {
    const rows = await this.repository.games(temp.tempId);
    const missing = [...new Set(rows.flatMap((row) => [row.visitTeamId, row.homeTeamId]))].filter((teamId) => !context.teamNames.has(teamId));
    if (missing.length > 0) for (const [teamId, name] of await this.teams.teamNames(missing)) context.teamNames.set(teamId, name);
    const games = rows.map((row) => this.describeGame(context, row));
    return this.describe(
      context,
      {
        tempId: temp.tempId,
        gameCnt: temp.gameCnt,
        options: JSON.parse(temp.options) as Required<ScheduleGenerateOptions>,
        createdBy: temp.createdBy,
        createdByName: temp.createdByName,
        createdAt: seoulDateTime(temp.createdAt),
      },
      games,
    );
  }

  private describeGame(context: LeagueContext, game: Pick<TempGameRow, 'round' | 'scheduleTime' | 'groundId' | 'visitTeamId' | 'homeTeamId'> & { tempGameId: number | null }): TempScheduleGame {
    const scheduleTime = seoulDateTime(game.scheduleTime);
    return {
      tempGameId: game.tempGameId,
      round: game.round,
      date: scheduleTime.slice(0, 10),
      time: scheduleTime.slice(11, 16),
      scheduleTime,
      groundId: game.groundId,
      groundName: context.groundNames.get(game.groundId) ?? '',
      visitTeamId: game.visitTeamId,
      visitTeamName: this.teamName(context, game.visitTeamId),
      homeTeamId: game.homeTeamId,
      homeTeamName: this.teamName(context, game.homeTeamId),
    };
  }

  /** The games in time order with the rounds' byes (a team of the schedule not playing in a round) and the per-team summary. */
  private describe(
    context: LeagueContext,
    head: Pick<TempSchedule, 'tempId' | 'gameCnt' | 'options' | 'createdBy' | 'createdByName' | 'createdAt'>,
    games: TempScheduleGame[],
  ): TempSchedule {
    const sorted = [...games].sort((a, b) => a.scheduleTime.localeCompare(b.scheduleTime) || a.groundId - b.groundId || a.round - b.round);
    const teamIds = [...new Set(sorted.flatMap((game) => [game.visitTeamId, game.homeTeamId]))].sort(
      (a, b) => this.teamName(context, a).localeCompare(this.teamName(context, b), 'ko') || a - b,
    );
    const rounds = sorted.reduce((max, game) => Math.max(max, game.round), 0);
    const byes: TempSchedule['byes'] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const playing = new Set(sorted.filter((game) => game.round === round).flatMap((game) => [game.visitTeamId, game.homeTeamId]));
      for (const teamId of teamIds) if (!playing.has(teamId)) byes.push({ round, teamId, teamName: this.teamName(context, teamId) });
    }
    const summary = teamSummary(teamIds, sorted, byes).map((line) => ({ ...line, teamName: this.teamName(context, line.teamId) }));
    return { ...head, leagueId: context.leagueId, rounds, games: sorted, byes, summary };
  }

  private teamName(context: LeagueContext, teamId: number): string {
    return context.teamNames.get(teamId) ?? `팀 ${teamId}`;
  }

  private write<T>(mainId: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return writeForMain(mainId, () => this.repository.transaction(work));
  }

  private async record(
    em: EntityManager,
    userId: number,
    mainId: number,
    kind: 'scheduleTemp.save' | 'scheduleTemp.update' | 'scheduleTemp.apply' | 'scheduleTemp.delete',
    tempId: number,
    before: Record<string, string | number | null> | null,
    after: Record<string, string | number | null> | null,
  ): Promise<void> {
    await this.audit.record(em, { userId, scope: { type: 'leagueMain', id: mainId }, kind, object: { type: 'scheduleTemp', id: tempId }, before, after });
  }
}

const snapshot = (game: Pick<TempGameRow, 'tempGameId' | 'scheduleTime' | 'groundId' | 'visitTeamId' | 'homeTeamId'>) => ({
  tempGameId: game.tempGameId,
  scheduleTime: seoulDateTime(game.scheduleTime),
  groundId: game.groundId,
  visitTeamId: game.visitTeamId,
  homeTeamId: game.homeTeamId,
});
