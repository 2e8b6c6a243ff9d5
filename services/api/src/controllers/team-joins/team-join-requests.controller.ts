import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { teamJoinApproveSchema, type TeamJoinApplication, type TeamJoinApprovePayload } from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamJoinsService } from '../../services/team-joins/team-joins.service';

/** The team staff's join approvals (/team/admin/{teamId}/joinTeam): the team's managers only. */
@ApiTags('team')
@Controller('team')
@UseGuards(JsonBodyGuard)
export class TeamJoinRequestsController {
  constructor(private readonly joins: TeamJoinsService) {}

  @Get(':id/request')
  @TeamAdmin('id')
  @ApiOperation({ summary: '승인 대기 중인 가입 신청과 신청자의 정보 (오래된 순). 팀 관리자만' })
  list(@Param('id', ParseIdPipe) teamId: number): Promise<TeamJoinApplication[]> {
    return this.joins.pendingOfTeam(teamId);
  }

  @Get(':id/request/:rid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '가입 신청 상세. 팀 관리자만' })
  detail(@Param('id', ParseIdPipe) teamId: number, @Param('rid', ParseIdPipe) requestId: number): Promise<TeamJoinApplication> {
    return this.joins.application(teamId, requestId);
  }

  @Post(':id/request/:rid')
  @HttpCode(HttpStatus.OK)
  @TeamAdmin('id')
  @ApiOperation({ summary: '가입 승인 {teamRole}: 선수 정보와 팀 선수 명단이 함께 저장됨. 처리된 신청은 409. 팀 관리자만' })
  approve(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('rid', ParseIdPipe) requestId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(teamJoinApproveSchema)) body: TeamJoinApprovePayload,
  ): Promise<TeamJoinApplication> {
    return this.joins.approve(user.userId, teamId, requestId, body.teamRole);
  }

  @Patch(':id/request/:rid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '가입 거절 (상태 3). 처리된 신청은 409. 팀 관리자만' })
  reject(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('rid', ParseIdPipe) requestId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<TeamJoinApplication> {
    return this.joins.reject(user.userId, teamId, requestId);
  }
}
