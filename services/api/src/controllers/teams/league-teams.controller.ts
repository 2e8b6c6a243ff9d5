import { ApiQuery } from '@nestjs/swagger';
import type { LeagueTeamPlayer, TeamDetail, TeamEntry } from '@dugout/contracts';
import { LeagueTeamsService } from '../../services/teams/league-teams.service';
import { ApiController, CachedGet, FlagQuery, IdParam } from '../route-decorators';

const INCLUDE_TEMP_TEAM = { name: 'includeTempTeam', required: false, description: 'true: 임시 팀(spoType 9) 포함' } as const;

@ApiController('league', 'league')
export class LeagueTeamsController {
  constructor(private readonly teams: LeagueTeamsService) {}

  @CachedGet('season/:id/teams', '시즌의 모든 리그 참가 팀 목록', ApiQuery(INCLUDE_TEMP_TEAM))
  seasonTeams(@IdParam('id') seasonId: number, @FlagQuery('includeTempTeam') includeTempTeam: boolean): Promise<TeamEntry[]> {
    return this.teams.seasonTeams(seasonId, includeTempTeam);
  }

  @CachedGet('league/:id/teams', '리그 참가 팀 목록', ApiQuery(INCLUDE_TEMP_TEAM))
  leagueTeams(@IdParam('id') leagueId: number, @FlagQuery('includeTempTeam') includeTempTeam: boolean): Promise<TeamEntry[]> {
    return this.teams.leagueTeams(leagueId, includeTempTeam);
  }

  @CachedGet('league/:id/team/:teamId', '리그 참가 팀 정보')
  teamDetail(@IdParam('id') leagueId: number, @IdParam('teamId') teamId: number): Promise<TeamDetail> {
    return this.teams.teamDetail(leagueId, teamId);
  }

  @CachedGet('league/:id/team/:teamId/players', '팀이 리그에 등록한 선수 목록')
  teamPlayers(@IdParam('id') leagueId: number, @IdParam('teamId') teamId: number): Promise<LeagueTeamPlayer[]> {
    return this.teams.teamPlayers(leagueId, teamId);
  }
}
