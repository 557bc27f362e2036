import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the reviews module owns (reviews of businesses and the owners' replies). Only this module's repository reads or writes them. */
export interface ReviewsTables {
  business_reviews: BusinessReviewsTable;
}

export interface BusinessReviewsTable {
  review_id: Generated<number>;
  business_id: number;
  user_id: number;
  rating: number;
  review_text: ColumnType<string, string | undefined, string>;
  owner_reply: string | null;
  owner_reply_at: string | null;
  is_hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Tables the generic record API may reach (its registry): admins read every review there and hide one. */
export const RECORD_API_TABLES = ['business_reviews'] as const;
