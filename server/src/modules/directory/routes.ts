import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@gd/contracts/schemas/common';
import {
  ZBusinessCard,
  ZBusinessListQuery,
  ZCategoriesQuery,
  ZCategory,
  ZCity,
  ZOptionsResponse,
  ZService,
} from '@gd/contracts/schemas/directory';
import { ok } from '../../platform/envelope';
import * as service from './service';

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['directory'];

  r.get(
    '/cities',
    { schema: { tags, summary: 'Active cities as options', response: { 200: envelope(z.array(ZCity)) } } },
    async () => ok(await service.listCities(app.db)),
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
    async () => ok(await service.listOptions(app.db)),
  );

  r.get(
    '/services',
    { schema: { tags, summary: 'Master services', response: { 200: envelope(z.array(ZService)) } } },
    async () => ok(await service.listServices(app.db)),
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
    async (req) => ok(await service.listCategories(app.db, { featured: req.query.featured === '1' })),
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
    async (req) => ok(await service.listBusinesses(app.db, req.query)),
  );
}
