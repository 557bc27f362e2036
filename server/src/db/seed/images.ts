/**
 * Demo images, made locally and deterministically (no network, no fonts needed):
 * - logos: small SVG files with the business initials on a coloured rounded square; the browser renders the text;
 * - a pool of gallery and product pictures: abstract shapes and gradients drawn as SVG, rasterised by sharp
 *   to WebP (800x500) with a 320x200 thumbnail, reused across businesses.
 * Files live under `${dataDir}/uploads/seed/…` and are served at `/uploads/seed/…`.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mulberry32 } from './random';

export const SEED_UPLOAD_DIR = 'uploads/seed';
const SEED_URL = '/uploads/seed';

export const IMAGE_SIZE = { width: 800, height: 500 } as const;
export const THUMB_SIZE = { width: 320, height: 200 } as const;
const WEBP_QUALITY = 70;

export interface GalleryImage {
  photo_url: string;
  thumb_url: string;
}

export interface ImagePool {
  gallery: readonly GalleryImage[];
  /** Product picture URLs. */
  products: readonly string[];
}

/** Background colours that keep white initials readable (contrast ≥ 4.5:1). */
export const LOGO_COLOURS: readonly string[] = [
  '#b3261e',
  '#8e24aa',
  '#5e35b1',
  '#3949ab',
  '#1565c0',
  '#00695c',
  '#2e7d32',
  '#6d4c41',
  '#c2185b',
  '#ad1457',
  '#37474f',
  '#4e342e',
  '#0d47a1',
  '#bf360c',
  '#1b5e20',
  '#4a148c',
];

/** Pairs of gradient colours for the raster pool (warm Gujarat tones and cool blues). */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#f57c00', '#ffb74d', '#fff3e0'],
  ['#c62828', '#ef9a9a', '#ffebee'],
  ['#6a1b9a', '#ce93d8', '#f3e5f5'],
  ['#1565c0', '#90caf9', '#e3f2fd'],
  ['#00838f', '#80deea', '#e0f7fa'],
  ['#2e7d32', '#a5d6a7', '#e8f5e9'],
  ['#ad1457', '#f48fb1', '#fce4ec'],
  ['#ef6c00', '#ffe082', '#fffde7'],
  ['#4527a0', '#b39ddb', '#ede7f6'],
  ['#5d4037', '#bcaaa4', '#efebe9'],
];

const HONORIFICS = new Set(['shree', 'shri', 'sri', 'dr', 'adv', 'hotel', 'the', 'm/s', 'શ્રી', 'ડૉ', 'હોટેલ']);

/** Up to two initials: first letters of the first two meaningful words (Gujarati: the first letter). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/['’]s\b/gu, '')
    .split(/[^\p{L}\p{M}\p{N}/]+/u)
    .filter((w) => w.length > 0 && !HONORIFICS.has(w.toLowerCase()));
  const letters = words
    .slice(0, 2)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('');
  return (letters || '?').toUpperCase();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LogoSpec {
  /** Accessible label (the business name, or the initials for a shared logo). */
  label: string;
  initials: string;
  colour: string;
}

/** The SVG of a logo: initials on a coloured rounded square. */
export function logoSvg({ label, initials, colour }: LogoSpec): string {
  const fontSize = initials.length > 1 ? 96 : 120;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="256" height="256" rx="48" fill="${colour}"/>` +
    `<rect x="14" y="14" width="228" height="228" rx="38" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${fontSize}" font-weight="700" ` +
    `font-family="'Noto Sans Gujarati','Noto Sans',system-ui,'Segoe UI',Arial,sans-serif">${escapeXml(initials)}</text>` +
    `</svg>\n`
  );
}

/** Writes logo files; `logos` maps a file name (no directory) to what the logo shows. */
export async function writeLogos(dataDir: string, logos: ReadonlyMap<string, LogoSpec>): Promise<void> {
  const dir = path.join(dataDir, SEED_UPLOAD_DIR, 'logos');
  await mkdir(dir, { recursive: true });
  const entries = [...logos];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([file, spec]) => writeFile(path.join(dir, file), logoSvg(spec))));
  }
}

