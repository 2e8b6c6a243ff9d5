import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GAME_NOT_FOUND } from './schedule-read.service';
import type { Schedule } from './schedule.entity';
import { SchedulesQueries } from './schedules.queries';

/** What other modules need of a schedule item inside their own transaction (the game records). */
@Injectable()
export class SchedulesService {
  constructor(private readonly queries: SchedulesQueries) {}

  /** The schedule item, locked on MySQL until the transaction ends so writes to one game queue up; 404 if missing. */
  async lockForUpdate(em: EntityManager, gameId: number): Promise<Schedule> {
    const schedule = await this.queries.lockForUpdate(em, gameId);
    if (!schedule) throw new NotFoundException(GAME_NOT_FOUND);
    return schedule;
  }

  /** Whether the game is on its season's suspended-games list. */
  isSuspended(em: EntityManager, gameId: number): Promise<boolean> {
    return this.queries.isSuspended(em, gameId);
  }
}
