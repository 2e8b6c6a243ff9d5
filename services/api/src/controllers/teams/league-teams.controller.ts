import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { LeagueTeamPlayer, TeamDetail, TeamEntry } from '@dugout/contracts';
import { ParseFlagPipe } from '../../common/pipes/parse-flag.pipe';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { LeagueTeamsService } from '../../services/teams/league-teams.service';

const INCLUDE_TEMP_TEAM = { name: 'includeTempTeam', required: false, description: 'true: 임시 팀(spoType 9) 포함' } as const;

@ApiTags('league')
@Controller('league')
export class LeagueTeamsController {
  constructor(private readonly teams: LeagueTeamsService) {}

  @Get('season/:id/teams')
  @CachedRead()
  @ApiOperation({ summary: '시즌의 모든 리그 참가 팀 목록' })
  @ApiQuery(INCLUDE_TEMP_TEAM)
  seasonTeams(
    @Param('id', ParseIdPipe) seasonId: number,
    @Query('includeTempTeam', ParseFlagPipe) includeTempTeam: boolean,
  ): Promise<TeamEntry[]> {
    return this.teams.seasonTeams(seasonId, includeTempTeam);
  }

  @Get('league/:id/teams')
  @CachedRead()
  @ApiOperation({ summary: '리그 참가 팀 목록' })
  @ApiQuery(INCLUDE_TEMP_TEAM)
  leagueTeams(
    @Param('id', ParseIdPipe) leagueId: number,
    @Query('includeTempTeam', ParseFlagPipe) includeTempTeam: boolean,
  ): Promise<TeamEntry[]> {
    return this.teams.leagueTeams(leagueId, includeTempTeam);
  }

  @Get('league/:id/team/:teamId')
  @CachedRead()
  @ApiOperation({ summary: '리그 참가 팀 정보' })
  teamDetail(@Param('id', ParseIdPipe) leagueId: number, @Param('teamId', ParseIdPipe) teamId: number): Promise<TeamDetail> {
    return this.teams.teamDetail(leagueId, teamId);
  }

  @Get('league/:id/team/:teamId/players')
  @CachedRead()
  @ApiOperation({ summary: '팀이 리그에 등록한 선수 목록' })
  teamPlayers(
    @Param('id', ParseIdPipe) leagueId: number,
    @Param('teamId', ParseIdPipe) teamId: number,
  ): Promise<LeagueTeamPlayer[]> {
    return this.teams.teamPlayers(leagueId, teamId);
  }
}
