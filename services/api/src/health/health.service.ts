import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
      throw new ServiceUnavailableException('데이터베이스에 연결할 수 없습니다.');
    }
    return { status: 'ok', db: this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite' };
  }
}
