import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPerson, registerViaApi, useSession } from './auth';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, one colour with a diagonal stripe) made with node's zlib: no fixture files needed. */
export function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 4;
      row[1 + x * 3] = stripe ? 255 : rgb[0];
      row[2 + x * 3] = stripe ? 255 : rgb[1];
      row[3 + x * 3] = stripe ? 255 : rgb[2];
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for `setInputFiles`. */
export function pngFile(name: string, rgb: [number, number, number] = [200, 80, 40]) {
  return { name, mimeType: 'image/png', buffer: pngImage(64, 48, rgb) };
}

export interface Owner {
  token: string;
  userId: number;
  name: string;
  phone: string;
  /** The business registration created (hasBusiness yes), else null. */
  businessId: number | null;
}

/** Registers a new owner through the API; with a category the registration also creates a draft business. */
/**
 * Registers an owner (with a draft business in `categoryId`); `claimOffer` claims the demo's early-bird offer
 * (decision 68: Premium, granted when the business is approved — job posts need a plan, decision 67).
 */
export async function registerOwner(
  request: APIRequestContext,
  categoryId?: number,
  opts: { claimOffer?: boolean } = {},
): Promise<Owner> {
  const person = newPerson('Owner');
  const res = await registerViaApi(request, {
    ...(opts.claimOffer ? { claim_offer: true } : {}),
    hasBusiness: categoryId ? 'yes' : 'no',
    category_id: categoryId ?? null,
    owner_name: person.name,
    phone: person.phone,
    email: person.email,
    password: person.password,
    agree: true,
  });
  return {
    token: res.token,
    userId: res.userRecord.user_id,
    name: res.userRecord.name,
    phone: person.phone,
    businessId: res.record?.business_id ?? null,
  };
}

/** Logs the page in as `owner` (storage set before the app loads). */
export function signIn(page: Page, owner: Owner): Promise<void> {
  return useSession(page, { token: owner.token, userId: owner.userId, name: owner.name });
}

/** Picks an option of a Mantine Select by its label (typing narrows a searchable one). */
export async function pickOption(page: Page, label: RegExp, option: RegExp | string, type?: string): Promise<void> {
  // A searchable Select is a combobox, a plain one a read-only textbox.
  const input = page
    .getByRole('combobox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .first();
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}
