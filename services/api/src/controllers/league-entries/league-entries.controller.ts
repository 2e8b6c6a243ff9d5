import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  leagueApplyDecisionSchema,
  leagueApplySchema,
  leagueTeamIdsSchema,
  placeholderTeamSchema,
  type LeagueApplyDecisionPayload,
  type LeagueApplyItem,
  type LeagueApplyPayload,
  type LeagueTeamAddItem,
  type LeagueTeamAdminItem,
  type LeagueTeamIdsPayload,
  type PlaceholderTeamPayload,
  type PrevSeasonTeams,
  type TeamLeagueApplication,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, TeamAdmin, type LeagueAdminAccess } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';
import { LeagueEntriesService } from '../../services/league-entries/league-entries.service';
import { Idempotent } from '../../common/idempotency';
import { WriteLimit } from '../../common/rate-limit';

const LEAGUE = { leagueId: 'id' } as const;
const LEAGUE_TEAM = { role: 'leagueTeam' } as const;

/**
 * The league side of teams in leagues and league applications (spec section 7, League admin:
 * league/{id}/team, /applyTeams, /approveApply, /rejectApply, main/prevSeason/team, addTeams,
 * removeTeams, apply). League-admin calls need the leagueTeam role in the league's main.
 */
@ApiTags('league')
@Controller('league')
@UseGuards(JsonBodyGuard)
export class LeagueEntriesController {
  constructor(
    private readonly entries: LeagueEntriesService,
    private readonly applications: LeagueApplicationsService,
  ) {}

  @Get('admin/league/:id/team')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '리그 참가팀 관리 목록 (로고, 감독, 선수 수, 경기 수). 참가팀 관리 권한' })
  leagueTeams(@Param('id', ParseIdPipe) leagueId: number): Promise<LeagueTeamAdminItem[]> {
    return this.entries.leagueTeams(leagueId);
  }

  @Post('admin/league/:id/addTeams')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({
    summary: '리그에 팀 추가 {teamIds}: 아직 없는 팀만 추가하고, 답의 참가팀 목록에서 요청한 팀마다 addResult (added, alreadyInLeague). 참가팀 관리 권한',
  })
  addTeams(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueTeamIdsSchema)) body: LeagueTeamIdsPayload,
  ): Promise<LeagueTeamAddItem[]> {
    return this.entries.addTeams(access.mainId, access.userId, leagueId, body.teamIds);
  }

  @Post('admin/league/:id/removeTeams')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '리그에서 팀 빼기 {teamIds}. 이 리그에 경기 일정이 있는 팀은 400. 참가팀 관리 권한' })
  removeTeams(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueTeamIdsSchema)) body: LeagueTeamIdsPayload,
  ): Promise<LeagueTeamAdminItem[]> {
    return this.entries.removeTeams(access.mainId, access.userId, leagueId, body.teamIds);
  }

  @Post('admin/league/:id/placeholderTeam')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '임시 팀(spoType 9, 예: "토요리그 1위")을 만들어 리그에 추가 {teamName}. 참가팀 관리 권한' })
  addPlaceholder(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(placeholderTeamSchema)) body: PlaceholderTeamPayload,
  ): Promise<LeagueTeamAdminItem[]> {
    return this.entries.addPlaceholder(access.mainId, access.userId, leagueId, body.teamName);
  }

  @Get('admin/main/prevSeason/team/:seasonId/:leagueId')
  @LeagueAdmin({ seasonId: 'seasonId' }, LEAGUE_TEAM)
  @ApiOperation({ summary: '지난 시즌(같은 리그 운영의 바로 앞 시즌) 모든 리그의 참가팀. 같은 이름의 리그 팀 먼저. 참가팀 관리 권한' })
  prevSeasonTeams(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('leagueId', ParseIdPipe) leagueId: number): Promise<PrevSeasonTeams> {
    return this.entries.prevSeasonTeams(seasonId, leagueId);
  }

  @Get('admin/league/:id/applyTeams')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '리그 참가 신청 목록 (대기 먼저, 처리된 신청은 처리자와 처리 시각 포함). 참가팀 관리 권한' })
  applyTeams(@Param('id', ParseIdPipe) leagueId: number): Promise<LeagueApplyItem[]> {
    return this.applications.listForLeague(leagueId);
  }

  @Patch('admin/league/:id/approveApply')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '리그 참가 신청 승인 {requestId, userId}: 팀이 리그에 추가됨. 참가팀 관리 권한' })
  approveApply(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueApplyDecisionSchema)) body: LeagueApplyDecisionPayload,
  ): Promise<LeagueApplyItem> {
    return this.applications.approve(access.mainId, access.userId, leagueId, body);
  }

  @Patch('admin/league/:id/rejectApply')
  @LeagueAdmin(LEAGUE, LEAGUE_TEAM)
  @ApiOperation({ summary: '리그 참가 신청 거절 {requestId, userId}. 참가팀 관리 권한' })
  rejectApply(
    @LeagueAccess() access: LeagueAdminAccess,
    @Param('id', ParseIdPipe) leagueId: number,
    @Body(new ContractValidationPipe(leagueApplyDecisionSchema)) body: LeagueApplyDecisionPayload,
  ): Promise<LeagueApplyItem> {
    return this.applications.reject(access.mainId, access.userId, leagueId, body);
  }

  @Post('team/:teamId/apply')
  @Idempotent()
  @WriteLimit('leagueApplication')
  @TeamAdmin('teamId')
  @ApiOperation({ summary: '팀의 리그 참가 신청 {leagueId, memo}: 진행 중인 시즌의 리그에만. 팀 관리자' })
  apply(
    @CurrentUser() user: AuthUser,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Body(new ContractValidationPipe(leagueApplySchema)) body: LeagueApplyPayload,
  ): Promise<TeamLeagueApplication> {
    return this.applications.apply(user.userId, teamId, body);
  }
}
