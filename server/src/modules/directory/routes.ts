import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import {
  ZAutocompleteQuery,
  ZSuggestion,
  ZBusinessCard,
  ZBusinessProfile,
  ZContactDetails,
  ZBusinessListQuery,
  ZCategoriesQuery,
  ZCategory,
  ZCity,
  ZOptionsResponse,
  ZService,
} from '@gd/contracts/schemas/directory';
import { optionalUser } from '../../platform/auth-guard';
import { ok } from '../../platform/envelope';
import { sendCachedJson } from '../../platform/micro-cache';
import { AppError } from '../../platform/errors';
import * as auth from '../auth/service';
import { viewerKey } from './views';
import * as service from './service';

const notFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['directory'];

  r.get(
    '/cities',
    { schema: { tags, summary: 'Active cities as options', response: { 200: envelope(z.array(ZCity)) } } },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listCities(app.db)),
  );

  r.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'Option lists for the registration and profile forms',
        response: { 200: envelope(ZOptionsResponse) },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listOptions(app.db)),
  );

  r.get(
    '/services',
    { schema: { tags, summary: 'Master services', response: { 200: envelope(z.array(ZService)) } } },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listServices(app.db)),
  );

  r.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Business categories with the number of approved businesses in each',
        querystring: ZCategoriesQuery,
        response: { 200: envelope(z.array(ZCategory)) },
      },
    },
    async (req, reply) =>
      sendCachedJson(app.db, req, reply, () =>
        service.listCategories(app.db, { featured: req.query.featured === '1' }),
      ),
  );

  r.get(
    '/businesses/autocomplete',
    {
      schema: {
        tags,
        summary: 'Up to 10 approved businesses whose name starts with (then contains) the text',
        querystring: ZAutocompleteQuery,
        response: { 200: envelope(z.array(ZSuggestion)) },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.suggest(app.db, req.query.q)),
  );

  r.get(
    '/businesses/:id',
    {
      schema: {
        tags,
        summary: 'The public profile of an approved business (counts a view, once per viewer per day)',
        params: ZIdParam,
        response: { 200: envelope(ZBusinessProfile), 404: ZErrorEnvelope },
      },
    },
    async (req, reply) => {
      const profile = await service.getProfile(app.db, req.params.id);
      if (!profile) throw notFound();
      const viewer = req.headers.authorization ? await optionalUser(app, req) : null;
      app.views.record(
        profile.business_id,
        viewerKey(viewer?.user_id ?? null, req.ip, req.headers['user-agent']),
        app.clock.now(),
      );
      return sendCachedJson(app.db, req, reply, async () => profile);
    },
  );

  r.get(
    '/businesses/:id/contact',
    {
      schema: {
        tags,
        summary: "Contact details; needs a login and the viewer's approved profile",
        security: [{ bearerAuth: [] }],
        params: ZIdParam,
        response: { 200: envelope(ZContactDetails), 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
      preHandler: app.requireUser,
    },
    async (req) => {
      if (!(await auth.isProfileApproved(app.db, req.user!.user_id))) {
        throw new AppError(
          403,
          'PROFILE_NOT_APPROVED',
          "Your profile is not approved, that's why you are not able to see the contact details.",
        );
      }
      const contact = await service.getContact(app.db, req.params.id);
      if (!contact) throw notFound();
      return ok(contact);
    },
  );

  r.get(
    '/businesses',
    {
      schema: {
        tags,
        summary: 'Approved businesses, filtered by city, name and categories',
        querystring: ZBusinessListQuery,
        response: { 200: envelope(listOf(ZBusinessCard)) },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listBusinesses(app.db, req.query)),
  );
}
