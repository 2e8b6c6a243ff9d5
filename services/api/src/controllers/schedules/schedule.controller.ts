import { ApiParam, ApiQuery } from '@nestjs/swagger';
import type { GameOrder, ScheduleItem } from '@dugout/contracts';
import { ScheduleReadService } from '../../services/schedules/schedule-read.service';
import { ApiController, CachedGet, FlagQuery, IdParam, LimitParam } from '../route-decorators';

/** The league home lists the last results and the next games, 5 by default (spec 9). */
const LEAGUE_HOME_LIST_SIZE = 5;

const ALL_QUERY = { name: 'all', required: false, description: 'true: 리그가 속한 시즌의 모든 리그 경기' } as const;

@ApiController('schedule', 'league/league/:id', ApiParam({ name: 'id', description: '리그 번호' }))
export class ScheduleController {
  constructor(private readonly schedules: ScheduleReadService) {}

  @CachedGet('schedule', '리그 일정 (경기 시간순, 취소·종료 경기와 소속 팀의 교류전 포함)', ApiQuery(ALL_QUERY))
  schedule(@IdParam('id') leagueId: number, @FlagQuery('all') all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.schedule({ leagueId, all });
  }

  @CachedGet('schedule/game/:gameId', '리그 일정의 경기 하나')
  scheduleItem(@IdParam('id') leagueId: number, @IdParam('gameId') gameId: number): Promise<ScheduleItem> {
    return this.schedules.scheduleItem(leagueId, gameId);
  }

  @CachedGet('schedule/:gameId/order', '경기 라인업 (원정·홈, 팀별 제출 여부)')
  order(@IdParam('id') leagueId: number, @IdParam('gameId') gameId: number): Promise<GameOrder> {
    return this.schedules.gameOrder(leagueId, gameId);
  }

  @CachedGet('schedule/:teamId', '리그 일정 중 한 팀의 경기', ApiQuery(ALL_QUERY))
  teamSchedule(@IdParam('id') leagueId: number, @IdParam('teamId') teamId: number, @FlagQuery('all') all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.schedule({ leagueId, teamId, all });
  }

  @CachedGet('scheduleGame', '경기 결과 (기록이 있는 경기, 최근 경기부터)', ApiQuery(ALL_QUERY))
  scheduleGame(@IdParam('id') leagueId: number, @FlagQuery('all') all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, all });
  }

  @CachedGet('game', '경기 결과 (기록이 있는 경기, 최근 경기부터)', ApiQuery(ALL_QUERY))
  games(@IdParam('id') leagueId: number, @FlagQuery('all') all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, all });
  }

  @CachedGet('game/:teamId', '한 팀의 경기 결과 (최근 경기부터)', ApiQuery(ALL_QUERY))
  teamGames(@IdParam('id') leagueId: number, @IdParam('teamId') teamId: number, @FlagQuery('all') all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, teamId, all });
  }

  @CachedGet('gameMain', '리그 홈: 최근 경기 결과 5개')
  recentResults(@IdParam('id') leagueId: number): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId }, LEAGUE_HOME_LIST_SIZE);
  }

  @CachedGet('gameMain/:n', '리그 홈: 최근 경기 결과 n개 (최대 100)')
  recentResultsOf(@IdParam('id') leagueId: number, @LimitParam('n', LEAGUE_HOME_LIST_SIZE) limit: number): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId }, limit);
  }

  @CachedGet('scheduleMain', '리그 홈: 오늘부터 다가오는 경기 5개 (취소 경기 제외)')
  upcoming(@IdParam('id') leagueId: number): Promise<ScheduleItem[]> {
    return this.schedules.upcoming({ leagueId }, LEAGUE_HOME_LIST_SIZE);
  }

  @CachedGet('scheduleMain/:n', '리그 홈: 오늘부터 다가오는 경기 n개 (취소 경기 제외, 최대 100)')
  upcomingOf(@IdParam('id') leagueId: number, @LimitParam('n', LEAGUE_HOME_LIST_SIZE) limit: number): Promise<ScheduleItem[]> {
    return this.schedules.upcoming({ leagueId }, limit);
  }
}
