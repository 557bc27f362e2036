import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAutocompleteQuery,
  ZBusinessCard,
  ZBusinessList,
  ZBusinessListQuery,
  ZBusinessProfile,
  ZCategoriesQuery,
  ZCategory,
  ZCity,
  ZContactDetails,
  ZOptionsResponse,
  ZService,
  ZSuggestion,
} from '../schemas/directory';

/** The public directory: option lists, categories, search, autocomplete, profiles and contact details. */
const tags = ['directory'] as const;

export const listCities = defineEndpoint({
  method: 'GET',
  path: '/cities',
  tags,
  access: 'public',
  summary: 'Active cities as options',
  data: z.array(ZCity),
});

export const listOptions = defineEndpoint({
  method: 'GET',
  path: '/options',
  tags,
  access: 'public',
  summary: 'Option lists for the registration and profile forms',
  data: ZOptionsResponse,
});

export const listServices = defineEndpoint({
  method: 'GET',
  path: '/services',
  tags,
  access: 'public',
  summary: 'Master services',
  data: z.array(ZService),
});

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  tags,
  access: 'public',
  summary: 'Business categories with the number of approved businesses in each',
  query: ZCategoriesQuery,
  data: z.array(ZCategory),
});

export const autocompleteBusinesses = defineEndpoint({
  method: 'GET',
  path: '/businesses/autocomplete',
  tags,
  access: 'public',
  summary: 'Up to 10 approved businesses whose name starts with (then contains) the text',
  query: ZAutocompleteQuery,
  data: z.array(ZSuggestion),
  errors: [400],
});

export const getBusinessProfile = defineEndpoint({
  method: 'GET',
  path: '/businesses/:id',
  tags,
  access: 'optional',
  summary: 'The public profile of an approved business (counts a view, once per viewer per day)',
  params: ZIdParam,
  data: ZBusinessProfile,
  errors: [404],
});

export const getContactDetails = defineEndpoint({
  method: 'GET',
  path: '/businesses/:id/contact',
  tags,
  access: 'user',
  summary: "Contact details; needs a login and the viewer's approved profile",
  params: ZIdParam,
  data: ZContactDetails,
  errors: [403, 404],
});

/** Decision 67: the Featured row (businesses whose plan includes it) of home, a city or a category page. */
export const listFeaturedBusinesses = defineEndpoint({
  method: 'GET',
  path: '/businesses/featured',
  tags,
  access: 'public',
  summary: 'Businesses Featured by their plan (at most 12, best rated first), optionally in one city or category',
  query: z
    .object({
      city_id: z.coerce.number().int().positive().optional(),
      category_id: z.coerce.number().int().positive().optional(),
    })
    .strict(),
  data: z.array(ZBusinessCard),
  errors: [400],
});

export const listBusinesses = defineEndpoint({
  method: 'GET',
  path: '/businesses',
  tags,
  access: 'public',
  summary: 'Approved businesses, filtered by city, name and categories',
  query: ZBusinessListQuery,
  data: ZBusinessList,
  errors: [400],
});
