import { z } from 'zod';
import { ZOption } from './common';

export const ZCity = ZOption.extend({ slug: z.string(), district: z.string().nullable() });
export type TCity = z.infer<typeof ZCity>;

export const ZOptionsResponse = z.object({
  categories: z.array(ZOption),
  annual_sale: z.array(ZOption),
  employees: z.array(ZOption),
  designation: z.array(ZOption),
  type_of_firms: z.array(ZOption),
});
export type TOptionsResponse = z.infer<typeof ZOptionsResponse>;

export const ZService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  service_name_guj: z.string().nullable(),
});
export type TService = z.infer<typeof ZService>;

export const ZCategory = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_guj: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  is_featured: z.number().int(),
  business_count: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoriesQuery = z.object({
  featured: z.enum(['0', '1']).optional(),
});

/** What a business card shows (home grid, search results). */
export const ZBusinessCard = z.object({
  business_id: z.number().int(),
  business_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  slug: z.string(),
  business_logo: z.string().nullable(),
  city: z.string().nullable(),
  city_guj: z.string().nullable(),
  location: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_name_guj: z.string().nullable(),
  ratings: z.number(),
  number_of_reviews: z.number().int(),
  created_at: z.string(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCard>;

export const BUSINESS_SORTS = ['relevance', 'newest', 'name', 'rating'] as const;

export const ZBusinessListQuery = z.object({
  city_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  category_id: z
    .string()
    .regex(/^\d+(,\d+){0,49}$/, 'FIELD_INVALID')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  sort: z.enum(BUSINESS_SORTS).default('relevance'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TBusinessListQuery = z.infer<typeof ZBusinessListQuery>;

export const ZPublicSettings = z.object({
  site_name: z.string(),
  payment_provider_type: z.string().nullable(),
  support_phone: z.string().nullable(),
  support_email: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  app_download_url: z.string().nullable(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;
