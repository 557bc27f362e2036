import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ZReview, ZReviewList, ZReviewReplyRequest, ZReviewRequest } from '@gd/contracts/schemas/directory';
import { optionalUser } from '../auth/guards';
import { ok } from '../../platform/envelope';
import { sendCachedJson } from '../../platform/micro-cache';
import { limit } from '../../platform/limits';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const ZReviewParams = ZIdParam.extend({ review_id: z.coerce.number().int().positive() });

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  r.get(
    '/businesses/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Visible reviews, newest first, with the average, the count and the caller’s own review',
        params: ZIdParam,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(10),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: envelope(ZReviewList), ...errors },
      },
    },
    async (req, reply) => {
      // With a login the answer carries the caller's own review, so only anonymous answers are shared.
      if (!req.headers.authorization) {
        return sendCachedJson(app.db, req, reply, () =>
          service.listReviews(app.db, req.params.id, { ...req.query, viewerId: null }),
        );
      }
      const viewer = await optionalUser(app, req);
      return ok(await service.listReviews(app.db, req.params.id, { ...req.query, viewerId: viewer?.user_id ?? null }));
    },
  );

  r.post(
    '/businesses/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Creates or edits the caller’s review (rating 1–5, text up to 1000)',
        security: [{ bearerAuth: [] }],
        params: ZIdParam,
        body: ZReviewRequest,
        response: { 200: envelope(ZReview), ...errors },
      },
      preHandler: [
        app.requireUser,
        limit(app, 'review', { max: 30, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }),
      ],
    },
    async (req) =>
      ok(
        await service.saveReview(app.db, {
          businessId: req.params.id,
          userId: req.user!.user_id,
          now: app.clock.now(),
          body: req.body,
        }),
        'Thank you for your review!',
      ),
  );

  r.put(
    '/businesses/:id/reviews/:review_id/reply',
    {
      schema: {
        tags,
        summary: 'The owner’s reply to a review of their business',
        security: [{ bearerAuth: [] }],
        params: ZReviewParams,
        body: ZReviewReplyRequest,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (req) => {
      await service.reply(app.db, {
        businessId: req.params.id,
        reviewId: req.params.review_id,
        userId: req.user!.user_id,
        now: app.clock.now(),
        body: req.body,
      });
      return ok(null, 'Reply saved.');
    },
  );

  r.patch(
    '/admin/reviews/:review_id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hides or shows a review (admin)',
        security: [{ bearerAuth: [] }],
        params: z.object({ review_id: z.coerce.number().int().positive() }),
        body: z.object({ is_hidden: z.union([z.literal(0), z.literal(1)]) }),
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: app.requireAdmin,
    },
    async (req) => {
      await service.setHidden(
        app.db,
        req.params.review_id,
        req.body.is_hidden === 1,
        app.clock.now(),
        req.user!.user_id,
      );
      return ok(null, 'Your record is saved!');
    },
  );
}
