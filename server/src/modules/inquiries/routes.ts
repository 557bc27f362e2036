import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ZCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import * as service from './service';

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/inquiries',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'Sends an inquiry to an approved business (login required)',
        security: [{ bearerAuth: [] }],
        params: ZIdParam,
        body: ZCreateInquiryRequest,
        response: {
          200: envelope(z.object({ id: z.number().int() })),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
      preHandler: [
        app.requireUser,
        limit(app, 'inquiry', { max: 20, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }),
      ],
    },
    async (req) =>
      ok(
        await service.createInquiry(app.db, {
          businessId: req.params.id,
          userId: req.user!.user_id,
          now: app.clock.now(),
          body: req.body,
        }),
        'Inquiry submitted successfully!',
      ),
  );
}
