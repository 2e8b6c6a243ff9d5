// Renders the demo leagues' logos and banners to services/api/assets/upload/league/*.png with
// headless Chromium (apt-get install -y chromium fonts-nanum). Run once by hand; the PNGs are committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/upload/league');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

const leagues = [
  { path: 'gangdong', name: '강동리그', latin: 'GANGDONG', dark: '#0f2a52', main: '#1f5fbf', accent: '#6cc4ff', slogan: '한강 동쪽, 주말마다 열리는 우리 동네 야구' },
  { path: 'gangseo', name: '강서리그', latin: 'GANGSEO', dark: '#4a0d12', main: '#b3262e', accent: '#f2b632', slogan: '서쪽 하늘 아래, 땀과 열정의 아마추어 야구' },
];

const font = "'NanumSquareRound', 'NanumGothic', sans-serif";

function ball(size, stitch) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">
  <circle cx="50" cy="50" r="46" fill="#fff" stroke="#d9d9d9" stroke-width="2"/>
  <path d="M22 16 C38 34 38 66 22 84" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="5 4"/>
  <path d="M78 16 C62 34 62 66 78 84" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="5 4"/>
</svg>`;
}

function emblem(l, size) {
  return `<svg width="${size}" height="${size}" viewBox="0 0 200 200" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.main}"/><stop offset="1" stop-color="${l.dark}"/></linearGradient></defs>
  <circle cx="100" cy="100" r="96" fill="url(#g)"/>
  <circle cx="100" cy="100" r="84" fill="none" stroke="${l.accent}" stroke-width="4"/>
  <g transform="rotate(-35 100 100)"><rect x="94" y="22" width="12" height="150" rx="6" fill="#c8a27a"/><rect x="95" y="150" width="10" height="26" rx="3" fill="#3b2a1a"/></g>
  <g transform="rotate(35 100 100)"><rect x="94" y="22" width="12" height="150" rx="6" fill="#c8a27a"/><rect x="95" y="150" width="10" height="26" rx="3" fill="#3b2a1a"/></g>
  <g transform="translate(64 50) scale(0.72)">${ball(100, '#d43a3a').replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="100" y="160" text-anchor="middle" font-family="${font}" font-weight="800" font-size="30" fill="#fff">${l.name}</text>
</svg>`;
}

function page(width, height, body, background = 'transparent') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:${background};font-family:${font};}
  </style></head><body>${body}</body></html>`;
}

const designs = (l) => ({
  [`${l.path}_logo.png`]: [240, 240, page(240, 240, `<div style="padding:20px">${emblem(l, 200)}</div>`)],
  [`${l.path}_logo_s.png`]: [360, 96, page(360, 96, `
    <div style="display:flex;align-items:center;height:96px;gap:14px;padding-left:8px">
      ${emblem(l, 80)}
      <div><div style="font-size:40px;font-weight:800;color:${l.dark};letter-spacing:-1px;line-height:1">${l.name}</div>
      <div style="font-size:15px;font-weight:700;color:${l.main};letter-spacing:4px;margin-top:6px">${l.latin} LEAGUE</div></div>
    </div>`)],
  [`${l.path}_banner.png`]: [1200, 240, page(1200, 240, `
    <div style="position:relative;width:1200px;height:240px;background:linear-gradient(110deg, ${l.dark} 0%, ${l.main} 62%, ${l.accent} 140%);overflow:hidden">
      <svg style="position:absolute;right:-40px;top:-60px;opacity:.18" width="520" height="520" viewBox="0 0 200 200">
        <rect x="55" y="55" width="90" height="90" transform="rotate(45 100 100)" fill="none" stroke="#fff" stroke-width="3"/>
        <circle cx="100" cy="100" r="12" fill="none" stroke="#fff" stroke-width="3"/>
        <path d="M100 164 L20 84 M100 164 L180 84" stroke="#fff" stroke-width="2"/>
      </svg>
      <div style="position:absolute;left:56px;top:40px;display:flex;align-items:center;gap:32px">
        ${emblem(l, 160)}
        <div>
          <div style="font-size:64px;font-weight:800;color:#fff;letter-spacing:-2px;line-height:1.1">${l.name}</div>
          <div style="font-size:18px;font-weight:700;color:${l.accent};letter-spacing:6px;margin-top:8px">${l.latin} AMATEUR BASEBALL LEAGUE</div>
          <div style="font-size:22px;color:#fff;opacity:.92;margin-top:16px">${l.slogan}</div>
        </div>
      </div>
      <div style="position:absolute;right:72px;bottom:40px">${ball(96, '#d43a3a')}</div>
    </div>`)],
  [`${l.path}_side.png`]: [300, 400, page(300, 400, `
    <div style="position:relative;width:300px;height:400px;background:linear-gradient(180deg, ${l.main}, ${l.dark});color:#fff;overflow:hidden">
      <div style="position:absolute;left:-30px;bottom:-30px;opacity:.22">${ball(220, l.dark)}</div>
      <div style="padding:28px 24px">
        <div style="font-size:15px;font-weight:700;color:${l.accent};letter-spacing:3px">${l.latin} LEAGUE</div>
        <div style="font-size:34px;font-weight:800;line-height:1.25;margin-top:14px">우리 팀도<br>${l.name}에!</div>
        <div style="font-size:17px;line-height:1.6;margin-top:18px;opacity:.95">참가 신청부터 일정·기록까지<br>더그아웃에서 한 번에</div>
        <div style="display:inline-block;margin-top:28px;padding:10px 18px;border-radius:999px;background:${l.accent};color:${l.dark};font-weight:800;font-size:17px">참가 안내 보기 &rarr;</div>
      </div>
    </div>`)],
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-league-images-'));
fs.mkdirSync(outDir, { recursive: true });
for (const league of leagues) {
  for (const [file, [width, height, html]] of Object.entries(designs(league))) {
    const htmlFile = path.join(work, `${file}.html`);
    fs.writeFileSync(htmlFile, html);
    execFileSync(chromium, [
      '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
      '--default-background-color=00000000', `--window-size=${width},${height}`,
      `--screenshot=${path.join(outDir, file)}`, `file://${htmlFile}`,
    ], { stdio: 'ignore' });
    console.log(`${file} ${width}x${height}`);
  }
}
fs.rmSync(work, { recursive: true, force: true });