export function logoUrl(file: string): string {
  return `${SEED_URL}/logos/${file}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Raster pool

function svgFrame(body: string, defs: string): string {
  const { width, height } = IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A gallery picture: a gradient sky with a skyline, bokeh lights or a textile-like pattern. No text. */
export function gallerySvg(index: number): string {
  const r = mulberry32(1000 + index);
  const [deep, mid, light] = PALETTES[index % PALETTES.length] as readonly [string, string, string];
  const { width: w, height: h } = IMAGE_SIZE;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="${r() > 0.5 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const theme = index % 3;
  if (theme === 0) {
    // A sun and a row of buildings with lit windows.
    body += `<circle cx="${120 + r() * 560}" cy="${90 + r() * 80}" r="${40 + r() * 40}" fill="#ffffff" fill-opacity="0.55"/>`;
    let x = -10;
    while (x < w) {
      const bw = 60 + Math.floor(r() * 90);
      const bh = 120 + Math.floor(r() * 240);
      body += `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="${deep}" fill-opacity="${(0.55 + r() * 0.4).toFixed(2)}"/>`;
      for (let wy = h - bh + 16; wy < h - 24; wy += 28) {
        for (let wx = x + 10; wx < x + bw - 16; wx += 22) {
          if (r() > 0.45)
            body += `<rect x="${wx}" y="${wy}" width="10" height="14" fill="${light}" fill-opacity="0.8"/>`;
        }
      }
      x += bw + 4;
    }
  } else if (theme === 1) {
    // Soft bokeh circles over a wave.
    for (let i = 0; i < 26; i++) {
      body += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(12 + r() * 70).toFixed(0)}" fill="${r() > 0.5 ? '#ffffff' : light}" fill-opacity="${(0.12 + r() * 0.3).toFixed(2)}"/>`;
    }
    const y0 = 300 + r() * 80;
    body += `<path d="M0 ${y0} C ${w * 0.25} ${y0 - 90}, ${w * 0.5} ${y0 + 90}, ${w} ${y0 - 20} L ${w} ${h} L 0 ${h} Z" fill="${deep}" fill-opacity="0.7"/>`;
  } else {
    // A bandhani-like dotted field with diagonal bands.
    for (let i = -4; i < 12; i++) {
      const x = i * 110 + r() * 30;
      body += `<path d="M${x} 0 L${x + 60} 0 L${x + 60 - h * 0.6} ${h} L${x - h * 0.6} ${h} Z" fill="${i % 2 === 0 ? deep : light}" fill-opacity="0.35"/>`;
    }
    for (let y = 20; y < h; y += 36) {
      for (let x = (y / 36) % 2 === 0 ? 20 : 38; x < w; x += 36) {
        body += `<circle cx="${x}" cy="${y}" r="4" fill="#ffffff" fill-opacity="0.7"/>`;
      }
    }
  }
  return svgFrame(body, defs);
}

