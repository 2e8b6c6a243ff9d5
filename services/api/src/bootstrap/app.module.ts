import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ApiRoutesModule } from '../controllers/api-routes.module';
import { BenchBaselineModule } from '../controllers/bench-baseline/bench-baseline.module';
import { InstanceBusModule } from '../common/instance-bus/instance-bus.module';
import { IdempotencyModule } from '../common/idempotency';
import { RateLimitModule } from '../common/rate-limit';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { EmbeddedBackupModule } from '../database/embedded-backup.module';
import { SeedModule } from '../data-tooling/seed/seed.module';

export type AppModuleImports = NonNullable<ModuleMetadata['imports']>;

@Module({})
export class AppModule {
  /** The configuration is loaded once by the caller (main.ts or a test) and provided as AppConfig. */
  static forRoot(config: AppConfig, extraImports: AppModuleImports = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        InstanceBusModule,
        // Before RateLimitModule: its interceptor runs first, so an answer replayed for an Idempotency-Key spends no write budget.
        IdempotencyModule,
        RateLimitModule,
        DatabaseModule.forServer(),
        // The routes over every service module.
        ApiRoutesModule,
        SeedModule,
        EmbeddedBackupModule,
        ...(config.benchBaseline ? [BenchBaselineModule] : []),
        ...extraImports,
      ],
    };
  }
}
