import { Module } from '@nestjs/common';
import { HealthRepository } from '../../repositories/health/health.repository';
import { HealthService } from './health.service';

@Module({
  providers: [HealthRepository, HealthService],
  exports: [HealthService],
})
export class HealthModule {}
