import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listOf, ZIdParam } from '../schemas/common';
import { ZAdminListQuery, ZCreateOfferRequest, ZOffer, ZOfferCard } from '../schemas/content';

/** Public offers (spec §2), the admin's offer screens and an owner's offers for their approved business (decision 20). */
const errors = [400, 401, 403, 404, 413, 415] as const;

const ZOwnerOfferParams = ZIdParam.extend({ offer_id: z.coerce.number().int().positive() });

export const listOffers = defineEndpoint({
  method: 'GET',
  path: '/offers',
  tags: ['offers'],
  access: 'public',
  summary: 'Current and coming offers (expired ones leave the list by themselves)',
  data: z.array(ZOfferCard),
  errors,
});

export const getOffer = defineEndpoint({
  method: 'GET',
  path: '/offers/:id',
  tags: ['offers'],
  access: 'public',
  summary: 'One offer',
  params: ZIdParam,
  data: ZOffer,
  errors,
});

// ---- admin: every offer, audited --------------------------------------------------------------------------------

export const listAdminOffers = defineEndpoint({
  method: 'GET',
  path: '/admin/offers',
  tags: ['admin'],
  access: 'admin',
  summary: 'Every offer (owners’ and expired ones too), newest first',
  query: ZAdminListQuery,
  data: listOf(ZOffer),
  errors,
});

export const createAdminOffer = defineEndpoint({
  method: 'POST',
  path: '/admin/offers',
  tags: ['admin'],
  access: 'admin',
  summary: 'Creates a site offer (form fields of ZCreateOfferRequest + optional image `file`)',
  multipart: true,
  body: ZCreateOfferRequest,
  data: ZOffer,
  errors,
});

export const getAdminOffer = defineEndpoint({
  method: 'GET',
  path: '/admin/offers/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'One offer',
  params: ZIdParam,
  data: ZOffer,
  errors,
});

export const updateAdminOffer = defineEndpoint({
  method: 'PUT',
  path: '/admin/offers/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Updates an offer (all fields; a new image only when `file` is sent)',
  params: ZIdParam,
  multipart: true,
  body: ZCreateOfferRequest,
  data: ZOffer,
  errors,
});

export const deleteAdminOffer = defineEndpoint({
  method: 'DELETE',
  path: '/admin/offers/:id',
  tags: ['admin'],
  access: 'admin',
  summary: 'Deletes an offer',
  params: ZIdParam,
  data: z.null(),
  errors,
});

// ---- the owner: offers of their own business; publishing needs the business approved ---------------------------

export const listMyOffers = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/offers',
  tags: ['owner'],
  access: 'user',
  summary: 'Offers of my business (expired too)',
  params: ZIdParam,
  data: z.array(ZOffer),
  errors,
});

export const createMyOffer = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/offers',
  tags: ['owner'],
  access: 'user',
  summary: 'Publishes an offer for my approved business',
  params: ZIdParam,
  multipart: true,
  body: ZCreateOfferRequest,
  data: ZOffer,
  errors,
});

export const updateMyOffer = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/offers/:offer_id',
  tags: ['owner'],
  access: 'user',
  summary: 'Updates an offer of my approved business',
  params: ZOwnerOfferParams,
  multipart: true,
  body: ZCreateOfferRequest,
  data: ZOffer,
  errors,
});

export const deleteMyOffer = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/offers/:offer_id',
  tags: ['owner'],
  access: 'user',
  summary: 'Deletes an offer of my business',
  params: ZOwnerOfferParams,
  data: z.null(),
  errors,
});
