import fs from 'node:fs';
import { ensureBuilt, ensureChromium, startProduct, stateFile } from './product-server';

export default async function globalSetup(): Promise<void> {
  ensureChromium();
  ensureBuilt();
  const state = await startProduct();
  fs.writeFileSync(stateFile, JSON.stringify(state));
  process.env.E2E_STATE_FILE = stateFile;
}
