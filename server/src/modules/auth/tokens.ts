import { jwtVerify, SignJWT } from 'jose';

/** Session tokens: HS256 only (the verifier refuses every other algorithm, `none` included). */
const ALGORITHM = 'HS256';
const ISSUER = 'gujarat-directory';
const AUDIENCE = 'gujarat-directory-web';
export const SESSION_DAYS = 30;

export interface SessionClaims {
  userId: number;
  sessionId: string;
  version: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signSessionToken(secret: string, claims: SessionClaims, now: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/**
 * Tokens whose signature this process has verified, with their claims and expiry (issue 20, "Fast, measured": the
 * HMAC check through WebCrypto cost about 60 µs of every signed-in request). The same token text under the same
 * secret always verifies the same way, so a hit only checks the expiry against `now`; a failed check is never held.
 * Session state (logout, revocation, a disabled account) is not here: it is checked on every request after this.
 */
export const VERIFIED_TOKENS_MAX = 20_000;
const verified = new Map<string, { secret: string; claims: SessionClaims; expiresAt: number }>();

/** The claims of a valid token, or null for anything else (bad signature, expired, wrong algorithm, malformed). */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (now.getTime() < hit.expiresAt) return hit.claims;
    verified.delete(token);
    return null;
  }
  const claims = await verifyOnce(secret, token, now);
  if (claims) {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims: claims.claims, expiresAt: claims.expiresAt });
  }
  return claims?.claims ?? null;
}

async function verifyOnce(
  secret: string,
  token: string,
  now: Date,
): Promise<{ claims: SessionClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.ver !== 'number') return null;
    return { claims: { userId, sessionId: payload.sid, version: payload.ver }, expiresAt: payload.exp! * 1000 };
  } catch {
    return null;
  }
}
