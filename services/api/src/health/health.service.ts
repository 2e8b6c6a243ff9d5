import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseUnavailable } from '../common/errors/database-unavailable';

export interface Health {
  status: 'ok';
  db: 'mysql' | 'sqlite';
}

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok', db: this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite' };
  }
}
