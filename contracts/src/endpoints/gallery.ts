import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZGalleryOrderRequest, ZPhotoCaptionRequest } from '../schemas/gallery';
import { ZPhoto } from '../schemas/owner';

/** Decision 72: the owner's gallery — its order, its cover (the first photo) and the captions. */
const tags = ['owner'] as const;
const errors = [400, 401, 404, 409] as const;
const ZPhotoParams = ZIdParam.extend({ photo_id: z.coerce.number().int().positive() });

export const setGalleryOrder = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/gallery/order',
  tags,
  access: 'user',
  summary: 'Puts the gallery in a new order (every photo once; the first is the cover)',
  params: ZIdParam,
  body: ZGalleryOrderRequest,
  data: z.array(ZPhoto),
  errors,
});

export const setGalleryCover = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/gallery/:photo_id/cover',
  tags,
  access: 'user',
  summary: 'Makes a photo the cover: it moves to the front, the others keep their order',
  params: ZPhotoParams,
  data: z.array(ZPhoto),
  errors,
});

export const setPhotoCaption = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/gallery/:photo_id/caption',
  tags,
  access: 'user',
  summary: 'Sets or removes a photo’s caption (at most 140 characters)',
  params: ZPhotoParams,
  body: ZPhotoCaptionRequest,
  data: ZPhoto,
  errors,
});
