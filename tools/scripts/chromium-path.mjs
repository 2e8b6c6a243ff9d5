import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH), the browser every script here drives; never a downloaded one. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('Chromium을 찾을 수 없습니다 (apt-get install chromium). CHROMIUM_PATH로 지정할 수도 있습니다.');
  return found;
}
