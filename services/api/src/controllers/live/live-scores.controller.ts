import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { LiveScoresService } from '../../services/live/live-scores.service';

/** Live scores as Server-Sent Events (text/event-stream); public, like the scores they carry. */
@ApiTags('live')
@Controller('live')
export class LiveScoresController {
  constructor(private readonly live: LiveScoresService) {}

  @Get('scores')
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: '진행 중인 경기의 실시간 점수 (SSE: 접속 시 snapshot, 저장마다 score; ?main=리그 번호 또는 주소)' })
  scores(@Query('main') main: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return this.live.streamScores(main, reply);
  }

  @Get('game/:id')
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: '한 경기의 실시간 점수 (SSE: 접속 시 snapshot, 저장마다 score)' })
  game(@Param('id', ParseIdPipe) gameId: number, @Res() reply: FastifyReply): Promise<void> {
    return this.live.streamGame(gameId, reply);
  }
}
