import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { userId: 7, sessionId: 'sess-1', version: 2 };
const start = new Date('2026-11-26T10:00:00Z');
const inAnHour = new Date(start.getTime() + 3_600_000);

describe('session tokens', () => {
  it('verifies a signed token, and again from memory, with the same claims', async () => {
    const token = await signSessionToken(SECRET, claims, start, inAnHour);
    expect(await verifySessionToken(SECRET, token, start)).toEqual(claims);
    expect(await verifySessionToken(SECRET, token, new Date(start.getTime() + 1000))).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await signSessionToken(SECRET, { ...claims, sessionId: 'sess-2' }, start, inAnHour);
    expect(await verifySessionToken(SECRET, token, start)).not.toBeNull();
    expect(await verifySessionToken(SECRET, token, new Date(inAnHour.getTime() - 1))).not.toBeNull();
    expect(await verifySessionToken(SECRET, token, inAnHour)).toBeNull();
    expect(await verifySessionToken(SECRET, token, new Date(inAnHour.getTime() + 1))).toBeNull();
  });

  it('refuses a remembered token under another secret', async () => {
    const token = await signSessionToken(SECRET, { ...claims, sessionId: 'sess-3' }, start, inAnHour);
    expect(await verifySessionToken(SECRET, token, start)).not.toBeNull();
    expect(await verifySessionToken(`${SECRET}-rotated`, token, start)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing, before and after a valid one was seen', async () => {
    const token = await signSessionToken(SECRET, { ...claims, sessionId: 'sess-4' }, start, inAnHour);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', sid: 'sess-4', ver: 2, exp: 9e9, iat: 1, iss: 'gujarat-directory', aud: 'gujarat-directory-web' })).toString('base64url')}.${signature}`;
    expect(await verifySessionToken(SECRET, forged, start)).toBeNull();
    expect(await verifySessionToken(SECRET, token, start)).not.toBeNull();
    expect(await verifySessionToken(SECRET, forged, start)).toBeNull();
  });
});
