import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The database probe of the health check. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Rejects when the database does not answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  driver(): 'mysql' | 'sqlite' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }
}
