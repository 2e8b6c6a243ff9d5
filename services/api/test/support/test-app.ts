import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/bootstrap/create-app';
import { loadAppConfig, type AppConfig } from '../../src/config/app-config';
import { connectToServer } from './mysql-server';
import { copySchemaTemplate, schemaTemplateOf } from './schema-template';
import { TEST_DB_PREFIX_ENV, TEST_MYSQL_URL_ENV } from './test-env';

const TEST_WRITE_LIMITS = ['comment', 'post', 'joinRequest', 'leagueApplication', 'registration', 'upload'].map((kind) => `${kind}=100000/1000000`).join(',');

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the app: `await t.http.get('/api/health')` */
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  config: AppConfig;
  /** A temp folder owned by this app (default UPLOAD_DIR and WEB_ROOT live in it). */
  tempDir: string;
  close(): Promise<void>;
}

/**
 * The real application (createApp) on a fresh, migrated MySQL database of its own (a copy of the
 * run's schema template), with
 * UPLOAD_DIR and WEB_ROOT in a temp folder. `env` overrides any setting (e.g. WEB_ROOT);
 * `options.imports` adds modules (e.g. a probe controller).
 * Runs only under the jest project whose global setup provides the MySQL server.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: CreateAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env[TEST_MYSQL_URL_ENV];
  const prefix = process.env[TEST_DB_PREFIX_ENV];
  if (!serverUrl || !prefix) {
    throw new Error('createTestApp는 jest의 API 테스트(test/**/*.test.ts)에서만 사용할 수 있습니다.');
  }

  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (connection) => copySchemaTemplate(connection, schemaTemplateOf(prefix), database));

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-api-test-'));
  const config = loadAppConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL: `${serverUrl}/${database}`,
    UPLOAD_DIR: path.join(tempDir, 'upload'),
    WEB_ROOT: path.join(tempDir, 'web'),
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'error',
    // supertest stands in for nginx on this machine: tests give each caller its own X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // Suites write far faster than a person; test/write-limits.test.ts checks the shipped budgets.
    WRITE_LIMITS: TEST_WRITE_LIMITS,
    // Suites import whole seasons through the app on a busy CI machine; test/database-hang.test.ts
    // and test/concurrent-saves.test.ts check the shipped timeouts.
    DATABASE_QUERY_TIMEOUT_MS: '30000',
    // Saves wait their turn rather than get 503 on a busy machine; test/record-save-admission.test.ts checks the bound.
    DATABASE_WRITE_QUEUE_MS: '60000',
    ...env,
  });

  const app = await createApp(config, options);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  return {
    app,
    http: request(app.getHttpServer()),
    dataSource: app.get(DataSource),
    config,
    tempDir,
    async close() {
      await app.close();
      await withServer(serverUrl, (connection) => connection.query(`DROP DATABASE IF EXISTS \`${database}\``));
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

async function withServer<T>(url: string, work: (connection: Awaited<ReturnType<typeof connectToServer>>) => Promise<T>): Promise<T> {
  const connection = await connectToServer(url);
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}
