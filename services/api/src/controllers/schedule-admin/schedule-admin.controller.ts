import { Param, UseGuards } from '@nestjs/common';
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
import { ScheduleAdminService } from '../../services/schedule-admin/schedule-admin.service';
import { ApiController, IdParam, Route, ValidBody, ValidQuery } from '../route-decorators';

const SCHEDULE_ROLE = { role: 'leagueSchedule' } as const;
const BY_SEASON = { seasonId: 'seasonId' } as const;
const BY_LEAGUE = { leagueId: 'id' } as const;
const BY_GAME = { gameId: 'id' } as const;

@ApiController('schedule', 'league', UseGuards(JsonBodyGuard))
export class ScheduleAdminController {
  constructor(private readonly schedules: ScheduleAdminService) {}

  @Route('GET admin/schedule/:seasonId/:month', '관리자 일정 검색: 시즌의 한 달(YYYYMM) 경기 (오늘부터의 경기 먼저) 와 serverTime. 일정 관리 권한', LeagueAdmin(BY_SEASON, SCHEDULE_ROLE))
  search(@IdParam('seasonId') seasonId: number, @Param('month') month: string): Promise<ScheduleAdminSearch> {
    return this.schedules.search(seasonId, month, null);
  }

  @Route('GET admin/schedule/:seasonId/:month/:leagueId', '관리자 일정 검색: 시즌 한 리그의 한 달(YYYYMM) 경기와 serverTime. 일정 관리 권한', LeagueAdmin(BY_SEASON, SCHEDULE_ROLE))
  searchLeague(@IdParam('seasonId') seasonId: number, @Param('month') month: string, @IdParam('leagueId') leagueId: number): Promise<ScheduleAdminSearch> {
    return this.schedules.search(seasonId, month, leagueId);
  }

  @Route('POST league/:id/schedule/game', '경기 일정 등록 (시즌 기간 안, 리그 참가팀, 팀 0·빈 값은 팀 미정). 일정 관리 권한', LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE))
  create(@IdParam('id') leagueId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(scheduleGameSchema) body: ScheduleGamePayload): Promise<ScheduleAdminRow> {
    return this.schedules.create(access.mainId, access.userId, leagueId, body);
  }

  @Route('GET league/:id/schedule/conflicts', '같은 팀·같은 구장의 가까운 경기 (?time&teamIds&groundId&excludeGameId, 기본 앞뒤 3시간). 경고용. 일정 관리 권한', LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE))
  conflicts(@IdParam('id') leagueId: number, @ValidQuery(scheduleConflictQuerySchema) query: ScheduleConflictQuery): Promise<ScheduleConflicts> {
    return this.schedules.conflicts(leagueId, query);
  }

  @Route('PATCH league/:id/schedule/game/:gameId', '경기 일정 수정 (재개 대기 서스펜디드 경기는 리그·경기명·팀 고정). 일정 관리 권한', LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE))
  update(
    @IdParam('id') leagueId: number,
    @IdParam('gameId') gameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(scheduleGameSchema) body: ScheduleGamePayload,
  ): Promise<ScheduleAdminRow> {
    return this.schedules.update(access.mainId, access.userId, leagueId, gameId, body);
  }

  @Route('DELETE league/:id/schedule/game/:gameId', '경기 일정 삭제 (경기 기록이 있으면 거절, 성공 시 data 1). 일정 관리 권한', LeagueAdmin(BY_LEAGUE, SCHEDULE_ROLE))
  remove(@IdParam('id') leagueId: number, @IdParam('gameId') gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.schedules.remove(access.mainId, access.userId, leagueId, gameId);
  }

  @Route('PATCH schedule/:id/cancel', '경기 취소 {reason} (5자 이내, 기본 우천취소; 진행 중 기록 삭제, 성공 시 data 1). 일정 관리 권한', LeagueAdmin(BY_GAME, SCHEDULE_ROLE))
  cancel(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(cancelReasonSchema) body: CancelReasonPayload): Promise<number> {
    return this.schedules.cancel(access.mainId, access.userId, gameId, body.reason);
  }

  @Route('PATCH schedule/:id/suspend', '서스펜디드 지정 (시즌 서스펜디드 목록에 추가, 리그·팀 고정, 성공 시 data 1). 일정 관리 권한', LeagueAdmin(BY_GAME, SCHEDULE_ROLE))
  suspend(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.schedules.suspend(access.mainId, access.userId, gameId);
  }

  @Route('PATCH schedule/:id/resume', '서스펜디드 경기 재개 일정 {scheduleTime, groundId?} (같은 경기 번호로 이어서 기록). 일정 관리 권한', LeagueAdmin(BY_GAME, SCHEDULE_ROLE))
  resume(@IdParam('id') gameId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(scheduleResumeSchema) body: ScheduleResumePayload): Promise<ScheduleAdminRow> {
    return this.schedules.resume(access.mainId, access.userId, gameId, body);
  }

  @Route('GET main/:id/writers', '기록원으로 지정할 수 있는 회원 (총괄·기록 등급, 경기 기록 권한). 리그 관리자', LeagueAdmin({ mainId: 'id' }))
  writers(@IdParam('id') mainId: number): Promise<GameWriter[]> {
    return this.schedules.writers(mainId);
  }
}
