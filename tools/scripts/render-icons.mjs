#!/usr/bin/env node
// Renders the shell's icons from shell/public/icon.svg with Chromium: the touch icon, the web app
// manifest's icons and favicon.ico (16, 32 and 48 px PNGs in one ICO file). Run after editing the SVG:
//   node tools/scripts/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/public');
const svg = fs.readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
const PNG_FILES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
const ICO_SIZES = [16, 32, 48];

/** An ICO container holding PNG images (supported by every current browser). */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  const render = async (size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  for (const [file, size] of Object.entries(PNG_FILES)) {
    fs.writeFileSync(path.join(publicDir, file), await render(size));
  }
  const icoImages = [];
  for (const size of ICO_SIZES) {
    icoImages.push({ size, png: await render(size) });
  }
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(icoImages));
  console.log(`아이콘을 만들었습니다: ${[...Object.keys(PNG_FILES), 'favicon.ico'].join(', ')}`);
} finally {
  await browser.close();
}
