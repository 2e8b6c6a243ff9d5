import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GAME_NOT_FOUND } from './schedule-read.service';
import { Schedule } from './schedule.entity';
import { SuspendedGame } from './suspended-game.entity';

/** What other modules need of a schedule item inside their own transaction (the game records). */
@Injectable()
export class SchedulesService {
  /** The schedule item, locked on MySQL until the transaction ends so writes to one game queue up; 404 if missing. */
  async lockForUpdate(em: EntityManager, gameId: number): Promise<Schedule> {
    const query = em.createQueryBuilder(Schedule, 'schedule').where('schedule.gameId = :gameId', { gameId });
    if (em.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    const schedule = await query.getOne();
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    return schedule;
  }

  /** Whether the game is on its season's suspended-games list. */
  isSuspended(em: EntityManager, gameId: number): Promise<boolean> {
    return em.existsBy(SuspendedGame, { gameId });
  }
}
