import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { CurrentUser, JsonBodyGuard, JwtAuthGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { RegistrationsService } from '../../services/registrations/registrations.service';
import { Idempotent } from '../../common/idempotency';
import { WriteLimit } from '../../common/rate-limit';

const LEAGUE = { leagueId: 'leagueId' } as const;
const TEAM_PLAYER = { role: 'teamPlayer' } as const;

@ApiTags('league')
@Controller('league')
@UseGuards(JsonBodyGuard)
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get('admin/league/:leagueId/registrations')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '리그 참가팀과 팀별 등록 선수 수·소속 선수 수. 팀·선수 관리 권한' })
  teamCounts(@Param('leagueId', ParseIdPipe) leagueId: number): Promise<TeamRegistrationCount[]> {
    return this.registrations.teamCounts(leagueId);
  }

  @Get('admin/league/:leagueId/team/:teamId/players')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '팀의 리그 등록 선수 (등록일, 등번호, 포지션, 이중 등록 여부). 팀·선수 관리 권한' })
  registered(@Param('leagueId', ParseIdPipe) leagueId: number, @Param('teamId', ParseIdPipe) teamId: number): Promise<RegisteredPlayer[]> {
    return this.registrations.registered(leagueId, teamId);
  }

  @Get('admin/league/:leagueId/team/:teamId/teamplayers')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '팀 소속 선수와 리그 등록 여부. 팀·선수 관리 권한' })
  roster(@Param('leagueId', ParseIdPipe) leagueId: number, @Param('teamId', ParseIdPipe) teamId: number): Promise<RosterRegistration[]> {
    return this.registrations.roster(leagueId, teamId);
  }

  @Post('admin/league/:leagueId/team/:teamId/register')
  @Idempotent()
  @WriteLimit('registration')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '팀 소속 선수를 리그에 등록 {playerIds, registerDate(선택, 기본 오늘)}. 팀·선수 관리 권한' })
  register(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(registerPlayersSchema)) body: RegisterPlayersPayload,
  ): Promise<RegisterPlayersResult> {
    return this.registrations.register(access.userId, leagueId, teamId, body.playerIds, body.registerDate);
  }

  @Patch('admin/league/:leagueId/team/:teamId/register/:playerId')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '선수 등록일 변경 {registerDate} (시즌 기간 안). 팀·선수 관리 권한' })
  changeDate(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Param('playerId', ParseIdPipe) playerId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(registerDateSchema)) body: RegisterDatePayload,
  ): Promise<RegisteredPlayer> {
    return this.registrations.changeDate(access.userId, leagueId, teamId, playerId, body.registerDate);
  }

  @Get('admin/league/:leagueId/team/:teamId/:playerId')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '등록 선수 정보와 시즌의 등록·소속 팀. 팀·선수 관리 권한' })
  detail(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Param('playerId', ParseIdPipe) playerId: number,
  ): Promise<PlayerRegistrationDetail> {
    return this.registrations.detail(leagueId, teamId, playerId);
  }

  @Delete('admin/league/:leagueId/team/:teamId/:playerId')
  @LeagueAdmin(LEAGUE, TEAM_PLAYER)
  @ApiOperation({ summary: '선수 등록 취소 (이 리그에 경기 기록이 있으면 거절, 성공 시 data 1). 팀·선수 관리 권한' })
  remove(
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Param('playerId', ParseIdPipe) playerId: number,
    @LeagueAccess() access: LeagueAdminAccess,
  ): Promise<number> {
    return this.registrations.remove(access.userId, leagueId, teamId, playerId);
  }

  @Get('admin/season/:seasonId/team/:teamId/leagues')
  @LeagueAdmin({ seasonId: 'seasonId' })
  @ApiOperation({ summary: '시즌에 팀이 참가한 리그 (등록 선수 수). 리그 관리자' })
  teamLeagues(@Param('seasonId', ParseIdPipe) seasonId: number, @Param('teamId', ParseIdPipe) teamId: number): Promise<SeasonTeamLeague[]> {
    return this.registrations.teamLeagues(seasonId, teamId);
  }

  @Get('admin/season/:seasonId/player/search')
  @LeagueAdmin({ seasonId: 'seasonId' })
  @ApiOperation({ summary: '시즌 선수 검색 ?searchName=name|birthday|phone&searchValue (소속 팀, 등록 리그, 이중 등록). 리그 관리자 누구나' })
  search(
    @Param('seasonId', ParseIdPipe) seasonId: number,
    @Query(new ContractValidationPipe(playerSearchQuerySchema)) query: PlayerSearchQuery,
  ): Promise<PlayerSearchResult[]> {
    return this.registrations.search(seasonId, query);
  }

  @Get('admin/main/:id/eligibility')
  @LeagueAdmin({ mainId: 'id' })
  @ApiOperation({ summary: '출전 자격 규정 (등록 후 대기 일수, 출전 가능한 선출 구분). 리그 관리자' })
  eligibility(@Param('id', ParseIdPipe) mainId: number): Promise<EligibilitySettings> {
    return this.registrations.eligibility(mainId);
  }

  @Put('admin/main/:id/eligibility')
  @LeagueAdmin({ mainId: 'id' }, { head: true })
  @ApiOperation({ summary: '출전 자격 규정 변경 {waitDays, allowedProTypes, allowedProTypeMiddles}. 총괄 관리자만' })
  saveEligibility(
    @Param('id', ParseIdPipe) mainId: number,
    @LeagueAccess() access: LeagueAdminAccess,
    @Body(new ContractValidationPipe(eligibilitySettingsSchema)) body: EligibilitySettingsPayload,
  ): Promise<EligibilitySettings> {
    return this.registrations.saveEligibility(access.userId, mainId, body);
  }

  @Get('game/:id/ineligible/:team')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '경기에 출전할 수 없는 팀 선수와 이유 (미등록, 대기 기간, 선출 구분). 그 리그의 관리자나 팀 관리자' })
  ineligible(
    @Param('id', ParseIdPipe) gameId: number,
    @Param('team', ParseIdPipe) teamId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<IneligiblePlayers> {
    return this.registrations.ineligible(user.userId, gameId, teamId);
  }
}
