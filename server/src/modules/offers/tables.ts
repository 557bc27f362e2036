import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** The tables the offers module owns (offers published by admins and owners). Only this module's repository reads or writes them. */
export interface OffersTables {
  offers: OffersTable;
}

export interface OffersTable {
  offer_id: Generated<number>;
  /** null for offers the admin publishes for the whole site */
  business_id: number | null;
  offer_name: string;
  offer_description_short: string;
  /** HTML cleaned by sanitize-html */
  offer_description: string | null;
  offer_start_date: string;
  offer_end_date: string;
  offer_image_url: string | null;
  /** percent */
  offer_discount: number | null;
  offer_code: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
