import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const KOREAN_FONT_DIR = '/usr/share/fonts/truetype/nanum';

/**
 * Debian's Chromium (or CHROMIUM_PATH), the browser every script here drives; never a downloaded one.
 * A fresh machine gets it (and the Korean font the pages are drawn with) from Debian, as the browser tests do.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = () => CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found() || !fs.existsSync(KOREAN_FONT_DIR)) {
    const packages = [...(found() ? [] : ['chromium']), ...(fs.existsSync(KOREAN_FONT_DIR) ? [] : ['fonts-nanum'])];
    console.warn(`[chromium] Debian 패키지를 설치합니다: ${packages.join(' ')}`);
    const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;
    spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  }
  const path = found();
  if (!path) throw new Error('Chromium을 설치하지 못했습니다 (apt-get install chromium). CHROMIUM_PATH로 지정할 수도 있습니다.');
  return path;
}
