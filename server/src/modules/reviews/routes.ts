import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/reviews';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { sendCachedJson } from '../../platform/micro-cache';
import { route } from '../../platform/route';
import * as service from './service';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listReviews, async (req, reply) => {
    // With a login the answer carries the caller's own review, so only anonymous answers are shared.
    if (!req.headers.authorization) {
      return sendCachedJson(app.db, req, reply, () =>
        service.listReviews(app.db, req.params.id, { ...req.query, viewerId: null }),
      );
    }
    return ok(await service.listReviews(app.db, req.params.id, { ...req.query, viewerId: req.user?.user_id ?? null }));
  });

  route(
    app,
    endpoints.saveReview,
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
    { preHandler: limit(app, 'review', { max: 30, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }) },
  );

  route(app, endpoints.replyToReview, async (req) => {
    await service.reply(app.db, {
      businessId: req.params.id,
      reviewId: req.params.review_id,
      userId: req.user!.user_id,
      now: app.clock.now(),
      body: req.body,
    });
    return ok(null, 'Reply saved.');
  });

  route(app, endpoints.setReviewHidden, async (req) => {
    await service.setHidden(app.db, req.params.review_id, req.body.is_hidden === 1, app.clock.now(), req.user!.user_id);
    return ok(null, 'Your record is saved!');
  });
}
