import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  lineupClosed,
  lineupDeadline,
  type GameLineupPayload,
  type GameOrder,
  type GameSide,
  type ScheduleItem,
  type TeamLineupForm,
  type TeamLineupGame,
  type TeamLineupList,
} from '@dugout/contracts';
import { found, LEAGUE_NOT_FOUND } from '../../common/errors/not-found';
import { seoulDate, seoulDateTime, seoulDayStart } from '../../common/sql/raw-values';
import { GameAdminService } from '../games/game-admin.service';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { sideLeagueId } from '../../repositories/schedules/schedule.entity';
import { ScheduleReadService } from '../schedules/schedule-read.service';

/** The list shows today and the next 14 days (Korean days). */
const LIST_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 100;

export const TEAM_LINEUP_ERRORS = {
  gameNotFound: '경기를 찾을 수 없습니다.',
  notTeamGame: '이 팀이 나서는 경기가 아닙니다. 팀의 경기 라인업만 제출할 수 있습니다.',
  closed: (minutes: number) =>
    `라인업 제출이 마감되었습니다 (경기 시작 ${minutes}분 전 마감). 마감 후에는 리그 관리자만 라인업을 바꿀 수 있습니다.`,
  played: '기록이 입력된 경기의 라인업은 바꿀 수 없습니다.',
} as const;

const otherSide = (side: GameSide): GameSide => (side === 'visit' ? 'home' : 'visit');

function teamOf(item: ScheduleItem, side: GameSide): { teamId: number | null; teamName: string | null } {
  const teamId = side === 'visit' ? item.visitTeamId : item.homeTeamId;
  const team = side === 'visit' ? item.visitTeam : item.homeTeam;
  const info = side === 'visit' ? item.visitTeamInfo : item.homeTeamInfo;
  return { teamId, teamName: team?.team.teamName ?? info?.teamName ?? null };
}

/**
 * Lineup submission by the team's staff (issue 16). The lineup rules and the save are the league
 * admin's (GameAdminService); this adds who may write (the team's managers, their own side only),
 * the league main's deadline, and what the team may see of the opponent (services/api/docs/lineups.md).
 */
@Injectable()
export class TeamLineupsService {
  constructor(
    private readonly games: GameAdminService,
    private readonly schedules: ScheduleReadService,
    private readonly leagues: LeaguesRepository,
  ) {}

  /** GET /api/team/{id}/orders: the team's games (not cancelled, not played) from today through the next 14 days. */
  async list(teamId: number, now: number = Date.now()): Promise<TeamLineupList> {
    const from = seoulDayStart(seoulDate(now));
    const to = from + (LIST_DAYS + 1) * DAY_MS;
    const items = (await this.schedules.teamUpcoming(teamId, LIST_LIMIT, from)).filter((item) => Date.parse(item.scheduleTime) < to);
    const data = await Promise.all(items.map(async (item) => (await this.describe(item, teamId, now)).game));
    return { data, serverTime: seoulDateTime(now) };
  }

  /** GET /api/team/{id}/order/{gameId}: the team's side with its roster, and the opponent as far as it may be seen. */
  async form(userId: number, teamId: number, gameId: number, now: number = Date.now()): Promise<TeamLineupForm> {
    const item = await this.teamGame(teamId, gameId);
    const { game, deadlineMinutes, order } = await this.describe(item, teamId, now);
    const own = await this.games.teamOrder(userId, gameId, teamId);
    const opponent = order[otherSide(game.side)];
    return {
      game,
      deadlineMinutes,
      own,
      opponent: { ...game.opponent, submitted: opponent.submitted, hidden: opponent.hidden ?? false, entries: opponent.entries },
    };
  }

  /**
   * POST /api/team/{id}/order/{gameId}: replaces the team's lineup through the league admin's save
   * (the same checks, the same transaction, audited in the league's and the team's logs) until the
   * deadline; after it 409.
   */
  async save(userId: number, teamId: number, gameId: number, payload: GameLineupPayload, now: number = Date.now()): Promise<TeamLineupForm> {
    const item = await this.teamGame(teamId, gameId);
    if (item.game !== null || item.progress !== null) throw new ConflictException(TEAM_LINEUP_ERRORS.played);
    const minutes = found(await this.leagues.lineupDeadlineOfLeague(item.leagueId), LEAGUE_NOT_FOUND);
    if (lineupClosed(lineupDeadline(item.scheduleTime, minutes), now)) throw new ConflictException(TEAM_LINEUP_ERRORS.closed(minutes));
    const mainId = found(await this.leagues.mainIdOfLeague(item.leagueId), LEAGUE_NOT_FOUND);
    await this.games.saveLineup(mainId, userId, gameId, teamId, payload, { teamLog: true });
    return this.form(userId, teamId, gameId, now);
  }

  /** The game (404) when the team plays in it (403 otherwise). */
  private async teamGame(teamId: number, gameId: number): Promise<ScheduleItem> {
    const item = await this.schedules.scheduleItemById(gameId);
    if (!item) throw new NotFoundException(TEAM_LINEUP_ERRORS.gameNotFound);
    if (item.visitTeamId !== teamId && item.homeTeamId !== teamId) throw new ForbiddenException(TEAM_LINEUP_ERRORS.notTeamGame);
    return item;
  }

  private async describe(item: ScheduleItem, teamId: number, now: number): Promise<{ game: TeamLineupGame; deadlineMinutes: number; order: GameOrder }> {
    const side: GameSide = item.visitTeamId === teamId ? 'visit' : 'home';
    const [deadlineMinutes, order] = await Promise.all([
      this.leagues.lineupDeadlineOfLeague(item.leagueId).then((minutes) => found(minutes, LEAGUE_NOT_FOUND)),
      this.schedules.gameOrder(item.leagueId, item.gameId, now),
    ]);
    const deadline = lineupDeadline(item.scheduleTime, deadlineMinutes);
    const leagueId = sideLeagueId(item, side);
    const guestLeague = side === 'visit' ? item.visitTeamLeague : item.homeTeamLeague;
    const game: TeamLineupGame = {
      gameId: item.gameId,
      leagueId,
      leagueName: leagueId !== item.leagueId && guestLeague ? guestLeague.leagueName : item.league.leagueName,
      scheduleTime: item.scheduleTime,
      side,
      opponent: teamOf(item, otherSide(side)),
      groundName: item.ground?.groundName ?? null,
      submitted: order[side].submitted,
      opponentSubmitted: order[otherSide(side)].submitted,
      deadline: seoulDateTime(deadline),
      closed: lineupClosed(deadline, now),
    };
    return { game, deadlineMinutes, order };
  }
}
