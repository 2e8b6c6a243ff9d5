import { HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
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
import { TeamJoinsService } from '../../services/team-joins/team-joins.service';
import { WriteLimit } from '../../common/rate-limit';
import { Idempotent } from '../../common/idempotency';
import { ApiController, IdParam, OptionalQueries, Route, ValidBody, ValidQuery } from '../route-decorators';
import { TEAM_SEARCH } from '../teams/teams.controller';

/** The member's side of joining and leaving teams (/user/league, /user/joinTeam, /user/withdrawTeam). */
@ApiController('team', 'team', ApiBearerAuth(), UseGuards(JwtAuthGuard, JsonBodyGuard))
export class TeamJoinsController {
  constructor(private readonly joins: TeamJoinsService) {}

  @Route('GET joinTeam/user/:userId', '내 팀 가입 신청 목록 (최근 순). requestState 1 승인 대기, 2 승인, 3 거절', UseGuards(OwnAccountGuard('userId')))
  requests(@IdParam('userId') userId: number): Promise<TeamJoinRequestItem[]> {
    return this.joins.requestsOfMember(userId);
  }

  @Route(
    'GET joinTeam/user/:userId/search',
    '가입할 팀 검색. joined: 이미 소속, requested: 승인 대기 중인 신청이 있음 (둘 다 선택 불가). 목록은 data.data',
    UseGuards(OwnAccountGuard('userId')),
    OptionalQueries(...TEAM_SEARCH),
  )
  search(@IdParam('userId') userId: number, @ValidQuery(teamJoinSearchQuerySchema) query: TeamJoinSearchQuery): Promise<TeamJoinSearchPage> {
    return this.joins.search(userId, query);
  }

  @Route('GET :id/join', '가입 신청서의 팀 정보 (로고, 이름, 감독, 운영자, 리그, 창단일, 선수 수)와 나의 가입/신청 여부')
  joinInfo(@IdParam('id') teamId: number, @CurrentUser() user: AuthUser): Promise<TeamJoinSearchItem> {
    return this.joins.joinTeamInfo(user.userId, teamId);
  }

  @Route('POST :id/join', '팀 가입 신청. 팀마다 승인 대기 중인 신청은 하나, 이미 소속된 팀은 409', Idempotent(), WriteLimit('joinRequest'))
  join(@IdParam('id') teamId: number, @CurrentUser() user: AuthUser, @ValidBody(joinTeamPayloadSchema) body: JoinTeamPayload): Promise<TeamJoinRequestItem> {
    return this.joins.request(user.userId, teamId, body);
  }

  @Route('POST :id/withdraw', '팀 탈퇴: 내 선수 명단 등록이 끝남 (지난 경기 기록은 팀에 남음)', HttpCode(HttpStatus.OK))
  withdraw(@IdParam('id') teamId: number, @CurrentUser() user: AuthUser): Promise<TeamWithdrawResult> {
    return this.joins.withdraw(user.userId, teamId);
  }
}
