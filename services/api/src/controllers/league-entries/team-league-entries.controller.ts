import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  teamNameSearchSchema,
  type RecruitLeague,
  type TeamLeagueHistory,
  type TeamNameSearchItem,
  type TeamNameSearchQuery,
} from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { JwtAuthGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamsService } from '../../services/teams/teams.service';
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';

/** The team side of league applications and the team search of the league admin (spec section 7, Teams). */
@ApiTags('team')
@Controller('team')
export class TeamLeagueEntriesController {
  constructor(
    private readonly applications: LeagueApplicationsService,
    private readonly teams: TeamsService,
  ) {}

  @Get('admin/search/name')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '이름으로 팀 찾기 (임시 팀 제외, 최대 100개): 리그에 팀을 추가할 때. 로그인' })
  @ApiQuery({ name: 'searchName', required: true, description: '팀 이름의 일부' })
  searchByName(@Query(new ContractValidationPipe(teamNameSearchSchema)) query: TeamNameSearchQuery): Promise<TeamNameSearchItem[]> {
    return this.teams.searchByName(query.searchName);
  }

  @Get('admin/league/recruit/:teamId')
  @TeamAdmin('teamId')
  @ApiOperation({ summary: '참가 신청을 받는 리그 (진행 중인 시즌의 리그)와 팀의 신청 상태. 팀 관리자' })
  recruit(@Param('teamId', ParseIdPipe) teamId: number): Promise<RecruitLeague[]> {
    return this.applications.recruit(teamId);
  }

  @Get('admin/league/history/:teamId')
  @TeamAdmin('teamId')
  @ApiOperation({ summary: '팀의 리그 참가 신청 내역과 시즌별 참가 리그. 팀 관리자' })
  history(@Param('teamId', ParseIdPipe) teamId: number): Promise<TeamLeagueHistory> {
    return this.applications.history(teamId);
  }
}
