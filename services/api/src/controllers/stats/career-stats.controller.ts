import { ApiParam } from '@nestjs/swagger';
import type { PlayerCareer } from '@dugout/contracts';
import { PlayerStatsService } from '../../services/stats/player-stats.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

const CAREER = {
  summary: '선수 통산 기록 (시즌·리그·팀별 기록, 최근 시즌부터, 통산 합계)',
  description: '통산 평균자책점은 모든 기록의 리그 기준 이닝이 같을 때 그 이닝, 다르면 9이닝 기준입니다.',
};

@ApiController('league', 'league/main')
export class CareerStatsController {
  constructor(private readonly stats: PlayerStatsService) {}

  @CachedGet(':mainId/player/:pid/career', CAREER, ApiParam({ name: 'mainId', description: '리그(대회) 번호' }), ApiParam({ name: 'pid', description: '선수 번호' }))
  career(@IdParam('mainId') mainId: number, @IdParam('pid') playerId: number): Promise<PlayerCareer> {
    return this.stats.career(mainId, playerId);
  }
}
