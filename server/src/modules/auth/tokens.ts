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

/** The claims of a valid token, or null for anything else (bad signature, expired, wrong algorithm, malformed). */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
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
    return { userId, sessionId: payload.sid, version: payload.ver };
  } catch {
    return null;
  }
}
