import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthService, type Health } from '../../services/health/health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: '서버와 데이터베이스 상태' })
  check(): Promise<Health> {
    return this.health.check();
  }
}
