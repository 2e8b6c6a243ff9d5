import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { StalePlaysException } from '../../services/game-plays/game-plays.service';

/**
 * A stale play write answers 409 in the usual envelope with, as its data, the events written since
 * the caller's last one ({ lastSeq, tail }), so the scorer's screen can show them and keep its input.
 */
@Catch(StalePlaysException)
export class StalePlaysFilter implements ExceptionFilter {
  catch(exception: StalePlaysException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .status(exception.getStatus())
      .header('content-type', 'application/json; charset=utf-8')
      .send({ ok: false, data: { lastSeq: exception.lastSeq, tail: exception.tail }, error: exception.message });
  }
}
