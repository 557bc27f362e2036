import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** The tables the inquiries module owns (inquiries visitors send to businesses). Only this module's repository reads or writes them. */
export interface InquiriesTables {
  inquiries: InquiriesTable;
}

export interface InquiriesTable {
  id: Generated<number>;
  business_id: number;
  user_id: number | null;
  name: string;
  email: string | null;
  mobile: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  /** decision 69: when the owner last replied by mail (migration 0030) */
  replied_at: string | null;
}
