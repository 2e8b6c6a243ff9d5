import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameDetail, GameSummary } from '@dugout/contracts';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { CachedRead } from '../../common/read-cache/cached-read.decorator';
import { BAT_CODES, type BatCode } from '../../services/games/bat-codes';
import { GameDetailService } from '../../services/games/game-detail.service';
import { ScheduleReadService } from '../../services/schedules/schedule-read.service';

@ApiTags('game')
@Controller('game')
export class GamesController {
  constructor(
    private readonly details: GameDetailService,
    private readonly schedules: ScheduleReadService,
  ) {}

  @Get('batcode')
  @CachedRead()
  @ApiOperation({ summary: '타석 결과 코드와 이름 목록' })
  batCodes(): readonly BatCode[] {
    return BAT_CODES;
  }

  @Get('season/:id/suspended')
  @CachedRead()
  @ApiOperation({ summary: '시즌의 서스펜디드 경기 번호 목록' })
  suspended(@Param('id', ParseIdPipe) seasonId: number): Promise<number[]> {
    return this.schedules.suspendedGameIds(seasonId);
  }

  @Get(':id')
  @CachedRead()
  @ApiOperation({ summary: '경기 결과와 이닝별 점수' })
  summary(@Param('id', ParseIdPipe) gameId: number): Promise<GameSummary> {
    return this.details.summary(gameId);
  }

  @Get(':id/detail')
  @CachedRead()
  @ApiOperation({ summary: '경기 상세 기록 (박스 스코어: 이닝별 점수, 타자·투수 기록)' })
  detail(@Param('id', ParseIdPipe) gameId: number): Promise<GameDetail> {
    return this.details.detail(gameId);
  }
}
