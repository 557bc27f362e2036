import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as practitioners from '../practitioners/service';
import { authenticate, type AuthUser } from './service';
import { AppError } from '../../platform/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set by the `practitioner` guard: the caller's own practitioner row. */
    practitionerId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid session is required (401 otherwise); sets request.user. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: a valid session of an admin (401 without one, 403 for anyone else). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/** Reads the caller from the Authorization header, for routes that work with or without a login. */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearer(request);
  if (!token) return null;
  try {
    return await authenticate(app, token);
  } catch {
    return null;
  }
}

export function registerAuthGuards(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('practitionerId', null);

  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw AppError.unauthorized('LOGIN_REQUIRED', 'Please log in first.');
    request.user = await authenticate(app, token);
  });

  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
    await app.requireUser(request);
    if (request.user?.user_type !== 'admin') throw AppError.forbidden('ADMIN_ONLY', 'Only admins may do this.');
  });

  // The guards endpoint definitions name by their `access` (platform/route.ts).
  app.decorate('accessGuards', {
    optional: async (request: FastifyRequest) => {
      request.user = await optionalUser(app, request);
    },
    user: app.requireUser,
    admin: app.requireAdmin,
    // A practitioner account with its practitioner row (decision 65); its routes act on that row only.
    practitioner: async (request: FastifyRequest) => {
      await app.requireUser(request);
      const id =
        request.user?.user_type === 'practitioner'
          ? await practitioners.practitionerIdOf(app.db, request.user.user_id)
          : null;
      if (id === null) throw AppError.forbidden('PRACTITIONER_ONLY', 'Only practitioners may do this.');
      request.practitionerId = id;
    },
  });
}
