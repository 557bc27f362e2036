import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZBusinessInsights, ZClickRequest, ZInsightsQuery } from '../schemas/insights';

/** Decision 71: what visitors do on a public profile, counted per India day, and the owner's insights over time. */

export const recordProfileClick = defineEndpoint({
  method: 'POST',
  path: '/businesses/:id/clicks',
  tags: ['directory'],
  access: 'public',
  summary: 'Counts a click on the public profile’s call, WhatsApp, directions or website link (rate-limited)',
  params: ZIdParam,
  body: ZClickRequest,
  data: z.null(),
  errors: [400, 404, 429],
});

export const getBusinessInsights = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/insights',
  tags: ['owner'],
  access: 'user',
  summary:
    'Daily views, contact reveals, clicks and inquiries of the last 7, 30 or 90 India days, with the previous period’s totals',
  params: ZIdParam,
  query: ZInsightsQuery,
  data: ZBusinessInsights,
  errors: [400, 401, 404],
});
