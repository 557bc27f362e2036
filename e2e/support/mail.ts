import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { budget } from './budget';

/** The server's DATA_DIR: mail without SMTP_URL lands in DATA_DIR/outbox as .eml files. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup exposes the server’s DATA_DIR');
  return dir;
}

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX bytes, as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailsTo(address: string): string[] {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw));
}

/** Waits for the newest password-reset mail to `address` and returns its 6-digit OTP. */
export async function readOtp(address: string, { after = 0 } = {}): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address);
        if (mails.length <= after) return undefined;
        const body = decodeQuotedPrintable(
          mails
            .at(-1)!
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n\n'),
        );
        otp = /\b(\d{6})\b/.exec(body)?.[1];
        return otp;
      },
      { message: `an OTP mail to ${address} in the outbox`, timeout: budget(10_000) },
    )
    .toMatch(/^\d{6}$/);
  return otp!;
}

/** How many mails `address` has received so far. */
export function mailCount(address: string): number {
  return mailsTo(address).length;
}
