import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthQueries } from '../repositories/health/health.queries';
import { HealthService } from './health.service';

@Module({
  controllers: [HealthController],
  providers: [HealthQueries, HealthService],
})
export class HealthModule {}
