import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/offers';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import * as service from './service';

const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

/** Public offers (spec §2), the admin's offer screens and an owner's offers for their approved business (decision 20). */
export async function offerRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listOffers, async () => ok(await service.listPublic(app)));

  route(app, endpoints.getOffer, async (req) => {
    const offer = await service.getPublic(app, req.params.id);
    if (!offer) throw AppError.notFound('OFFER_NOT_FOUND', 'Error loading offer');
    return ok(offer);
  });

  // Admin: every offer, audited.
  route(app, endpoints.listAdminOffers, async (req) =>
    ok(await service.adminList(app, req.query.limit, req.query.offset)),
  );
  route(app, endpoints.createAdminOffer, async (req) =>
    ok(await service.adminCreate(app, uid(req), await readForm(req)), 'Offer created successfully!'),
  );
  route(app, endpoints.getAdminOffer, async (req) => ok(await service.adminGet(app, req.params.id)));
  route(app, endpoints.updateAdminOffer, async (req) =>
    ok(await service.adminUpdate(app, uid(req), req.params.id, await readForm(req)), 'Offer updated successfully!'),
  );
  route(app, endpoints.deleteAdminOffer, async (req) => {
    await service.adminDelete(app, uid(req), req.params.id);
    return ok(null, 'Offer deleted successfully!');
  });

  // The owner: offers of their own business.
  route(app, endpoints.listMyOffers, async (req) => ok(await service.ownerList(app, uid(req), req.params.id)));
  route(app, endpoints.createMyOffer, async (req) =>
    ok(await service.ownerCreate(app, uid(req), req.params.id, await readForm(req)), 'Offer created successfully!'),
  );
  route(app, endpoints.updateMyOffer, async (req) =>
    ok(
      await service.ownerUpdate(app, uid(req), req.params.id, req.params.offer_id, await readForm(req)),
      'Offer updated successfully!',
    ),
  );
  route(app, endpoints.deleteMyOffer, async (req) => {
    await service.ownerDelete(app, uid(req), req.params.id, req.params.offer_id);
    return ok(null, 'Offer deleted successfully!');
  });
}
