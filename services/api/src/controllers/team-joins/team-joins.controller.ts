import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  joinTeamPayloadSchema,
  teamJoinSearchQuerySchema,
  type JoinTeamPayload,
  type TeamJoinRequestItem,
  type TeamJoinSearchItem,
  type TeamJoinSearchPage,
  type TeamJoinSearchQuery,
  type TeamWithdrawResult,
} from '@dugout/contracts';
import { CurrentUser, JsonBodyGuard, JwtAuthGuard, OwnAccountGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamJoinsService } from '../../services/team-joins/team-joins.service';
import { WriteLimit } from '../../common/rate-limit';
import { Idempotent } from '../../common/idempotency';

/** The member's side of joining and leaving teams (/user/league, /user/joinTeam, /user/withdrawTeam). */
@ApiTags('team')
@ApiBearerAuth()
@Controller('team')
@UseGuards(JwtAuthGuard, JsonBodyGuard)
export class TeamJoinsController {
  constructor(private readonly joins: TeamJoinsService) {}

  @Get('joinTeam/user/:userId')
  @UseGuards(OwnAccountGuard('userId'))
  @ApiOperation({ summary: '내 팀 가입 신청 목록 (최근 순). requestState 1 승인 대기, 2 승인, 3 거절' })
  requests(@Param('userId', ParseIdPipe) userId: number): Promise<TeamJoinRequestItem[]> {
    return this.joins.requestsOfMember(userId);
  }

  @Get('joinTeam/user/:userId/search')
  @UseGuards(OwnAccountGuard('userId'))
  @ApiOperation({ summary: '가입할 팀 검색. joined: 이미 소속, requested: 승인 대기 중인 신청이 있음 (둘 다 선택 불가). 목록은 data.data' })
  @ApiQuery({ name: 'search', required: false, description: '팀 이름의 일부' })
  @ApiQuery({ name: 'page', required: false, description: '1부터 (기본 1)' })
  @ApiQuery({ name: 'pagesize', required: false, description: '1~100 (기본 100)' })
  search(
    @Param('userId', ParseIdPipe) userId: number,
    @Query(new ContractValidationPipe(teamJoinSearchQuerySchema)) query: TeamJoinSearchQuery,
  ): Promise<TeamJoinSearchPage> {
    return this.joins.search(userId, query);
  }

  @Get(':id/join')
  @ApiOperation({ summary: '가입 신청서의 팀 정보 (로고, 이름, 감독, 운영자, 리그, 창단일, 선수 수)와 나의 가입/신청 여부' })
  joinInfo(@Param('id', ParseIdPipe) teamId: number, @CurrentUser() user: AuthUser): Promise<TeamJoinSearchItem> {
    return this.joins.joinTeamInfo(user.userId, teamId);
  }

  @Post(':id/join')
  @Idempotent()
  @WriteLimit('joinRequest')
  @ApiOperation({ summary: '팀 가입 신청. 팀마다 승인 대기 중인 신청은 하나, 이미 소속된 팀은 409' })
  join(
    @Param('id', ParseIdPipe) teamId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(joinTeamPayloadSchema)) body: JoinTeamPayload,
  ): Promise<TeamJoinRequestItem> {
    return this.joins.request(user.userId, teamId, body);
  }

  @Post(':id/withdraw')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '팀 탈퇴: 내 선수 명단 등록이 끝남 (지난 경기 기록은 팀에 남음)' })
  withdraw(@Param('id', ParseIdPipe) teamId: number, @CurrentUser() user: AuthUser): Promise<TeamWithdrawResult> {
    return this.joins.withdraw(user.userId, teamId);
  }
}
