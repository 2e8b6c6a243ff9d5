import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type AppModuleImports } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { registerCompression } from './compression';
import { applyHttpConventions, createHttpAdapter, GLOBAL_PREFIX } from './http-conventions';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';
import { setupSwagger } from './swagger';

export interface CreateAppOptions {
  /** Extra modules, for tests that need a probe route. */
  imports?: AppModuleImports;
}

/** The configured application, not yet listening; main.ts and the API tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.imports),
    createHttpAdapter({ trustProxy: config.trustProxy }),
    { logger: config.logLevels },
  );
  applyHttpConventions(app);
  // Hooks run in the order they are added: headers and compression come before the static files' page fallback.
  await registerSecurityHeaders(app, config);
  await registerCompression(app, GLOBAL_PREFIX);
  registerStaticFiles(app, config);
  setupSwagger(app);
  return app;
}
