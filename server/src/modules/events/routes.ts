import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ZAdminListQuery, ZEvent, ZEventList, ZEventsQuery } from '@gd/contracts/schemas/content';
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

/** Public events (spec §2, §4) and the admin's event screens (decision 20). */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];

  r.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Public events split into upcoming and past at the start of today (India time)',
        querystring: ZEventsQuery,
        response: { 200: envelope(ZEventList), ...errors },
      },
    },
    async (req) => ok(await service.listPublic(app, req.query)),
  );

  r.get(
    '/events/:id',
    {
      schema: { tags, summary: 'One public event', params: ZIdParam, response: { 200: envelope(ZEvent), ...errors } },
    },
    async (req) => {
      const e = await service.getPublic(app.db, req.params.id);
      if (!e) throw AppError.notFound('EVENT_NOT_FOUND', 'Error loading event');
      return ok(e);
    },
  );

  await r.register(async (admin) => {
    const a = admin.withTypeProvider<ZodTypeProvider>();
    a.addHook('preHandler', app.requireAdmin);
    const security = [{ bearerAuth: [] }];
    const adminTags = ['admin'];
    const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

    a.get(
      '/admin/events',
      {
        schema: {
          tags: adminTags,
          security,
          summary: 'Every event (drafts too), newest start first',
          querystring: ZAdminListQuery,
          response: { 200: envelope(listOf(ZEvent)), ...errors },
        },
      },
      async (req) => ok(await service.adminList(app, req.query.limit, req.query.offset)),
    );
    a.post(
      '/admin/events',
      {
        schema: {
          tags: adminTags,
          security,
          ...multipart,
          summary: 'Creates an event (form fields of ZCreateEventRequest + optional image `file`)',
          response: { 200: envelope(ZEvent), ...errors },
        },
      },
      async (req) => ok(await service.create(app, uid(req), await readForm(req)), 'Event created successfully!'),
    );
    a.get(
      '/admin/events/:id',
      {
        schema: {
          tags: adminTags,
          security,
          summary: 'One event',
          params: ZIdParam,
          response: { 200: envelope(ZEvent), ...errors },
        },
      },
      async (req) => ok(await service.adminGet(app, req.params.id)),
    );
    a.put(
      '/admin/events/:id',
      {
        schema: {
          tags: adminTags,
          security,
          ...multipart,
          summary: 'Updates an event (all fields; a new image only when `file` is sent)',
          params: ZIdParam,
          response: { 200: envelope(ZEvent), ...errors },
        },
      },
      async (req) =>
        ok(await service.update(app, uid(req), req.params.id, await readForm(req)), 'Event updated successfully!'),
    );
    a.delete(
      '/admin/events/:id',
      {
        schema: {
          tags: adminTags,
          security,
          summary: 'Deletes an event',
          params: ZIdParam,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await service.remove(app, uid(req), req.params.id);
        return ok(null, 'Event deleted successfully!');
      },
    );
  });
}
