import { ApiParam } from '@nestjs/swagger';
import type { GamePitchers, TeamPlayerStat } from '@dugout/contracts';
import { PlayerStatsService } from '../../services/stats/player-stats.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

const LEAGUE = { name: 'l', description: '리그 번호' } as const;
const TEAM = { name: 't', description: '팀 번호' } as const;
const PLAYER = { name: 'p', description: '선수 번호 (이 팀 소속)' } as const;

@ApiController('game', 'game')
export class GameStatsController {
  constructor(private readonly stats: PlayerStatsService) {}

  @CachedGet(':id/player/pitcher', '경기 출전 투수 (양 팀, 등판 순서): 이 경기의 승·패·세이브·홀드와 소속 리그의 현재 시즌 기록', ApiParam({ name: 'id', description: '경기 번호' }))
  gamePitchers(@IdParam('id') gameId: number): Promise<GamePitchers> {
    return this.stats.gamePitchers(gameId);
  }

  @CachedGet('league/:l/team/:t/player/:p/stat', '선수의 리그 기록 (이 팀 소속으로 남긴 기록)', ApiParam(LEAGUE), ApiParam(TEAM), ApiParam(PLAYER))
  leaguePlayer(@IdParam('l') leagueId: number, @IdParam('t') teamId: number, @IdParam('p') playerId: number): Promise<TeamPlayerStat> {
    return this.stats.leaguePlayerStat(leagueId, teamId, playerId);
  }
}
