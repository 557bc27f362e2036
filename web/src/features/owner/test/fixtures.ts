import type { TBusinessEdit, TProduct } from '@gd/contracts/schemas/owner';
import type { TOptionsResponse, TService } from '@gd/contracts/schemas/directory';

/** A business as GET /api/my/businesses/:id answers it (step 1 filled, registered). */
export function businessEdit(overrides: Partial<TBusinessEdit> = {}): TBusinessEdit {
  return {
    business_id: 41,
    profile_step: 2,
    is_approve: 0,
    approval_reason: null,
    is_business_registered: 1,
    category_id: 6,
    business_name: 'Shree Umiya Textiles',
    slug: 'shree-umiya-textiles',
    year: 2022,
    type_of_firm: 1,
    annual_sales_turnover_id: 3,
    no_of_employees: 2,
    about_me: 'A family business in Surat.',
    description: null,
    operating_hours: null,
    opening_hours: null,
    phone: '9876543210',
    location_id: null,
    zipcode: null,
    location: null,
    service_areas: null,
    latitude: null,
    longitude: null,
    contact_name: null,
    contact_phone: null,
    contact_designation: null,
    contact_email: null,
    social_media_facebook: null,
    social_media_instagram: null,
    social_media_youtube: null,
    social_media_pinterest: null,
    social_media_website: null,
    website_url: null,
    business_logo: null,
    gallery: [],
    services: [],
    ...overrides,
  };
}

const option = (op_key: number, op_value: string) => ({ op_key, op_value, op_value_guj: null });

export const OPTIONS: TOptionsResponse = {
  categories: [option(6, 'Textiles & Sarees'), option(7, 'Sweets')],
  annual_sale: [option(3, '10–50 lakh')],
  employees: [option(2, '2–10')],
  designation: [option(1, 'Owner')],
  type_of_firms: [option(1, 'Proprietorship')],
};

export const SERVICES: TService[] = [
  { service_id: 1, service_name: 'Tailoring', service_name_guj: null },
  { service_id: 2, service_name: 'Alterations', service_name_guj: null },
  { service_id: 3, service_name: 'Embroidery', service_name_guj: null },
];

export function product(overrides: Partial<TProduct> = {}): TProduct {
  return {
    product_id: 9,
    business_id: 41,
    product_name: 'Patola saree',
    description: null,
    product_price: 49950,
    image_name: '/uploads/products/9.webp',
    is_active: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
