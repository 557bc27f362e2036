import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { Access, BodyOf, DataOf, EndpointDef, ParamsOf, QueryOf } from '@gd/contracts/endpoint';
import { envelope, ZErrorEnvelope } from '@gd/contracts/schemas/common';
import type { TEnvelope } from '@gd/contracts/schemas/common';

/**
 * Registers a route from its endpoint definition in `contracts/src/endpoints/` — the path, the schemas the
 * request is validated with, the response schema, the OpenAPI entry and the guard its `access` names — so a
 * route never spells its path or its shapes a second time. Handlers stay thin: parse → service → `ok(…)`.
 */

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the envelope (`ok(data, message)`), or sends through `reply` (files, cached JSON). */
export type EndpointHandler<E extends EndpointDef> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E['produces'] extends 'file' ? never : TEnvelope<DataOf<E>>) | FastifyReply>;

export interface RouteExtras {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest guard of each access level (registered by the auth guards; new roles add theirs). */
    accessGuards: Partial<Record<Access, onRequestHookHandler>>;
  }
}

const ZNull = z.null();
const SECURED: ReadonlySet<Access> = new Set(['user', 'admin', 'practitioner', 'staff']);

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const guard = app.accessGuards[endpoint.access];
  if (endpoint.access !== 'public' && !guard) {
    throw new Error(`no guard is registered for access "${endpoint.access}" (${endpoint.method} ${endpoint.path})`);
  }
  const response: Record<number, unknown> = {};
  if (endpoint.produces !== 'file') response[endpoint.status ?? 200] = envelope(endpoint.data ?? ZNull);
  for (const status of endpoint.errors ?? []) response[status] = ZErrorEnvelope;
  if (SECURED.has(endpoint.access)) response[401] ??= ZErrorEnvelope;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(SECURED.has(endpoint.access) ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async function (req, reply) {
      const answer = await handler(req as unknown as EndpointRequest<E>, reply);
      if (endpoint.status && (answer as unknown) !== reply && !reply.sent) reply.status(endpoint.status);
      return answer;
    },
  });
}
