import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { json } from './helpers';

let seq = 0;
/** A phone number unique within the test run. */
export const uniquePhone = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(6, '0')}`;

export const GOOD_PASSWORD = 'Kesar-Mango#2026';

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = {
    hasBusiness: 'no',
    owner_name: 'Asha Patel',
    phone: uniquePhone(),
    email: '',
    password: GOOD_PASSWORD,
    agree: true,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  return { res, body, data: res.statusCode === 200 ? json(res).data : undefined };
}

/** Registers and answers the token and phone, failing the test if registration fails. */
export async function registeredUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { res, body, data } = await register(app, overrides);
  expect(res.statusCode, res.body).toBe(200);
  return {
    token: data.token as string,
    userId: data.userData.id as number,
    phone: body.phone as string,
    password: body.password as string,
    email: body.email as string,
  };
}

export async function login(app: FastifyInstance, phone: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function me(app: FastifyInstance, token: string) {
  return app.inject({ url: '/api/auth/me', headers: bearer(token) });
}

/** The newest .eml in the outbox addressed to `to`, waiting briefly for it (mail is sent after the answer). */
export async function readOutbox(dataDir: string, to: string, after = 0): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    const mails = files
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .filter((m) => m.includes(`To: ${to}`));
    if (mails.length > after) return mails[mails.length - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/** Decodes a quoted-printable mail body to text. */
export function decodeMail(mail: string): string {
  const qp = mail.replace(/=\r?\n/g, '');
  return Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * The OTP of a reset mail, read from its body only: the headers come first, and "Subject: Your OTP …" followed by a
 * Message-ID whose random hex happened to hold six digits once gave a wrong code (a flake of about 1 in 100 mails).
 */
export function otpFrom(mail: string): string {
  const decoded = decodeMail(
    mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n'),
  );
  const m = /(?:OTP[^0-9]{0,40}|: )(\d{6})\b/.exec(decoded) ?? /\b(\d{6})\b/.exec(decoded);
  if (!m) throw new Error(`no OTP in mail:\n${mail}`);
  return m[1]!;
}
