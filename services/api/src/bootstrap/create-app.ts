import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type AppModuleImports } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { applyHttpConventions, createHttpAdapter } from './http-conventions';
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
    createHttpAdapter(),
    { logger: config.logLevels },
  );
  applyHttpConventions(app);
  registerStaticFiles(app, config);
  setupSwagger(app);
  return app;
}
