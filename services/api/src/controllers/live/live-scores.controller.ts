import { Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LiveScoresService } from '../../services/live/live-scores.service';
import { ApiController, IdParam, Route } from '../route-decorators';

/** Live scores as Server-Sent Events (text/event-stream); public, like the scores they carry. */
@ApiController('live', 'live')
export class LiveScoresController {
  constructor(private readonly live: LiveScoresService) {}

  @Route('GET scores', '진행 중인 경기의 실시간 점수 (SSE: 접속 시 snapshot, 저장마다 score; ?main=리그 번호 또는 주소)', ApiProduces('text/event-stream'))
  scores(@Query('main') main: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return this.live.streamScores(main, reply);
  }

  @Route('GET game/:id', '한 경기의 실시간 점수 (SSE: 접속 시 snapshot, 저장마다 score)', ApiProduces('text/event-stream'))
  game(@IdParam('id') gameId: number, @Res() reply: FastifyReply): Promise<void> {
    return this.live.streamGame(gameId, reply);
  }
}
