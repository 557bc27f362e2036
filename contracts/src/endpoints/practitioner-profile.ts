import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZLocationsRequest,
  ZMedia,
  ZMediaParams,
  ZMyProfile,
  ZPersonalRequest,
  ZProfessionalRequest,
  ZProfileOptions,
  ZVerification,
} from '../schemas/practitioner-profile';

/**
 * Decision 65, the practitioner's own profile: each section saved on its own, images through the upload
 * pipeline, and the verification submission whose proof document is private (only its practitioner and admins
 * fetch it, through `getVerificationDocument`).
 */
const tags = ['practitioners'] as const;
const errors = [400, 401, 403, 404, 409, 413, 415] as const;

export const getMyProfile = defineEndpoint({
  method: 'GET',
  path: '/practitioner/profile',
  tags,
  access: 'practitioner',
  summary: "The practitioner's own profile: every section, private ones too, and the verification status",
  data: ZMyProfile,
  errors,
});

export const getProfileOptions = defineEndpoint({
  method: 'GET',
  path: '/practitioner/profile/options',
  tags,
  access: 'practitioner',
  summary: 'The degrees, specialties, services and therapies the professional section picks from',
  data: ZProfileOptions,
  errors,
});

export const saveProfessional = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/profile/professional',
  tags,
  access: 'practitioner',
  summary: 'Saves degrees, specialties (master ids), experience, languages, fee (rupees) and services offered',
  body: ZProfessionalRequest,
  data: ZMyProfile,
  errors,
});

export const savePersonal = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/profile/personal',
  tags,
  access: 'practitioner',
  summary: 'Saves the private personal details (never shown publicly)',
  body: ZPersonalRequest,
  data: ZMyProfile,
  errors,
});

export const saveLocations = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/profile/locations',
  tags,
  access: 'practitioner',
  summary: 'Saves the practice locations (name, address, city, map link); a removed one takes its timings along',
  body: ZLocationsRequest,
  data: ZMyProfile,
  errors,
});

export const uploadProfilePhoto = defineEndpoint({
  method: 'POST',
  path: '/practitioner/profile/photo',
  tags,
  access: 'practitioner',
  summary: 'Uploads the profile photo (PNG, JPG, GIF or WebP, ≤ 5 MB)',
  multipart: true,
  data: z.object({ photo: z.string() }),
  errors,
});

export const addProfileMedia = defineEndpoint({
  method: 'POST',
  path: '/practitioner/profile/media',
  tags,
  access: 'practitioner',
  summary: 'Adds a gallery photo or a banner (field `kind`), up to the limit of each',
  multipart: true,
  data: ZMedia,
  status: 201,
  errors,
});

export const deleteProfileMedia = defineEndpoint({
  method: 'DELETE',
  path: '/practitioner/profile/media/:id',
  tags,
  access: 'practitioner',
  summary: 'Removes a gallery photo or banner of the caller',
  params: ZMediaParams,
  data: z.null(),
  errors,
});

export const submitVerification = defineEndpoint({
  method: 'POST',
  path: '/practitioner/verification',
  tags,
  access: 'practitioner',
  summary:
    'Submits the registration council, number and a proof document (image or PDF, kept private); pending again when the registration changed',
  multipart: true,
  data: ZVerification,
  status: 201,
  errors,
});

export const getVerificationDocument = defineEndpoint({
  method: 'GET',
  path: '/practitioner-documents/:id',
  tags,
  access: 'user',
  summary: 'A verification proof document: to its own practitioner and to admins only (404 to anyone else)',
  params: ZIdParam,
  produces: 'file',
  errors: [401, 404],
});
