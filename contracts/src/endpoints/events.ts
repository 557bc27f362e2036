import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listOf, ZIdParam } from '../schemas/common';
import { ZAdminListQuery, ZCreateEventRequest, ZEvent, ZEventList, ZEventsQuery } from '../schemas/content';

/** Public events (spec §2, §4) and the admin's event screens (decision 20). */
const errors = [400, 401, 403, 404, 413, 415] as const;

export const listEvents = defineEndpoint({
  method: 'GET',
  path: '/events',
  tags: ['events'],
  access: 'public',
  summary: 'Public events split into upcoming and past at the start of today (India time)',
  query: ZEventsQuery,
  data: ZEventList,
  errors,
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/events/:id',
  tags: ['events'],
  access: 'public',
  summary: 'One public event',
  params: ZIdParam,
  data: ZEvent,
  errors,
});

export const listAdminEvents = defineEndpoint({
  method: 'GET',
  path: '/admin/events',
  tags: ['admin'],
  access: 'admin',
  summary: 'Every event (drafts too), newest start first',
  query: ZAdminListQuery,
  data: listOf(ZEvent),
  errors,
});

export const createEvent = defineEndpoint({
  method: 'POST',
  path: '/admin/events',
  tags: ['admin'],
  access: 'admin',
  summary: 'Creates an event (form fields of ZCreateEventRequest + optional image `file`)',
  multipart: true,
  body: ZCreateEventRequest,
  data: ZEvent,
  errors,
});

export const getAdminEvent = defineEndpoint({
  method: 'GET',
  path: '/admin/events/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'One event',
  params: ZIdParam,
  data: ZEvent,
  errors,
});

export const updateEvent = defineEndpoint({
  method: 'PUT',
  path: '/admin/events/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Updates an event (all fields; a new image only when `file` is sent)',
  params: ZIdParam,
  multipart: true,
  body: ZCreateEventRequest,
  data: ZEvent,
  errors,
});

export const deleteEvent = defineEndpoint({
  method: 'DELETE',
  path: '/admin/events/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Deletes an event',
  params: ZIdParam,
  data: z.null(),
  errors,
});
