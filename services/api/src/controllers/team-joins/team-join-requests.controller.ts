import { HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { teamJoinApproveSchema, type TeamJoinApplication, type TeamJoinApprovePayload } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { TeamJoinsService } from '../../services/team-joins/team-joins.service';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

/** The team staff's join approvals (/team/admin/{teamId}/joinTeam): the team's managers only. */
@ApiController('team', 'team', UseGuards(JsonBodyGuard))
export class TeamJoinRequestsController {
  constructor(private readonly joins: TeamJoinsService) {}

  @Route('GET :id/request', '승인 대기 중인 가입 신청과 신청자의 정보 (오래된 순). 팀 관리자만', TeamAdmin('id'))
  list(@IdParam('id') teamId: number): Promise<TeamJoinApplication[]> {
    return this.joins.pendingOfTeam(teamId);
  }

  @Route('GET :id/request/:rid', '가입 신청 상세. 팀 관리자만', TeamAdmin('id'))
  detail(@IdParam('id') teamId: number, @IdParam('rid') requestId: number): Promise<TeamJoinApplication> {
    return this.joins.application(teamId, requestId);
  }

  @Route('POST :id/request/:rid', '가입 승인 {teamRole}: 선수 정보와 팀 선수 명단이 함께 저장됨. 처리된 신청은 409. 팀 관리자만', HttpCode(HttpStatus.OK), TeamAdmin('id'))
  approve(
    @IdParam('id') teamId: number,
    @IdParam('rid') requestId: number,
    @CurrentUser() user: AuthUser,
    @ValidBody(teamJoinApproveSchema) body: TeamJoinApprovePayload,
  ): Promise<TeamJoinApplication> {
    return this.joins.approve(user.userId, teamId, requestId, body.teamRole);
  }

  @Route('PATCH :id/request/:rid', '가입 거절 (상태 3). 처리된 신청은 409. 팀 관리자만', TeamAdmin('id'))
  reject(@IdParam('id') teamId: number, @IdParam('rid') requestId: number, @CurrentUser() user: AuthUser): Promise<TeamJoinApplication> {
    return this.joins.reject(user.userId, teamId, requestId);
  }
}
