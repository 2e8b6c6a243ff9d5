import { UseGuards } from '@nestjs/common';
import {
  eligibilitySettingsSchema,
  playerSearchQuerySchema,
  registerDateSchema,
  registerPlayersSchema,
  type EligibilitySettings,
  type EligibilitySettingsPayload,
  type IneligiblePlayers,
  type PlayerRegistrationDetail,
  type PlayerSearchQuery,
  type PlayerSearchResult,
  type RegisterDatePayload,
  type RegisteredPlayer,
  type RegisterPlayersPayload,
  type RegisterPlayersResult,
  type RosterRegistration,
  type SeasonTeamLeague,
  type TeamRegistrationCount,
} from '@dugout/contracts';
import { LeagueAccess, LeagueAdmin, type LeagueAdminAccess } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { RegistrationsService } from '../../services/registrations/registrations.service';
import { Idempotent } from '../../common/idempotency';
import { WriteLimit } from '../../common/rate-limit';
import { ApiController, IdParam, Route, SignedIn, ValidBody, ValidQuery } from '../route-decorators';

const LEAGUE = { leagueId: 'leagueId' } as const;
const TEAM_PLAYER = { role: 'teamPlayer' } as const;

@ApiController('league', 'league', UseGuards(JsonBodyGuard))
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Route('GET admin/league/:leagueId/registrations', '리그 참가팀과 팀별 등록 선수 수·소속 선수 수. 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  teamCounts(@IdParam('leagueId') leagueId: number): Promise<TeamRegistrationCount[]> {
    return this.registrations.teamCounts(leagueId);
  }

  @Route('GET admin/league/:leagueId/team/:teamId/players', '팀의 리그 등록 선수 (등록일, 등번호, 포지션, 이중 등록 여부). 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  registered(@IdParam('leagueId') leagueId: number, @IdParam('teamId') teamId: number): Promise<RegisteredPlayer[]> {
    return this.registrations.registered(leagueId, teamId);
  }

  @Route('GET admin/league/:leagueId/team/:teamId/teamplayers', '팀 소속 선수와 리그 등록 여부. 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  roster(@IdParam('leagueId') leagueId: number, @IdParam('teamId') teamId: number): Promise<RosterRegistration[]> {
    return this.registrations.roster(leagueId, teamId);
  }

  @Route(
    'POST admin/league/:leagueId/team/:teamId/register',
    '팀 소속 선수를 리그에 등록 {playerIds, registerDate(선택, 기본 오늘)}. 팀·선수 관리 권한',
    Idempotent(),
    WriteLimit('registration'),
    LeagueAdmin(LEAGUE, TEAM_PLAYER),
  )
  register(
    @IdParam('leagueId') leagueId: number,
    @IdParam('teamId') teamId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(registerPlayersSchema) body: RegisterPlayersPayload,
  ): Promise<RegisterPlayersResult> {
    return this.registrations.register(access.userId, leagueId, teamId, body.playerIds, body.registerDate);
  }

  @Route('PATCH admin/league/:leagueId/team/:teamId/register/:playerId', '선수 등록일 변경 {registerDate} (시즌 기간 안). 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  changeDate(
    @IdParam('leagueId') leagueId: number,
    @IdParam('teamId') teamId: number,
    @IdParam('playerId') playerId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(registerDateSchema) body: RegisterDatePayload,
  ): Promise<RegisteredPlayer> {
    return this.registrations.changeDate(access.userId, leagueId, teamId, playerId, body.registerDate);
  }

  @Route('GET admin/league/:leagueId/team/:teamId/:playerId', '등록 선수 정보와 시즌의 등록·소속 팀. 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  detail(@IdParam('leagueId') leagueId: number, @IdParam('teamId') teamId: number, @IdParam('playerId') playerId: number): Promise<PlayerRegistrationDetail> {
    return this.registrations.detail(leagueId, teamId, playerId);
  }

  @Route('DELETE admin/league/:leagueId/team/:teamId/:playerId', '선수 등록 취소 (이 리그에 경기 기록이 있으면 거절, 성공 시 data 1). 팀·선수 관리 권한', LeagueAdmin(LEAGUE, TEAM_PLAYER))
  remove(@IdParam('leagueId') leagueId: number, @IdParam('teamId') teamId: number, @IdParam('playerId') playerId: number, @LeagueAccess() access: LeagueAdminAccess): Promise<number> {
    return this.registrations.remove(access.userId, leagueId, teamId, playerId);
  }

  @Route('GET admin/season/:seasonId/team/:teamId/leagues', '시즌에 팀이 참가한 리그 (등록 선수 수). 리그 관리자', LeagueAdmin({ seasonId: 'seasonId' }))
  teamLeagues(@IdParam('seasonId') seasonId: number, @IdParam('teamId') teamId: number): Promise<SeasonTeamLeague[]> {
    return this.registrations.teamLeagues(seasonId, teamId);
  }

  @Route('GET admin/season/:seasonId/player/search', '시즌 선수 검색 ?searchName=name|birthday|phone&searchValue (소속 팀, 등록 리그, 이중 등록). 리그 관리자 누구나', LeagueAdmin({ seasonId: 'seasonId' }))
  search(@IdParam('seasonId') seasonId: number, @ValidQuery(playerSearchQuerySchema) query: PlayerSearchQuery): Promise<PlayerSearchResult[]> {
    return this.registrations.search(seasonId, query);
  }

  @Route('GET admin/main/:id/eligibility', '출전 자격 규정 (등록 후 대기 일수, 출전 가능한 선출 구분). 리그 관리자', LeagueAdmin({ mainId: 'id' }))
  eligibility(@IdParam('id') mainId: number): Promise<EligibilitySettings> {
    return this.registrations.eligibility(mainId);
  }

  @Route('PUT admin/main/:id/eligibility', '출전 자격 규정 변경 {waitDays, allowedProTypes, allowedProTypeMiddles}. 총괄 관리자만', LeagueAdmin({ mainId: 'id' }, { head: true }))
  saveEligibility(
    @IdParam('id') mainId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @ValidBody(eligibilitySettingsSchema) body: EligibilitySettingsPayload,
  ): Promise<EligibilitySettings> {
    return this.registrations.saveEligibility(access.userId, mainId, body);
  }

  @Route('GET game/:id/ineligible/:team', '경기에 출전할 수 없는 팀 선수와 이유 (미등록, 대기 기간, 선출 구분). 그 리그의 관리자나 팀 관리자', SignedIn())
  ineligible(@IdParam('id') gameId: number, @IdParam('team') teamId: number, @CurrentUser() user: AuthUser): Promise<IneligiblePlayers> {
    return this.registrations.ineligible(user.userId, gameId, teamId);
  }
}
