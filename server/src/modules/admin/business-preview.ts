import type { FastifyInstance } from 'fastify';
import { previewBusiness } from '@gd/contracts/endpoints/business-review';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { preview } from '../directory/review-service';

/** Decision 70: the admin opens any business (pending above all) as the public would see it, before deciding. */
export function adminBusinessPreviewRoutes(app: FastifyInstance): void {
  route(app, previewBusiness, async (req) => ok(await preview(app.db, req.params.id, app.clock.now())));
}
