import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type AppModuleImports } from './app.module';
import type { AppConfig } from '../config/app-config';
import { MULTIPART_LIMITS } from '../services/files/multipart-form';
import { registerCompression } from './compression';
import { registerPublishBarrier } from './publish-barrier';
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
  registerPublishBarrier(app);
  // Uploads (board posts): parts are read by readMultipartForm, never written to a temp folder.
  // Two fastify copies in node_modules (Nest's and the root one): the plugin types differ, not the runtime.
  await app.register(multipart as never, { limits: MULTIPART_LIMITS });
  registerStaticFiles(app, config);
  setupSwagger(app);
  return app;
}
