import { Body, Controller, Delete, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  teamEntryAddSchema,
  teamPlayerUpdateSchema,
  teamRosterQuerySchema,
  type TeamLeagueEntry,
  type TeamEntryAddPayload,
  type TeamLeague,
  type TeamPlayerRemoved,
  type TeamPlayerUpdatePayload,
  type TeamRosterPlayer,
  type TeamRosterPlayerDetail,
  type TeamRosterQuery,
} from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { CurrentUser, JsonBodyGuard, type AuthUser } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamRosterService } from '../../services/team-roster/team-roster.service';

/** The team staff portal's roster (`member`) and league entries (`entry`): team managers of the team only. */
@ApiTags('team')
@Controller('team')
@UseGuards(JsonBodyGuard)
export class TeamRosterController {
  constructor(private readonly roster: TeamRosterService) {}

  @Get(':id/admin/players')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀 선수 명단 (등번호, 구분, 포지션, 투타, 상태, 입단일). status=active|dormant. 팀 관리자만' })
  @ApiQuery({ name: 'status', required: false, description: 'active: 활동, dormant: 휴면 (구분 8)' })
  list(@Param('id', ParseIdPipe) teamId: number, @Query(new ContractValidationPipe(teamRosterQuerySchema)) query: TeamRosterQuery): Promise<TeamRosterPlayer[]> {
    return this.roster.roster(teamId, query.status);
  }

  @Get(':id/coaching')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀 운영진 (단장, 매니저, 총무, 감독, 코치). 팀 관리자만' })
  coaching(@Param('id', ParseIdPipe) teamId: number): Promise<TeamRosterPlayer[]> {
    return this.roster.coaching(teamId);
  }

  @Get(':id/player/:pid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '선수의 팀 정보와 이 팀의 리그 엔트리. 팀 관리자만' })
  player(@Param('id', ParseIdPipe) teamId: number, @Param('pid', ParseIdPipe) playerId: number): Promise<TeamRosterPlayerDetail> {
    return this.roster.player(teamId, playerId);
  }

  @Patch(':id/player/:pid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '선수의 팀 정보 변경 {backnumber, teamRole, position, batThrw} (등번호는 팀 안에서 하나, 구분 8은 휴면). 팀 관리자만' })
  update(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('pid', ParseIdPipe) playerId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(teamPlayerUpdateSchema)) body: TeamPlayerUpdatePayload,
  ): Promise<TeamRosterPlayerDetail> {
    return this.roster.update(user.userId, teamId, playerId, body);
  }

  @Delete(':id/player/:pid')
  @TeamAdmin('id')
  @ApiOperation({ summary: '선수를 명단에서 제외 (기록과 지난 엔트리는 남음, 진행 중인 시즌 엔트리가 있으면 거절). 팀 관리자만' })
  remove(@Param('id', ParseIdPipe) teamId: number, @Param('pid', ParseIdPipe) playerId: number, @CurrentUser() user: AuthUser): Promise<TeamPlayerRemoved> {
    return this.roster.remove(user.userId, teamId, playerId);
  }

  @Get(':id/leagues')
  @TeamAdmin('id')
  @ApiOperation({ summary: '진행 중인 시즌에 팀이 참가한 리그와 엔트리 인원. 팀 관리자만' })
  leagues(@Param('id', ParseIdPipe) teamId: number): Promise<TeamLeague[]> {
    return this.roster.activeLeagues(teamId);
  }

  @Get(':id/leagues/:seasonId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '시즌에 팀이 참가한 리그와 엔트리 인원. 팀 관리자만' })
  seasonLeagues(@Param('id', ParseIdPipe) teamId: number, @Param('seasonId', ParseIdPipe) seasonId: number): Promise<TeamLeague[]> {
    return this.roster.seasonLeagues(teamId, seasonId);
  }

  @Get(':id/all_leagues')
  @TeamAdmin('id')
  @ApiOperation({ summary: '팀이 참가한 모든 리그 (최근 시즌 먼저). 팀 관리자만' })
  allLeagues(@Param('id', ParseIdPipe) teamId: number): Promise<TeamLeague[]> {
    return this.roster.allLeagues(teamId);
  }

  @Get(':id/entry/:leagueId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '리그 엔트리: 등록 선수(등록일, 출전 자격)와 추가할 수 있는 팀 선수. 팀 관리자만' })
  entry(@Param('id', ParseIdPipe) teamId: number, @Param('leagueId', ParseIdPipe) leagueId: number): Promise<TeamLeagueEntry> {
    return this.roster.entry(teamId, leagueId);
  }

  @Patch(':id/entry/:leagueId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '리그 엔트리에 선수 추가 {playerId} (등록일 오늘, 리그 출전 자격 확인). 팀 관리자만' })
  addEntry(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @CurrentUser() user: AuthUser,
    @Body(new ContractValidationPipe(teamEntryAddSchema)) body: TeamEntryAddPayload,
  ): Promise<TeamLeagueEntry> {
    return this.roster.addEntry(user.userId, teamId, leagueId, body.playerId);
  }

  @Patch(':id/league/:leagueId/player/:playerId')
  @TeamAdmin('id')
  @ApiOperation({ summary: '리그 엔트리에서 선수 빼기 (이 리그에 경기 기록이 있으면 거절). 팀 관리자만' })
  removeEntry(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('leagueId', ParseIdPipe) leagueId: number,
    @Param('playerId', ParseIdPipe) playerId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<TeamLeagueEntry> {
    return this.roster.removeEntry(user.userId, teamId, leagueId, playerId);
  }
}
