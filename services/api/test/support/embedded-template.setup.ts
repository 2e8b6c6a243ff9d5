import { createEmbeddedApp, EMBEDDED_TEMPLATE_ENV } from './embedded-app';

/**
 * The unit tests' global setup: boots the embedded app once (migrations and the demo seed, several
 * seconds on a 2-core machine) and keeps its folder; each *.sqlite.test.ts app starts from a copy.
 */
export default async function embeddedTemplateSetup(): Promise<void> {
  delete process.env[EMBEDDED_TEMPLATE_ENV];
  const embedded = await createEmbeddedApp('template');
  // Closing the app checkpoints the write-ahead log into the database file; the folder is kept.
  await embedded.app.close();
  process.env[EMBEDDED_TEMPLATE_ENV] = embedded.dir;
}
