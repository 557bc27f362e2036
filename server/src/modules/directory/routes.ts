import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/directory';
import { recordProfileClick } from '@gd/contracts/endpoints/insights';
import { CLICK_METRIC } from '@gd/contracts/schemas/insights';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { limit } from '../../platform/limits';
import { sendCachedJson, sendCachedText, sendJsonText, sendOnceCachedText } from '../../platform/micro-cache';
import { route } from '../../platform/route';
import * as users from '../users/service';
import { viewerKey } from './views';
import * as service from './service';

const notFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listCities, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.listCities(app.db)),
  );

  route(app, endpoints.listOptions, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.listOptions(app.db)),
  );

  route(app, endpoints.listServices, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.listServices(app.db)),
  );

  route(app, endpoints.listCategories, (req, reply) =>
    sendCachedJson(app.db, req, reply, () =>
      service.listCategories(app.db, { featured: req.query.featured === '1', cityId: req.query.city_id }),
    ),
  );

  // Decision 84: from the index when it is current (on the search thread, decision 101), made per request; else the database through the micro-cache.
  route(app, endpoints.autocompleteBusinesses, async (req, reply) => {
    const json = await service.suggestJson(app.db, req.query.q);
    if (json !== undefined) return sendJsonText(req, reply, json);
    return sendCachedJson(app.db, req, reply, () => service.suggest(app.db, req.query.q));
  });

  // Decision 81: the stored document with its per-request parts, sent as text (past the response schema).
  route(app, endpoints.getBusinessProfile, async (req, reply) => {
    const now = app.clock.now();
    const json = await service.profileAnswer(app.db, req.params.id, now);
    if (json === null) throw notFound();
    app.views.record(req.params.id, viewerKey(req.user?.user_id ?? null, req.ip, req.headers['user-agent']), now);
    return sendJsonText(req, reply, json);
  });

  route(app, endpoints.getContactDetails, async (req) => {
    if (!(await users.isProfileApproved(app.db, req.user!.user_id))) {
      throw new AppError(
        403,
        'PROFILE_NOT_APPROVED',
        "Your profile is not approved, that's why you are not able to see the contact details.",
      );
    }
    const contact = await service.getContact(app.db, req.params.id);
    if (!contact) throw notFound();
    await service.countActivity(app.db, req.params.id, app.clock.now(), 'contact_views');
    return ok(contact);
  });

  // Decision 71: the public profile's call, WhatsApp, directions and website links count their clicks.
  route(
    app,
    recordProfileClick,
    async (req) => {
      const counted = await service.countActivity(app.db, req.params.id, app.clock.now(), CLICK_METRIC[req.body.kind]);
      if (!counted) throw notFound();
      return ok(null);
    },
    { preHandler: limit(app, 'profile-click', { max: 30, timeWindow: '10 minutes', key: (req) => req.ip }) },
  );

  route(app, endpoints.listFeaturedBusinesses, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.featuredBusinesses(app.db, req.query, app.clock.now())),
  );

  // Hot and public (decision 82): the index's cards are JSON made once per build, sent as text.
  // Decision 103: a text search is kept from its URL's second ask (most are asked once and cost the search thread
  // microseconds to answer again); browsing is kept from the first.
  route(app, endpoints.listBusinesses, (req, reply) =>
    (req.query.q ? sendOnceCachedText : sendCachedText)(app.db, req, reply, () =>
      service.listBusinessesJson(app.db, req.query, app.clock.now()),
    ),
  );
}
