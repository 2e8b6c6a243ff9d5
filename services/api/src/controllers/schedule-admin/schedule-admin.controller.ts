import { Body, Controller, Delete, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  cancelReasonSchema,
  scheduleConflictQuerySchema,
  scheduleGameSchema,
  scheduleResumeSchema,
  type CancelReasonPayload,
  type GameWriter,
  type ScheduleAdminRow,
  type ScheduleAdminSearch,
  type ScheduleConflictQuery,
  type ScheduleConflicts,
  type ScheduleGamePayload,
  type ScheduleResumePayload,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ScheduleAdminService } from '../../services/schedule-admin/schedule-admin.service';

const SCHEDULE_ROLE = { role: 'leagueSchedule' } as const;
const BY_SEASON = { seasonId: 'seasonId' } as const;
const BY_LEAGUE = { leagueId: 'id' } as const;
const BY_GAME = { gameId: 'id' } as const;

@ApiTags('schedule')
@Controller('league')
@UseGuards(JsonBodyGuard)
export class ScheduleAdminController {
  constructor(private readonly schedules: ScheduleAdminService) {}

  @Get('admin/schedule/:seasonId/:month')
  @LeagueAdmin(BY_SEASON, SCHEDULE_ROLE)
  @ApiOperation({ summary: '관리자 일정 검색: 시즌의 한 달(YYYYMM) 경기 (오늘부터의 경기 먼저) 와 serverTime. 일정 관리 권한' })
  search(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('month') month: string): Promise<ScheduleAdminSearch> {
    return this.schedules.search(seasonId, month, null);
  }

  @Get('admin/schedule/:seasonId/:month/:leagueId')
  @LeagueAdmin(BY_SEASON, SCHEDULE_ROLE)
  @ApiOperation({ summary: '관리자 일정 검색: 시즌 한 리그의 한 달(YYYYMM) 경기와 serverTime. 일정 관리 권한' })
  searchLeague(
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Param('month') month: string,
    @Param('leagueId', ParseIdPipe) leagueId: number,
  ): Promise<ScheduleAdminSearch> {
    return this.schedules.search(seasonId, month, leagueId);
  }

  @Post('league/:id/schedule/game')
  @LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE)
  @ApiOperation({ summary: '경기 일정 등록 (시즌 기간 안, 리그 참가팀, 팀 0·빈 값은 팀 미정). 일정 관리 권한' })
  create(
    @Param('id', ParseIdPipe) leagueId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(scheduleGameSchema)) body: ScheduleGamePayload,
  ): Promise<ScheduleAdminRow> {
    return this.schedules.create(access.mainId, access.userId, leagueId, body);
  }

  @Get('league/:id/schedule/conflicts')
  @LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE)
  @ApiOperation({ summary: '같은 팀·같은 구장의 가까운 경기 (?time&teamIds&groundId&excludeGameId, 기본 앞뒤 3시간). 경고용. 일정 관리 권한' })
  conflicts(
    @Param('id', ParseIdPipe) leagueId: number,
    @Query(new ContractValidationPipe(scheduleConflictQuerySchema)) query: ScheduleConflictQuery,
  ): Promise<ScheduleConflicts> {
    return this.schedules.conflicts(leagueId, query);
  }

  @Patch('league/:id/schedule/game/:gameId')
  @LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE)
  @ApiOperation({ summary: '경기 일정 수정 (재개 대기 서스펜디드 경기는 리그·경기명·팀 고정). 일정 관리 권한' })
  update(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('gameId', ParseIdPipe) gameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(scheduleGameSchema)) body: ScheduleGamePayload,
  ): Promise<ScheduleAdminRow> {
    return this.schedules.update(access.mainId, access.userId, leagueId, gameId, body);
  }

  @Delete('league/:id/schedule/game/:gameId')
  @LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE)
  @ApiOperation({ summary: '경기 일정 삭제 (경기 기록이 있으면 거절, 성공 시 data 1). 일정 관리 권한' })
  remove(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('gameId', ParseIdPipe) gameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
  ): Promise<number> {
    return this.schedules.remove(access.mainId, access.userId, leagueId, gameId);
  }

  @Patch('schedule/:id/cancel')
  @LeagueAdmin(BY_GAME, SCHEDULE_ROLE)
  @ApiOperation({ summary: '경기 취소 {reason} (5자 이내, 기본 우천취소; 진행 중 기록 삭제, 성공 시 data 1). 일정 관리 권한' })
  cancel(
    @Param('id', ParseIdPipe) gameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(cancelReasonSchema)) body: CancelReasonPayload,
  ): Promise<number> {
    return this.schedules.cancel(access.mainId, access.userId, gameId, body.reason);
  }

  @Patch('schedule/:id/suspend')
  @LeagueAdmin(BY_GAME, SCHEDULE_ROLE)
  @ApiOperation({ summary: '서스펜디드 지정 (시즌 서스펜디드 목록에 추가, 리그·팀 고정, 성공 시 data 1). 일정 관리 권한' })
  suspend(@Param('id', ParseIdPipe) gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.schedules.suspend(access.mainId, access.userId, gameId);
  }

  @Patch('schedule/:id/resume')
  @LeagueAdmin(BY_GAME, SCHEDULE_ROLE)
  @ApiOperation({ summary: '서스펜디드 경기 재개 일정 {scheduleTime, groundId?} (같은 경기 번호로 이어서 기록). 일정 관리 권한' })
  resume(
    @Param('id', ParseIdPipe) gameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(scheduleResumeSchema)) body: ScheduleResumePayload,
  ): Promise<ScheduleAdminRow> {
    return this.schedules.resume(access.mainId, access.userId, gameId, body);
  }

  @Get('main/:id/writers')
  @LeagueAdmin({ mainId: 'id' })
  @ApiOperation({ summary: '기록원으로 지정할 수 있는 회원 (총괄·기록 등급, 경기 기록 권한). 리그 관리자' })
  writers(@Param('id', ParseIdPipe) mainId: number): Promise<GameWriter[]> {
    return this.schedules.writers(mainId);
  }
}
