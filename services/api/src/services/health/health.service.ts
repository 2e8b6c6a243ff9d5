import { Injectable } from '@nestjs/common';
import { databaseUnavailable } from '../../common/errors/database-unavailable';
import { HealthQueries } from '../../repositories/health/health.queries';

export interface Health {
  status: 'ok';
  db: 'mysql' | 'sqlite';
}

@Injectable()
export class HealthService {
  constructor(private readonly queries: HealthQueries) {}

  async check(): Promise<Health> {
    try {
      await this.queries.ping();
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok', db: this.queries.driver() };
  }
}
