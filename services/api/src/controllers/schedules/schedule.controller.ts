import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { GameOrder, ScheduleItem } from '@dugout/contracts';
import { ParseFlagPipe } from '../../common/pipes/parse-flag.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ParseLimitPipe } from '../../common/pipes/parse-limit.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { ScheduleReadService } from '../../services/schedules/schedule-read.service';

/** The league home lists the last results and the next games, 5 by default (spec 9). */
const LEAGUE_HOME_LIST_SIZE = 5;

const ALL_QUERY = { name: 'all', required: false, description: 'true: 리그가 속한 시즌의 모든 리그 경기' } as const;

@ApiTags('schedule')
@Controller('league/league/:id')
@ApiParam({ name: 'id', description: '리그 번호' })
export class ScheduleController {
  constructor(private readonly schedules: ScheduleReadService) {}

  @Get('schedule')
  @CachedRead()
  @ApiOperation({ summary: '리그 일정 (경기 시간순, 취소·종료 경기와 소속 팀의 교류전 포함)' })
  @ApiQuery(ALL_QUERY)
  schedule(@Param('id', ParseIdPipe) leagueId: number, @Query('all', ParseFlagPipe) all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.schedule({ leagueId, all });
  }

  @Get('schedule/game/:gameId')
  @CachedRead()
  @ApiOperation({ summary: '리그 일정의 경기 하나' })
  scheduleItem(@Param('id', ParseIdPipe) leagueId: number, @Param('gameId', ParseIdPipe) gameId: number): Promise<ScheduleItem> {
    return this.schedules.scheduleItem(leagueId, gameId);
  }

  @Get('schedule/:gameId/order')
  @CachedRead()
  @ApiOperation({ summary: '경기 라인업 (원정·홈, 팀별 제출 여부)' })
  order(@Param('id', ParseIdPipe) leagueId: number, @Param('gameId', ParseIdPipe) gameId: number): Promise<GameOrder> {
    return this.schedules.gameOrder(leagueId, gameId);
  }

  @Get('schedule/:teamId')
  @CachedRead()
  @ApiOperation({ summary: '리그 일정 중 한 팀의 경기' })
  @ApiQuery(ALL_QUERY)
  teamSchedule(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Query('all', ParseFlagPipe) all: boolean,
  ): Promise<ScheduleItem[]> {
    return this.schedules.schedule({ leagueId, teamId, all });
  }

  @Get('scheduleGame')
  @CachedRead()
  @ApiOperation({ summary: '경기 결과 (기록이 있는 경기, 최근 경기부터)' })
  @ApiQuery(ALL_QUERY)
  scheduleGame(@Param('id', ParseIdPipe) leagueId: number, @Query('all', ParseFlagPipe) all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, all });
  }

  @Get('game')
  @CachedRead()
  @ApiOperation({ summary: '경기 결과 (기록이 있는 경기, 최근 경기부터)' })
  @ApiQuery(ALL_QUERY)
  games(@Param('id', ParseIdPipe) leagueId: number, @Query('all', ParseFlagPipe) all: boolean): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, all });
  }

  @Get('game/:teamId')
  @CachedRead()
  @ApiOperation({ summary: '한 팀의 경기 결과 (최근 경기부터)' })
  @ApiQuery(ALL_QUERY)
  teamGames(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Query('all', ParseFlagPipe) all: boolean,
  ): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId, teamId, all });
  }

  @Get('gameMain')
  @CachedRead()
  @ApiOperation({ summary: '리그 홈: 최근 경기 결과 5개' })
  recentResults(@Param('id', ParseIdPipe) leagueId: number): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId }, LEAGUE_HOME_LIST_SIZE);
  }

  @Get('gameMain/:n')
  @CachedRead()
  @ApiOperation({ summary: '리그 홈: 최근 경기 결과 n개 (최대 100)' })
  recentResultsOf(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('n', new ParseLimitPipe(LEAGUE_HOME_LIST_SIZE)) limit: number,
  ): Promise<ScheduleItem[]> {
    return this.schedules.results({ leagueId }, limit);
  }

  @Get('scheduleMain')
  @CachedRead()
  @ApiOperation({ summary: '리그 홈: 오늘부터 다가오는 경기 5개 (취소 경기 제외)' })
  upcoming(@Param('id', ParseIdPipe) leagueId: number): Promise<ScheduleItem[]> {
    return this.schedules.upcoming({ leagueId }, LEAGUE_HOME_LIST_SIZE);
  }

  @Get('scheduleMain/:n')
  @CachedRead()
  @ApiOperation({ summary: '리그 홈: 오늘부터 다가오는 경기 n개 (취소 경기 제외, 최대 100)' })
  upcomingOf(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('n', new ParseLimitPipe(LEAGUE_HOME_LIST_SIZE)) limit: number,
  ): Promise<ScheduleItem[]> {
    return this.schedules.upcoming({ leagueId }, limit);
  }
}
