import { Module } from '@nestjs/common';
import { HealthQueries } from '../../repositories/health/health.queries';
import { HealthService } from './health.service';

@Module({
  providers: [HealthQueries, HealthService],
  exports: [HealthService],
})
export class HealthModule {}
