import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the directory module owns (the business record (profile, gallery, chosen services) and its view counts). Only this module's repository reads or writes them. */
export interface DirectoryTables {
  businesses: BusinessesTable;
  business_gallery: BusinessGalleryTable;
  business_services: BusinessServicesTable;
  business_views: BusinessViewsTable;
  business_view_days: BusinessViewDaysTable;
  business_hours: BusinessHoursTable;
  business_holidays: BusinessHolidaysTable;
  business_review_events: BusinessReviewEventsTable;
  business_profiles: BusinessProfilesTable;
}

/**
 * 0035 (decision 81): the public profile's answer kept ready, in pieces around what is worked out per request;
 * the text is null while stale (a change raised `version`).
 */
export interface BusinessProfilesTable {
  business_id: number;
  version: ColumnType<number, number | undefined, number>;
  /** the answer's JSON text up to the view count */
  head: string | null;
  /** from after the view count to just before the plan badge */
  middle: string | null;
  /** the opening hours as JSON (open now is worked out from them per request); null without */
  hours: string | null;
  plan_name: string | null;
  /** the India day `plan_name` is the plan badge of */
  plan_date: string | null;
}

/** 0031 (decision 70): a step of a business's review — approved, rejected (with the reason), resubmitted. */
export interface BusinessReviewEventsTable {
  event_id: Generated<number>;
  business_id: number;
  action: 'approved' | 'rejected' | 'resubmitted';
  reason: string | null;
  /** the admin who decided, or the owner who resubmitted; null for decisions made before 0031 */
  actor_user_id: number | null;
  created_at: Timestamp;
}

/** 0021: a shift (decision 62): ISO weekday, opening and closing minutes after that day's midnight (past midnight > 1,440). */
export interface BusinessHoursTable {
  business_id: number;
  day: number;
  opens: number;
  closes: number;
}

/** 0021: an India calendar day (YYYY-MM-DD) the business is closed. */
export interface BusinessHolidaysTable {
  business_id: number;
  day: string;
}

export interface BusinessesTable {
  business_id: Generated<number>;
  owner_user_id: number;
  business_name: string | null;
  /** 0020: the name's search key (decision 54) */
  name_key: ColumnType<string, string | undefined, string>;
  /** 0020: name, owner and product words' keys between spaces (decision 54) */
  search_key: ColumnType<string, string | undefined, string>;
  slug: ColumnType<string, string | undefined, string>;
  business_logo: string | null;
  description: string | null;
  owner_name: string | null;
  location: string | null;
  location_id: number | null;
  zipcode: string | null;
  service_areas: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
  operating_hours: string | null;
  /** 0022: the map pin (decision 63), degrees; null until set */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0021: 1 once the free text has been read into shifts, or the owner saved shifts (decision 62) */
  hours_checked: ColumnType<number, number | undefined, number>;
  registration_date: string | null;
  ratings: ColumnType<number, number | undefined, number>;
  number_of_reviews: ColumnType<number, number | undefined, number>;
  about_me: string | null;
  year: number | null;
  category_id: number | null;
  sub_category: string | null;
  type_of_firm: number | null;
  annual_sales_turnover_id: number | null;
  no_of_employees: number | null;
  is_business_registered: Flag;
  profile_step: ColumnType<number, number | undefined, number>;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_designation: number | null;
  social_media_facebook: string | null;
  social_media_instagram: string | null;
  social_media_youtube: string | null;
  social_media_pinterest: string | null;
  social_media_website: string | null;
  total_view: ColumnType<number, number | undefined, number>;
  total_inquiry: ColumnType<number, number | undefined, number>;
  is_approve: Flag;
  approval_reason: string | null;
  approved_at: string | null;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface BusinessGalleryTable {
  photo_id: Generated<number>;
  business_id: number;
  photo_url: string;
  thumb_url: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  /** 0032: the owner's caption (decision 72) */
  caption: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
export interface BusinessServicesTable {
  business_id: number;
  service_id: number;
}
export interface BusinessViewsTable {
  business_id: number;
  viewer_key: string;
  view_date: string;
}
/** A business's India day: its profile views and (0032, decision 71) what visitors did on the profile. */
export interface BusinessViewDaysTable {
  business_id: number;
  view_date: string;
  views: ColumnType<number, number | undefined, number>;
  contact_views: ColumnType<number, number | undefined, number>;
  calls: ColumnType<number, number | undefined, number>;
  whatsapps: ColumnType<number, number | undefined, number>;
  directions: ColumnType<number, number | undefined, number>;
  website_clicks: ColumnType<number, number | undefined, number>;
  inquiries: ColumnType<number, number | undefined, number>;
}

export type Business = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessUpdate = Updateable<BusinessesTable>;

/** Tables outside the typed interface, reached with raw SQL only: SQLite's full-text index of names (0001). */
export const RAW_TABLES = ['businesses_fts'] as const;
