import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the contacts module owns (messages sent through the contact form). Only this module's repository reads or writes them. */
export interface ContactsTables {
  contact_messages: ContactMessagesTable;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  mobile: string;
  subject: string;
  message: string;
  user_id: number | null;
  is_read: Flag;
  created_at: Timestamp;
}
