import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { PlayerSeasonStats, TeamPlayerStat, TeamStat } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { PlayerStatsService } from '../../services/stats/player-stats.service';

const TEAM = { name: 'id', description: '팀 번호' } as const;
const PLAYER = { name: 'pid', description: '선수 번호 (이 팀 소속)' } as const;
const SEASON = { name: 'x', description: '시즌 번호' } as const;
const LEAGUE = { name: 'y', description: '리그 번호 (이 시즌의 리그)' } as const;
const SEASON_SUM = '리그 번호를 생략하면 시즌의 모든 리그 기록을 합산합니다.';

@ApiTags('team')
@Controller('team')
@ApiParam(TEAM)
export class TeamStatsController {
  constructor(private readonly stats: PlayerStatsService) {}

  @Get(':id/stat/:x')
  @CachedRead()
  @ApiOperation({ summary: '팀 시즌 기록 (타격·투구, 시즌 합산)', description: SEASON_SUM })
  @ApiParam(SEASON)
  teamSeason(@Param('id', ParseIdPipe) teamId: number, @Param('x', ParseIdPipe) seasonId: number): Promise<TeamStat> {
    return this.stats.teamStat(teamId, seasonId, null);
  }

  @Get(':id/stat/:x/:y')
  @CachedRead()
  @ApiOperation({ summary: '팀 리그 기록 (타격·투구)' })
  @ApiParam(SEASON)
  @ApiParam(LEAGUE)
  teamLeague(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('x', ParseIdPipe) seasonId: number,
    @Param('y', ParseIdPipe) leagueId: number,
  ): Promise<TeamStat> {
    return this.stats.teamStat(teamId, seasonId, leagueId);
  }

  @Get(':id/player/:pid/stat/:x')
  @CachedRead()
  @ApiOperation({ summary: '팀 소속 선수의 시즌 기록 (시즌 합산)', description: SEASON_SUM })
  @ApiParam(PLAYER)
  @ApiParam(SEASON)
  playerSeason(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('pid', ParseIdPipe) playerId: number,
    @Param('x', ParseIdPipe) seasonId: number,
  ): Promise<TeamPlayerStat> {
    return this.stats.teamPlayerStat(teamId, playerId, seasonId, null);
  }

  @Get(':id/player/:pid/stat/:x/:y')
  @CachedRead()
  @ApiOperation({ summary: '팀 소속 선수의 리그 기록' })
  @ApiParam(PLAYER)
  @ApiParam(SEASON)
  @ApiParam(LEAGUE)
  playerLeague(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('pid', ParseIdPipe) playerId: number,
    @Param('x', ParseIdPipe) seasonId: number,
    @Param('y', ParseIdPipe) leagueId: number,
  ): Promise<TeamPlayerStat> {
    return this.stats.teamPlayerStat(teamId, playerId, seasonId, leagueId);
  }

  @Get(':id/player/:pid/season/:s')
  @CachedRead()
  @ApiOperation({ summary: '팀 소속 선수의 시즌 기록 (리그별 기록과 시즌 합계)' })
  @ApiParam(PLAYER)
  @ApiParam({ name: 's', description: '시즌 번호' })
  playerSeasonByLeague(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('pid', ParseIdPipe) playerId: number,
    @Param('s', ParseIdPipe) seasonId: number,
  ): Promise<PlayerSeasonStats> {
    return this.stats.teamPlayerSeason(teamId, playerId, seasonId);
  }

  @Get(':id/players/league/stat/:x')
  @CachedRead()
  @ApiOperation({ summary: '팀 선수별 시즌 기록 (기록이 있는 선수, 등번호·이름 순)', description: SEASON_SUM })
  @ApiParam(SEASON)
  playersSeason(@Param('id', ParseIdPipe) teamId: number, @Param('x', ParseIdPipe) seasonId: number): Promise<TeamPlayerStat[]> {
    return this.stats.teamPlayersStat(teamId, seasonId, null);
  }

  @Get(':id/players/league/stat/:x/:y')
  @CachedRead()
  @ApiOperation({ summary: '팀 선수별 리그 기록 (기록이 있는 선수, 등번호·이름 순)' })
  @ApiParam(SEASON)
  @ApiParam(LEAGUE)
  playersLeague(
    @Param('id', ParseIdPipe) teamId: number,
    @Param('x', ParseIdPipe) seasonId: number,
    @Param('y', ParseIdPipe) leagueId: number,
  ): Promise<TeamPlayerStat[]> {
    return this.stats.teamPlayersStat(teamId, seasonId, leagueId);
  }
}
