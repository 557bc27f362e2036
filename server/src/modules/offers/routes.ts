import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ZAdminListQuery, ZOffer, ZOfferCard } from '@gd/contracts/schemas/content';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
};
const multipart = { consumes: ['multipart/form-data'] };
const security = [{ bearerAuth: [] }];
const ZOwnerOfferParams = ZIdParam.extend({ offer_id: z.coerce.number().int().positive() });
const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

/** Public offers (spec §2), the admin's offer screens and an owner's offers for their approved business (decision 20). */
export async function offerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];

  r.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Current and coming offers (expired ones leave the list by themselves)',
        response: { 200: envelope(z.array(ZOfferCard)), ...errors },
      },
    },
    async () => ok(await service.listPublic(app)),
  );

  r.get(
    '/offers/:id',
    {
      schema: { tags, summary: 'One offer', params: ZIdParam, response: { 200: envelope(ZOffer), ...errors } },
    },
    async (req) => {
      const offer = await service.getPublic(app, req.params.id);
      if (!offer) throw AppError.notFound('OFFER_NOT_FOUND', 'Error loading offer');
      return ok(offer);
    },
  );

  await r.register(async (admin) => {
    const a = admin.withTypeProvider<ZodTypeProvider>();
    a.addHook('preHandler', app.requireAdmin);
    const t = ['admin'];
    a.get(
      '/admin/offers',
      {
        schema: {
          tags: t,
          security,
          summary: 'Every offer (owners’ and expired ones too), newest first',
          querystring: ZAdminListQuery,
          response: { 200: envelope(listOf(ZOffer)), ...errors },
        },
      },
      async (req) => ok(await service.adminList(app, req.query.limit, req.query.offset)),
    );
    a.post(
      '/admin/offers',
      {
        schema: {
          tags: t,
          security,
          ...multipart,
          summary: 'Creates a site offer (form fields of ZCreateOfferRequest + optional image `file`)',
          response: { 200: envelope(ZOffer), ...errors },
        },
      },
      async (req) => ok(await service.adminCreate(app, uid(req), await readForm(req)), 'Offer created successfully!'),
    );
    a.get(
      '/admin/offers/:id',
      {
        schema: {
          tags: t,
          security,
          summary: 'One offer',
          params: ZIdParam,
          response: { 200: envelope(ZOffer), ...errors },
        },
      },
      async (req) => ok(await service.adminGet(app, req.params.id)),
    );
    a.put(
      '/admin/offers/:id',
      {
        schema: {
          tags: t,
          security,
          ...multipart,
          summary: 'Updates an offer (all fields; a new image only when `file` is sent)',
          params: ZIdParam,
          response: { 200: envelope(ZOffer), ...errors },
        },
      },
      async (req) =>
        ok(await service.adminUpdate(app, uid(req), req.params.id, await readForm(req)), 'Offer updated successfully!'),
    );
    a.delete(
      '/admin/offers/:id',
      {
        schema: {
          tags: t,
          security,
          summary: 'Deletes an offer',
          params: ZIdParam,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await service.adminDelete(app, uid(req), req.params.id);
        return ok(null, 'Offer deleted successfully!');
      },
    );
  });

  await r.register(async (mine) => {
    const o = mine.withTypeProvider<ZodTypeProvider>();
    o.addHook('preHandler', app.requireUser);
    const t = ['owner'];
    o.get(
      '/my/businesses/:id/offers',
      {
        schema: {
          tags: t,
          security,
          summary: 'Offers of my business (expired too)',
          params: ZIdParam,
          response: { 200: envelope(z.array(ZOffer)), ...errors },
        },
      },
      async (req) => ok(await service.ownerList(app, uid(req), req.params.id)),
    );
    o.post(
      '/my/businesses/:id/offers',
      {
        schema: {
          tags: t,
          security,
          ...multipart,
          summary: 'Publishes an offer for my approved business',
          params: ZIdParam,
          response: { 200: envelope(ZOffer), ...errors },
        },
      },
      async (req) =>
        ok(await service.ownerCreate(app, uid(req), req.params.id, await readForm(req)), 'Offer created successfully!'),
    );
    o.put(
      '/my/businesses/:id/offers/:offer_id',
      {
        schema: {
          tags: t,
          security,
          ...multipart,
          summary: 'Updates an offer of my approved business',
          params: ZOwnerOfferParams,
          response: { 200: envelope(ZOffer), ...errors },
        },
      },
      async (req) =>
        ok(
          await service.ownerUpdate(app, uid(req), req.params.id, req.params.offer_id, await readForm(req)),
          'Offer updated successfully!',
        ),
    );
    o.delete(
      '/my/businesses/:id/offers/:offer_id',
      {
        schema: {
          tags: t,
          security,
          summary: 'Deletes an offer of my business',
          params: ZOwnerOfferParams,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await service.ownerDelete(app, uid(req), req.params.id, req.params.offer_id);
        return ok(null, 'Offer deleted successfully!');
      },
    );
  });
}
