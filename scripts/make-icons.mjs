#!/usr/bin/env node
// Renders SproutPlate's app icons (192, 512, maskable 512, Apple touch 180) from the SVG mark
// with Chromium, into app/public/icons/. Run after changing the mark:
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve('app/public/icons');
const mark = (pad) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#2f8f5b"/>
  <g transform="translate(${32 - 32 * (1 - pad * 2)} ${32 - 32 * (1 - pad * 2)}) scale(${1 - pad * 2})">
    <circle cx="32" cy="41" r="19" fill="#3a9d68"/>
    <ellipse cx="32" cy="46" rx="21" ry="7" fill="#fb7d45"/>
    <ellipse cx="32" cy="44.5" rx="16" ry="4.5" fill="#fff4ee"/>
    <path d="M32 43V20" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M32 28c-8 0-14-6-14-14 8 0 14 6 14 14z" fill="#acdcbd"/>
    <path d="M32 24c6 0 14-5 14-13-8 0-14 5-14 13z" fill="#fff"/>
  </g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, pad: 0.06 },
  { file: 'icon-512.png', size: 512, pad: 0.06 },
  // Maskable: the mark inside the central 80% safe zone, the background to the edges.
  { file: 'icon-maskable-512.png', size: 512, pad: 0.16 },
  { file: 'apple-touch-icon.png', size: 180, pad: 0.1 },
];

const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0">${mark(icon.pad).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: false });
  console.log(path.join(out, icon.file));
}
await browser.close();
