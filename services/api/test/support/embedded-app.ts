import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { loadAppConfig } from '../../src/config/app-config';

export interface EmbeddedApp {
  app: NestFastifyApplication;
  db: DataSource;
  /** The temp folder holding the database file, uploads and web root. */
  dir: string;
  close(): Promise<void>;
}

/** The folder of a booted, seeded embedded app (database file and uploads) that each embedded app of the run starts from. */
export const EMBEDDED_TEMPLATE_ENV = 'DUGOUT_TEST_EMBEDDED_TEMPLATE';

/**
 * The real application on a fresh embedded database (better-sqlite3) with the demo seeded, as
 * `npm start` runs it, in a temp folder of its own; for the *.sqlite.test.ts files.
 */
export async function createEmbeddedApp(name: string, env: NodeJS.ProcessEnv = {}): Promise<EmbeddedApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dugout-${name}-`));
  // The demo seeded once for the run (embedded-template.setup.ts) is copied instead of seeded again.
  const template = process.env[EMBEDDED_TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  const config = loadAppConfig({
    NODE_ENV: 'development',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SQLITE_PATH: path.join(dir, 'db/dugout.sqlite'),
    UPLOAD_DIR: path.join(dir, 'upload'),
    WEB_ROOT: path.join(dir, 'web'),
    LOG_LEVEL: 'silent',
    // A busy CI machine makes transactions slow; embedded-connection-queue tests check the bound.
    DATABASE_WRITE_QUEUE_MS: '60000',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    db: app.get(DataSource),
    dir,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Boots the embedded app before the describe's tests (120 s allowed) and closes it after them; the answer's
 * getters read the booted app, so call this before any beforeAll that uses it (jest runs them in order).
 */
export function useEmbeddedApp(name: string, env: NodeJS.ProcessEnv = {}): Omit<EmbeddedApp, 'close'> {
  let embedded: EmbeddedApp | undefined;
  beforeAll(async () => {
    embedded = await createEmbeddedApp(name, env);
  }, 120_000);
  afterAll(async () => {
    await embedded?.close();
  });
  const booted = (): EmbeddedApp => {
    if (!embedded) throw new Error(`The embedded app '${name}' is read before its beforeAll booted it.`);
    return embedded;
  };
  return {
    get app() {
      return booted().app;
    },
    get db() {
      return booted().db;
    },
    get dir() {
      return booted().dir;
    },
  };
}
