import { UseGuards } from '@nestjs/common';
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
import { ScheduleGenerationService } from '../../services/schedule-generation/schedule-generation.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

const LEAGUE = { leagueId: 'leagueId' } as const;
const SCHEDULE = { role: 'leagueSchedule' } as const;

/** Temp schedules (spec §7 "Temp schedule"): {id} and {x} of the spec are the league id and the temp schedule id. */
@ApiController('league', 'league/admin/scheduleTemp/:leagueId', UseGuards(JsonBodyGuard))
export class ScheduleGenerationController {
  constructor(private readonly generation: ScheduleGenerationService) {}

  @Route('GET proceed', '리그의 저장된 임시 일정 (경기와 팀별 경기 수·홈/원정·휴식), 없으면 null. 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  proceed(@IdParam('leagueId') leagueId: number): Promise<TempSchedule | null> {
    return this.generation.proceed(leagueId);
  }

  @Route('POST generate', '리그 일정 자동 생성 미리보기 {gameCnt, weekdays, times, groundIds, beginDate?, endDate?} (저장하지 않음). 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  generate(@IdParam('leagueId') leagueId: number, @ValidBody(scheduleGenerateSchema) body: ScheduleGenerateBody): Promise<TempSchedule> {
    return this.generation.generate(leagueId, body);
  }

  @Route('POST save', '생성한 일정을 임시 저장 (이전 임시 일정은 대체). 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  save(@IdParam('leagueId') leagueId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(scheduleGenerateSchema) body: ScheduleGenerateBody): Promise<TempSchedule> {
    return this.generation.save(access.userId, leagueId, body);
  }

  @Route('GET get/:tempId', '임시 일정 하나. 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  get(@IdParam('leagueId') leagueId: number, @IdParam('tempId') tempId: number): Promise<TempSchedule> {
    return this.generation.get(leagueId, tempId);
  }

  @Route('PATCH game/:tempGameId', '임시 일정 경기의 날짜·시간·구장 변경이나 홈/원정 바꾸기 {date?, time?, groundId?, swap?} (같은 시간 구장·팀 중복 거절). 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  changeGame(
    @IdParam('leagueId') leagueId: number,
    @IdParam('tempGameId') tempGameId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(tempScheduleGameChangeSchema) body: TempScheduleGameChangeBody,
  ): Promise<TempSchedule> {
    return this.generation.changeGame(access.userId, leagueId, tempGameId, body);
  }

  @Route('POST apply', '임시 일정을 실제 일정으로 적용 {tempId} (한 트랜잭션, 적용 후 임시 일정 삭제). 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  apply(@IdParam('leagueId') leagueId: number, @LeagueAccess() access: LeagueAdminAccess, @ValidBody(tempScheduleApplySchema) body: TempScheduleApplyBody): Promise<TempScheduleApplyResult> {
    return this.generation.apply(access.userId, leagueId, body.tempId);
  }

  @Route('DELETE delete/:tempId', '임시 일정 삭제 (성공 시 data 1). 일정 관리 권한', LeagueAdmin(LEAGUE, SCHEDULE))
  remove(@IdParam('leagueId') leagueId: number, @IdParam('tempId') tempId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.generation.remove(access.userId, leagueId, tempId);
  }
}
