import fs from 'node:fs';
import { EMBEDDED_TEMPLATE_ENV } from './embedded-app';

export default async function embeddedTemplateTeardown(): Promise<void> {
  const template = process.env[EMBEDDED_TEMPLATE_ENV];
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
