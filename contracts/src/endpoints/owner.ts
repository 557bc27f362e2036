import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAddBusinessRequest,
  ZBusinessEdit,
  ZBusinessStats,
  ZMyBusiness,
  ZPhoto,
  ZReceivedInquiry,
  ZSentInquiry,
  ZServicesRequest,
  ZStep1,
  ZStepParams,
} from '../schemas/owner';

/**
 * The owner workspace (/my/…): every route needs a login and answers 404 for another owner's business.
 * Products are in `products.ts`, jobs in `jobs.ts`, offers in `offers.ts`.
 */
const tags = ['owner'] as const;
const errors = [400, 404, 409, 413, 415, 429] as const;
const id = (name: string) => z.coerce.number().int().positive().describe(name);

const ZPhotoParams = ZIdParam.extend({ photo_id: id('photo_id') });
const ZInquiryParams = ZIdParam.extend({ inquiry_id: id('inquiry_id') });

export const listMyBusinesses = defineEndpoint({
  method: 'GET',
  path: '/my/businesses',
  tags,
  access: 'user',
  summary: 'My businesses with approval state and completeness',
  data: z.array(ZMyBusiness),
  errors,
});

export const addBusiness = defineEndpoint({
  method: 'POST',
  path: '/my/businesses',
  tags,
  access: 'user',
  summary:
    'Adds a business (category and name); an Idempotency-Key header (a UUID per submission) makes a repeat within 24 h answer the first answer and add nothing (decision 79)',
  body: ZAddBusinessRequest,
  data: z.object({ business_id: z.number().int() }),
  errors: [...errors, 422],
});

export const startBusinessFromWizard = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/wizard',
  tags,
  access: 'user',
  summary: 'Starts a new business from the wizard’s first step (decision 3)',
  body: ZStep1,
  data: ZBusinessEdit,
  errors,
});

export const getBusinessEdit = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id',
  tags,
  access: 'user',
  summary: 'My business as the wizard edits it',
  params: ZIdParam,
  data: ZBusinessEdit,
  errors,
});

export const deleteBusiness = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id',
  tags,
  access: 'user',
  summary: 'Deletes my business',
  params: ZIdParam,
  data: z.null(),
  errors,
});

export const saveWizardStep = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/steps/:step',
  tags,
  access: 'user',
  summary: 'Saves one wizard step (body per step: see STEP_SCHEMAS)',
  params: ZStepParams,
  // Each step has its own schema (STEP_SCHEMAS[step]); the route checks the body against it, so that a
  // failure answers "Step N failed" with the step's field messages.
  body: z.unknown(),
  data: ZBusinessEdit,
  errors,
});

export const updateServices = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/services',
  tags,
  access: 'user',
  summary: 'Replaces the services (master ids and custom names)',
  params: ZIdParam,
  body: ZServicesRequest,
  data: ZBusinessEdit,
  errors,
});

export const uploadLogo = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/logo',
  tags,
  access: 'user',
  summary: 'Uploads the logo (PNG, JPG, GIF or WebP, ≤ 5 MB, ≤ 40 MP)',
  params: ZIdParam,
  multipart: true,
  data: z.object({ business_logo: z.string() }),
  errors,
});

export const addGalleryPhoto = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/gallery',
  tags,
  access: 'user',
  summary: 'Adds a gallery photo',
  params: ZIdParam,
  multipart: true,
  data: ZPhoto,
  errors,
});

export const deleteGalleryPhoto = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/gallery/:photo_id',
  tags,
  access: 'user',
  summary: 'Deletes a gallery photo',
  params: ZPhotoParams,
  data: z.null(),
  errors,
});

export const getBusinessStats = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/stats',
  tags,
  access: 'user',
  summary: 'Totals and the last 30 days of views and inquiries',
  params: ZIdParam,
  data: ZBusinessStats,
  errors,
});

export const listReceivedInquiries = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/inquiries',
  tags,
  access: 'user',
  summary: 'Inquiries received, newest first',
  params: ZIdParam,
  data: z.array(ZReceivedInquiry),
  errors,
});

export const deleteReceivedInquiry = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/inquiries/:inquiry_id',
  tags,
  access: 'user',
  summary: 'Deletes an inquiry received (decision 9)',
  params: ZInquiryParams,
  data: z.null(),
  errors,
});

export const listSentInquiries = defineEndpoint({
  method: 'GET',
  path: '/my/requests',
  tags,
  access: 'user',
  summary: 'Inquiries I sent, newest first (decision 25)',
  data: z.array(ZSentInquiry),
  errors,
});
