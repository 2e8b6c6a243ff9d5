import { UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import {
  teamListQuerySchema,
  type ManagedTeam,
  type TeamListPage,
  type TeamListQuery,
  type TeamRosterEntry,
} from '@dugout/contracts';
import { JwtAuthGuard, OwnAccountGuard } from '../../services/auth';
import { TeamsService } from '../../services/teams/teams.service';
import { ApiController, IdParam, OptionalQueries, Route, ValidQuery } from '../route-decorators';

/** The team search's query (here and in the join screen's search). */
export const TEAM_SEARCH = [
  { name: 'search', description: '팀 이름의 일부' },
  { name: 'page', description: '1부터 (기본 1)' },
  { name: 'pagesize', description: '1~100 (기본 100)' },
];
const MY_TEAMS = { name: 'userId', description: '본인 회원 번호: 내가 소속된 팀만' };

@ApiController('team', 'team', ApiBearerAuth(), UseGuards(JwtAuthGuard))
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Route('GET', '팀 검색 (userId를 주면 내가 소속된 팀). 목록은 data.data', UseGuards(OwnAccountGuard('userId', 'query')), OptionalQueries(...TEAM_SEARCH, MY_TEAMS))
  list(@ValidQuery(teamListQuerySchema) query: TeamListQuery): Promise<TeamListPage> {
    return this.teams.list(query);
  }

  @Route('GET admin/manage/:userId', '내가 관리하는 팀', UseGuards(OwnAccountGuard('userId')))
  managedTeams(@IdParam('userId') userId: number): Promise<ManagedTeam[]> {
    return this.teams.managedTeams(userId);
  }

  @Route('GET :id/players', '팀 선수 명단 (등번호 순, 숫자 먼저). userId: 선수의 회원 번호, 회원 계정이 없으면 null')
  players(@IdParam('id') teamId: number): Promise<TeamRosterEntry[]> {
    return this.teams.roster(teamId);
  }
}
