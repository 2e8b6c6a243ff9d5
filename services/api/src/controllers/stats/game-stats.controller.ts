import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { GamePitchers, TeamPlayerStat } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { PlayerStatsService } from '../../services/stats/player-stats.service';

@ApiTags('game')
@Controller('game')
export class GameStatsController {
  constructor(private readonly stats: PlayerStatsService) {}

  @Get(':id/player/pitcher')
  @CachedRead()
  @ApiOperation({ summary: '경기 출전 투수 (양 팀, 등판 순서): 이 경기의 승·패·세이브·홀드와 소속 리그의 현재 시즌 기록' })
  @ApiParam({ name: 'id', description: '경기 번호' })
  gamePitchers(@Param('id', ParseIdPipe) gameId: number): Promise<GamePitchers> {
    return this.stats.gamePitchers(gameId);
  }

  @Get('league/:l/team/:t/player/:p/stat')
  @CachedRead()
  @ApiOperation({ summary: '선수의 리그 기록 (이 팀 소속으로 남긴 기록)' })
  @ApiParam({ name: 'l', description: '리그 번호' })
  @ApiParam({ name: 't', description: '팀 번호' })
  @ApiParam({ name: 'p', description: '선수 번호 (이 팀 소속)' })
  leaguePlayer(
    @Param('l', ParseIdPipe) leagueId: number,
    @Param('t', ParseIdPipe) teamId: number,
    @Param('p', ParseIdPipe) playerId: number,
  ): Promise<TeamPlayerStat> {
    return this.stats.leaguePlayerStat(leagueId, teamId, playerId);
  }
}
