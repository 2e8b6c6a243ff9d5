import { ApiQuery } from '@nestjs/swagger';
import {
  teamNameSearchSchema,
  type RecruitLeague,
  type TeamLeagueHistory,
  type TeamNameSearchItem,
  type TeamNameSearchQuery,
} from '@dugout/contracts';
import { TeamAdmin } from '../../services/access';
import { TeamsService } from '../../services/teams/teams.service';
import { LeagueApplicationsService } from '../../services/league-entries/league-applications.service';
import { ApiController, IdParam, Route, SignedIn, ValidQuery } from '../route-decorators';

/** The team side of league applications and the team search of the league admin (spec section 7, Teams). */
@ApiController('team', 'team')
export class TeamLeagueEntriesController {
  constructor(private readonly applications: LeagueApplicationsService, private readonly teams: TeamsService) {}

  @Route('GET admin/search/name', '이름으로 팀 찾기 (임시 팀 제외, 최대 100개): 리그에 팀을 추가할 때. 로그인', SignedIn(), ApiQuery({ name: 'searchName', required: true, description: '팀 이름의 일부' }))
  searchByName(@ValidQuery(teamNameSearchSchema) query: TeamNameSearchQuery): Promise<TeamNameSearchItem[]> {
    return this.teams.searchByName(query.searchName);
  }

  @Route('GET admin/league/recruit/:teamId', '참가 신청을 받는 리그 (진행 중인 시즌의 리그)와 팀의 신청 상태. 팀 관리자', TeamAdmin('teamId'))
  recruit(@IdParam('teamId') teamId: number): Promise<RecruitLeague[]> {
    return this.applications.recruit(teamId);
  }

  @Route('GET admin/league/history/:teamId', '팀의 리그 참가 신청 내역과 시즌별 참가 리그. 팀 관리자', TeamAdmin('teamId'))
  history(@IdParam('teamId') teamId: number): Promise<TeamLeagueHistory> {
    return this.applications.history(teamId);
  }
}
