import { Injectable } from '@nestjs/common';
import { databaseUnavailable } from '../../common/errors/database-unavailable';
import { HealthRepository } from '../../repositories/health/health.repository';

export interface Health {
  status: 'ok';
  db: 'mysql' | 'sqlite';
}

@Injectable()
export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  async check(): Promise<Health> {
    try {
      await this.repository.ping();
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok', db: this.repository.driver() };
  }
}
