import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  scheduleGenerateSchema,
  tempScheduleApplySchema,
  tempScheduleGameChangeSchema,
  type ScheduleGenerateBody,
  type TempSchedule,
  type TempScheduleApplyBody,
  type TempScheduleApplyResult,
  type TempScheduleGameChangeBody,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { JsonBodyGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ScheduleGenerationService } from '../../services/schedule-generation/schedule-generation.service';

const LEAGUE = { leagueId: 'leagueId' } as const;
const SCHEDULE = { role: 'leagueSchedule' } as const;

/** Temp schedules (spec §7 "Temp schedule"): {id} and {x} of the spec are the league id and the temp schedule id. */
@ApiTags('league')
@Controller('league/admin/scheduleTemp/:leagueId')
@UseGuards(JsonBodyGuard)
export class ScheduleGenerationController {
  constructor(private readonly generation: ScheduleGenerationService) {}

  @Get('proceed')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '리그의 저장된 임시 일정 (경기와 팀별 경기 수·홈/원정·휴식), 없으면 null. 일정 관리 권한' })
  proceed(@Param('leagueId', ParseIdPipe) leagueId: number): Promise<TempSchedule | null> {
    return this.generation.proceed(leagueId);
  }

  @Post('generate')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '리그 일정 자동 생성 미리보기 {gameCnt, weekdays, times, groundIds, beginDate?, endDate?} (저장하지 않음). 일정 관리 권한' })
  generate(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(scheduleGenerateSchema)) body: ScheduleGenerateBody,
  ): Promise<TempSchedule> {
    return this.generation.generate(leagueId, body);
  }

  @Post('save')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '생성한 일정을 임시 저장 (이전 임시 일정은 대체). 일정 관리 권한' })
  save(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(scheduleGenerateSchema)) body: ScheduleGenerateBody,
  ): Promise<TempSchedule> {
    return this.generation.save(access.userId, leagueId, body);
  }

  @Get('get/:tempId')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '임시 일정 하나. 일정 관리 권한' })
  get(@Param('leagueId', ParseIdPipe) leagueId: number, @Param('tempId', ParseIdPipe) tempId: number): Promise<TempSchedule> {
    return this.generation.get(leagueId, tempId);
  }

  @Patch('game/:tempGameId')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '임시 일정 경기의 날짜·시간·구장 변경이나 홈/원정 바꾸기 {date?, time?, groundId?, swap?} (같은 시간 구장·팀 중복 거절). 일정 관리 권한' })
  changeGame(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('tempGameId', ParseIdPipe) tempGameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(tempScheduleGameChangeSchema)) body: TempScheduleGameChangeBody,
  ): Promise<TempSchedule> {
    return this.generation.changeGame(access.userId, leagueId, tempGameId, body);
  }

  @Post('apply')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '임시 일정을 실제 일정으로 적용 {tempId} (한 트랜잭션, 적용 후 임시 일정 삭제). 일정 관리 권한' })
  apply(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(tempScheduleApplySchema)) body: TempScheduleApplyBody,
  ): Promise<TempScheduleApplyResult> {
    return this.generation.apply(access.userId, leagueId, body.tempId);
  }

  @Delete('delete/:tempId')
  @LeagueAdmin(LEAGUE, SCHEDULE)
  @ApiOperation({ summary: '임시 일정 삭제 (성공 시 data 1). 일정 관리 권한' })
  remove(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('tempId', ParseIdPipe) tempId: number,
    @LeagueAccess() access: LeagueAdminAccess,
  ): Promise<number> {
    return this.generation.remove(access.userId, leagueId, tempId);
  }
}
