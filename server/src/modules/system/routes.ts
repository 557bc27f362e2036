import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Answers 200 when the database is reachable, 503 otherwise',
        response: { 200: envelope(ZHealth), 503: envelope(ZHealth).or(ZErrorEnvelope) },
      },
    },
    async (_req, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send(
        ok({
          status: up ? ('ok' as const) : ('degraded' as const),
          database: up ? ('up' as const) : ('down' as const),
        }),
      );
    },
  );

  r.get(
    '/ping',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'A bare JSON answer (liveness, benchmark baseline)',
        response: { 200: envelope(z.object({ pong: z.literal(true) })) },
      },
    },
    async () => ok({ pong: true as const }),
  );
}
