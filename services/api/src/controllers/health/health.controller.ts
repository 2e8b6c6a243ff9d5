import { HealthService, type Health } from '../../services/health/health.service';
import { ApiController, Route } from '../route-decorators';

@ApiController('health', 'health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route('GET', '서버와 데이터베이스 상태')
  check(): Promise<Health> {
    return this.health.check();
  }
}
