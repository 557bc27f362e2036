import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/business-review';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import * as review from './review-service';

/** Decision 70: the owner's side of a business's review (resubmit a rejected business, read the history). */
export async function businessReviewRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.resubmitBusiness, async (req) =>
    ok(
      await review.resubmit(app.db, req.user!.user_id, req.params.id, app.clock.now()),
      'Your business is sent for review again.',
    ),
  );
  route(app, endpoints.getMyReviewHistory, async (req) =>
    ok(await review.myReviewHistory(app.db, req.user!.user_id, req.params.id)),
  );
}
