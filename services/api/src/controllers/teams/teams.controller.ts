import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  teamListQuerySchema,
  type ManagedTeam,
  type TeamListPage,
  type TeamListQuery,
  type TeamRosterEntry,
} from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { TeamsService } from '../../services/teams/teams.service';

@ApiTags('team')
@ApiBearerAuth()
@Controller('team')
@UseGuards(JwtAuthGuard)
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @UseGuards(OwnAccountGuard('userId', 'query'))
  @ApiOperation({ summary: '팀 검색 (userId를 주면 내가 소속된 팀). 목록은 data.data' })
  @ApiQuery({ name: 'search', required: false, description: '팀 이름의 일부' })
  @ApiQuery({ name: 'page', required: false, description: '1부터 (기본 1)' })
  @ApiQuery({ name: 'pagesize', required: false, description: '1~100 (기본 100)' })
  @ApiQuery({ name: 'userId', required: false, description: '본인 회원 번호: 내가 소속된 팀만' })
  list(@Query(new ContractValidationPipe(teamListQuerySchema)) query: TeamListQuery): Promise<TeamListPage> {
    return this.teams.list(query);
  }

  @Get('admin/manage/:userId')
  @UseGuards(OwnAccountGuard('userId'))
  @ApiOperation({ summary: '내가 관리하는 팀' })
  managedTeams(@Param('userId', ParseIdPipe) userId: number): Promise<ManagedTeam[]> {
    return this.teams.managedTeams(userId);
  }

  @Get(':id/players')
  @ApiOperation({ summary: '팀 선수 명단 (등번호 순, 숫자 먼저). userId: 선수의 회원 번호, 회원 계정이 없으면 null' })
  players(@Param('id', ParseIdPipe) teamId: number): Promise<TeamRosterEntry[]> {
    return this.teams.roster(teamId);
  }
}
