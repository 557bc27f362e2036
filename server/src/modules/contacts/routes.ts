import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope } from '@gd/contracts/schemas/common';
import { ZContactRequest } from '@gd/contracts/schemas/content';
import { optionalUser } from '../auth/guards';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import * as service from './service';

/** Contact us (spec §2, §5, §7 CUSTOMER_CONTACT): open to everyone, rate limited per address. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Sends a contact-us message (stored for the admin contact list)',
        body: ZContactRequest,
        response: {
          200: envelope(z.object({ id: z.number().int() })),
          400: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
      preHandler: [
        limit(app, 'contact-ip', { max: 5, timeWindow: '1 hour', key: (req) => req.ip }),
        limit(app, 'contact-mobile', {
          max: 3,
          timeWindow: '1 hour',
          key: (req) => (req.body as { mobile: string }).mobile,
        }),
      ],
    },
    async (req) => {
      const user = await optionalUser(app, req);
      return ok(
        await service.createMessage(app.db, { body: req.body, userId: user?.user_id ?? null, now: app.clock.now() }),
        'Thank you! Your message has been sent.',
      );
    },
  );
}
