import type { GameDetail, GameSummary } from '@dugout/contracts';
import { BAT_CODES, type BatCode } from '../../services/games/bat-codes';
import { GameDetailService } from '../../services/games/game-detail.service';
import { ScheduleReadService } from '../../services/schedules/schedule-read.service';
import { ApiController, CachedGet, IdParam } from '../route-decorators';

@ApiController('game', 'game')
export class GamesController {
  constructor(private readonly details: GameDetailService, private readonly schedules: ScheduleReadService) {}

  @CachedGet('batcode', '타석 결과 코드와 이름 목록')
  batCodes(): readonly BatCode[] {
    return BAT_CODES;
  }

  @CachedGet('season/:id/suspended', '시즌의 서스펜디드 경기 번호 목록')
  suspended(@IdParam('id') seasonId: number): Promise<number[]> {
    return this.schedules.suspendedGameIds(seasonId);
  }

  @CachedGet(':id', '경기 결과와 이닝별 점수')
  summary(@IdParam('id') gameId: number): Promise<GameSummary> {
    return this.details.summary(gameId);
  }

  @CachedGet(':id/detail', '경기 상세 기록 (박스 스코어: 이닝별 점수, 타자·투수 기록)')
  detail(@IdParam('id') gameId: number): Promise<GameDetail> {
    return this.details.detail(gameId);
  }
}
