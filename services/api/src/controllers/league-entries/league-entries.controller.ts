import { UseGuards } from '@nestjs/common';
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
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';
import { LeagueEntriesService } from '../../services/league-entries/league-entries.service';
import { Idempotent } from '../../common/idempotency';
import { WriteLimit } from '../../common/rate-limit';
import { ApiController, IdParam, Route, ValidBody } from '../route-decorators';

const LEAGUE = { leagueId: 'id' } as const;
const LEAGUE_TEAM = { role: 'leagueTeam' } as const;

/**
 * The league side of teams in leagues and league applications (spec section 7, League admin:
 * league/{id}/team, /applyTeams, /approveApply, /rejectApply, main/prevSeason/team, addTeams,
 * removeTeams, apply). League-admin calls need the leagueTeam role in the league's main.
 */
@ApiController('league', 'league', UseGuards(JsonBodyGuard))
export class LeagueEntriesController {
  constructor(private readonly entries: LeagueEntriesService, private readonly applications: LeagueApplicationsService) {}

  @Route('GET admin/league/:id/team', '리그 참가팀 관리 목록 (로고, 감독, 선수 수, 경기 수). 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  leagueTeams(@IdParam('id') leagueId: number): Promise<LeagueTeamAdminItem[]> {
    return this.entries.leagueTeams(leagueId);
  }

  @Route('POST admin/league/:id/addTeams', '리그에 팀 추가 {teamIds}: 아직 없는 팀만 추가하고, 답의 참가팀 목록에서 요청한 팀마다 addResult (added, alreadyInLeague). 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  addTeams(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(leagueTeamIdsSchema) body: LeagueTeamIdsPayload): Promise<LeagueTeamAddItem[]> {
    return this.entries.addTeams(access.mainId, access.userId, leagueId, body.teamIds);
  }

  @Route('POST admin/league/:id/removeTeams', '리그에서 팀 빼기 {teamIds}. 이 리그에 경기 일정이 있는 팀은 400. 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  removeTeams(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(leagueTeamIdsSchema) body: LeagueTeamIdsPayload): Promise<LeagueTeamAdminItem[]> {
    return this.entries.removeTeams(access.mainId, access.userId, leagueId, body.teamIds);
  }

  @Route('POST admin/league/:id/placeholderTeam', '임시 팀(spoType 9, 예: "토요리그 1위")을 만들어 리그에 추가 {teamName}. 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  addPlaceholder(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(placeholderTeamSchema) body: PlaceholderTeamPayload): Promise<LeagueTeamAdminItem[]> {
    return this.entries.addPlaceholder(access.mainId, access.userId, leagueId, body.teamName);
  }

  @Route('GET admin/main/prevSeason/team/:seasonId/:leagueId', '지난 시즌(같은 리그 운영의 바로 앞 시즌) 모든 리그의 참가팀. 같은 이름의 리그 팀 먼저. 참가팀 관리 권한', LeagueAdmin({ seasonId: 'seasonId' }, LEAGUE_TEAM))
  prevSeasonTeams(@IdParam('seasonId') seasonId: number, @IdParam('leagueId') leagueId: number): Promise<PrevSeasonTeams> {
    return this.entries.prevSeasonTeams(seasonId, leagueId);
  }

  @Route('GET admin/league/:id/applyTeams', '리그 참가 신청 목록 (대기 먼저, 처리된 신청은 처리자와 처리 시각 포함). 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  applyTeams(@IdParam('id') leagueId: number): Promise<LeagueApplyItem[]> {
    return this.applications.listForLeague(leagueId);
  }

  @Route('PATCH admin/league/:id/approveApply', '리그 참가 신청 승인 {requestId, userId}: 팀이 리그에 추가됨. 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  approveApply(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(leagueApplyDecisionSchema) body: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> {
    return this.applications.approve(access.mainId, access.userId, leagueId, body);
  }

  @Route('PATCH admin/league/:id/rejectApply', '리그 참가 신청 거절 {requestId, userId}. 참가팀 관리 권한', LeagueAdmin(LEAGUE, LEAGUE_TEAM))
  rejectApply(@LeagueAccess() access: LeagueAdminAccess, @IdParam('id') leagueId: number, @ValidBody(leagueApplyDecisionSchema) body: LeagueApplyDecisionPayload): Promise<LeagueApplyItem> {
    return this.applications.reject(access.mainId, access.userId, leagueId, body);
  }

  @Route('POST team/:teamId/apply', '팀의 리그 참가 신청 {leagueId, memo}: 진행 중인 시즌의 리그에만. 팀 관리자', Idempotent(), WriteLimit('leagueApplication'), TeamAdmin('teamId'))
  apply(@CurrentUser() user: AuthUser, @IdParam('teamId') teamId: number, @ValidBody(leagueApplySchema) body: LeagueApplyPayload): Promise<TeamLeagueApplication> {
    return this.applications.apply(user.userId, teamId, body);
  }
}
