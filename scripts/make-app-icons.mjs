#!/usr/bin/env node
// Draws the installed app's icons (decision 80) from the logo (web/public/assets/img/logo.svg) with sharp:
//   icon-192.png, icon-512.png        the logo as it is (rounded square, transparent corners): purpose "any"
//   maskable-512.png                  a full square of the brand colour with the pin inside the central 80 % circle
//                                     every platform's mask keeps: purpose "maskable"
//   apple-touch-icon.png (180 px)     opaque, iOS rounds it itself
// into web/public/assets/img/app/. Run it again after changing the logo: node scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the server's dependency (it re-encodes uploads): resolved from there.
const sharp = createRequire(path.join(root, 'server', 'package.json'))('sharp');
const img = path.join(root, 'web', 'public', 'assets', 'img');
const out = path.join(img, 'app');
const logo = fs.readFileSync(path.join(img, 'logo.svg'), 'utf8');
const BRAND = '#c2410c';

// The logo's drawing without its rounded square: the pin and the shop front.
const drawing = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

fs.mkdirSync(out, { recursive: true });
await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
// The pin spans 44 of 64 units; at 0.8 it fits well inside the safe circle (radius 40 % of the icon).
await render(square(0.8), 512, 'maskable-512.png');
await render(square(0.9), 180, 'apple-touch-icon.png');
for (const file of fs.readdirSync(out)) {
  const { width, height } = await sharp(path.join(out, file)).metadata();
  console.log(`${file}: ${width}×${height}, ${fs.statSync(path.join(out, file)).size} bytes`);
}