/** A product picture: one object (box, bottle, jar or folded cloth) on a soft spotlight. No text. */
export function productSvg(index: number): string {
  const r = mulberry32(5000 + index);
  const [deep, mid, light] = PALETTES[(index * 3) % PALETTES.length] as readonly [string, string, string];
  const { width: w, height: h } = IMAGE_SIZE;
  const cx = w / 2;
  const defs =
    `<radialGradient id="spot" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></radialGradient>` +
    `<linearGradient id="obj" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  body += `<ellipse cx="${cx}" cy="430" rx="190" ry="22" fill="#000000" fill-opacity="0.12"/>`;
  const theme = index % 4;
  if (theme === 0) {
    // Gift box with ribbon.
    body += `<rect x="${cx - 150}" y="200" width="300" height="225" rx="10" fill="url(#obj)"/>`;
    body += `<rect x="${cx - 165}" y="165" width="330" height="55" rx="8" fill="${deep}"/>`;
    body += `<rect x="${cx - 18}" y="165" width="36" height="260" fill="${light}" fill-opacity="0.9"/>`;
    body += `<ellipse cx="${cx - 45}" cy="150" rx="48" ry="26" fill="${light}" transform="rotate(-20 ${cx - 45} 150)"/>`;
    body += `<ellipse cx="${cx + 45}" cy="150" rx="48" ry="26" fill="${light}" transform="rotate(20 ${cx + 45} 150)"/>`;
  } else if (theme === 1) {
    // Bottle.
    body += `<rect x="${cx - 28}" y="70" width="56" height="50" rx="8" fill="${deep}"/>`;
    body += `<path d="M${cx - 40} 120 L${cx + 40} 120 L${cx + 40} 160 Q ${cx + 110} 190 ${cx + 110} 250 L ${cx + 110} 410 Q ${cx + 110} 428 ${cx + 92} 428 L ${cx - 92} 428 Q ${cx - 110} 428 ${cx - 110} 410 L ${cx - 110} 250 Q ${cx - 110} 190 ${cx - 40} 160 Z" fill="url(#obj)"/>`;
    body += `<rect x="${cx - 80}" y="270" width="160" height="100" rx="12" fill="#ffffff" fill-opacity="0.85"/>`;
    body += `<rect x="${cx - 55}" y="300" width="110" height="12" rx="6" fill="${mid}"/><rect x="${cx - 40}" y="325" width="80" height="10" rx="5" fill="${light}"/>`;
  } else if (theme === 2) {
    // Jar with lid and sweets inside.
    body += `<rect x="${cx - 130}" y="170" width="260" height="255" rx="40" fill="${light}" fill-opacity="0.9" stroke="${mid}" stroke-width="6"/>`;
    body += `<rect x="${cx - 140}" y="130" width="280" height="50" rx="12" fill="url(#obj)"/>`;
    for (let i = 0; i < 14; i++) {
      body += `<circle cx="${(cx - 95 + r() * 190).toFixed(0)}" cy="${(250 + r() * 150).toFixed(0)}" r="${(18 + r() * 12).toFixed(0)}" fill="${r() > 0.5 ? mid : deep}" fill-opacity="0.85"/>`;
    }
  } else {
    // Folded cloth (saree / dress material) with a border.
    for (let i = 0; i < 4; i++) {
      const y = 330 - i * 55;
      body += `<rect x="${cx - 190 + i * 8}" y="${y}" width="${380 - i * 16}" height="70" rx="10" fill="${i % 2 === 0 ? deep : mid}"/>`;
      body += `<rect x="${cx - 190 + i * 8}" y="${y + 52}" width="${380 - i * 16}" height="10" fill="${light}" fill-opacity="0.9"/>`;
    }
    for (let x = cx - 160; x < cx + 160; x += 26)
      body += `<circle cx="${x}" cy="180" r="5" fill="#ffffff" fill-opacity="0.8"/>`;
  }
  return svgFrame(body, defs);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function rasterise(svg: string, full: string, thumb: string): Promise<void> {
  if ((await exists(full)) && (await exists(thumb))) return;
  const image = sharp(Buffer.from(svg));
  await image.clone().webp({ quality: WEBP_QUALITY }).toFile(full);
  await image.clone().resize(THUMB_SIZE.width, THUMB_SIZE.height).webp({ quality: WEBP_QUALITY }).toFile(thumb);
}

/**
 * Makes (or reuses, when already on disk) the pool of gallery and product pictures.
 * The pictures depend only on their index, so every run produces the same files.
 */
export async function ensureImagePool(dataDir: string, counts = { gallery: 30, products: 20 }): Promise<ImagePool> {
  const galleryDir = path.join(dataDir, SEED_UPLOAD_DIR, 'gallery');
  const productDir = path.join(dataDir, SEED_UPLOAD_DIR, 'products');
  await mkdir(galleryDir, { recursive: true });
  await mkdir(productDir, { recursive: true });

  const jobs: (() => Promise<void>)[] = [];
  const gallery: GalleryImage[] = [];
  const products: string[] = [];
  for (let i = 1; i <= counts.gallery; i++) {
    const name = `gallery-${String(i).padStart(2, '0')}`;
    gallery.push({
      photo_url: `${SEED_URL}/gallery/${name}.webp`,
      thumb_url: `${SEED_URL}/gallery/${name}-thumb.webp`,
    });
    jobs.push(() =>
      rasterise(gallerySvg(i), path.join(galleryDir, `${name}.webp`), path.join(galleryDir, `${name}-thumb.webp`)),
    );
  }
  for (let i = 1; i <= counts.products; i++) {
    const name = `product-${String(i).padStart(2, '0')}`;
    products.push(`${SEED_URL}/products/${name}.webp`);
    jobs.push(() =>
      rasterise(productSvg(i), path.join(productDir, `${name}.webp`), path.join(productDir, `${name}-thumb.webp`)),
    );
  }
  // libvips already uses several threads per image; a few at a time keeps both cores busy.
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
  return { gallery, products };
}
