import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** The tables the events module owns (community events). Only this module's repository reads or writes them. */
export interface EventsTables {
  events: EventsTable;
}

export interface EventsTable {
  event_id: Generated<number>;
  event_name: string;
  event_description: string | null;
  /** India calendar day, YYYY-MM-DD */
  event_start_date: string;
  event_end_date: string | null;
  event_location: string;
  event_organizer: string | null;
  event_image_url: string | null;
  event_status: ColumnType<'published' | 'draft' | 'cancelled', string | undefined, string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
