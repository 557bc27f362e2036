import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import * as directory from '../directory/service';

export const ZApprovalRequest = z
  .object({
    is_approve: z.union([z.literal(1), z.literal(2)], { error: 'APPROVAL_INVALID' }),
    reason: z.string().trim().max(500, 'FIELD_TOO_LONG').optional(),
  })
  .strict();

/** Admin console routes (every one needs the admin role). The rest of the console comes with its issue. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', app.requireAdmin);

  r.patch(
    '/admin/businesses/:id/approval',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approves (1) or rejects (2, with an optional reason) a business',
        security: [{ bearerAuth: [] }],
        params: ZIdParam,
        body: ZApprovalRequest,
        response: {
          200: envelope(z.null()),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (req) => {
      const changed = await directory.setApproval(app.db, req.params.id, {
        is_approve: req.body.is_approve,
        reason: req.body.reason?.trim() || null,
        now: app.clock.now(),
      });
      if (!changed) throw AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
      return ok(null, req.body.is_approve === 1 ? 'Business approved.' : 'Business rejected.');
    },
  );
}
