import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/**
 * The tables the notifications module owns (decision 69): an account's notifications (the bell), the kinds it
 * switched off. Only this module's repository reads or
 * writes them.
 */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
}

export interface NotificationsTable {
  notification_id: Generated<number>;
  user_id: number;
  /** one of NOTIFICATION_KINDS */
  kind: string;
  business_id: number | null;
  /** JSON: what fills the text in (ZNotificationParams) */
  params: ColumnType<string, string | undefined, string>;
  /** the app's page it is about */
  link: string | null;
  read_at: string | null;
  created_at: Timestamp;
  /** a notice sent once for ever (e.g. `plan_expiring:<subscription id>`); unique, so two senders cannot both write it */
  claim_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A row only for a switch an owner changed; a kind without a row is on. */
export interface NotificationSettingsTable {
  user_id: number;
  /** one of NOTIFICATION_SETTINGS */
  kind: string;
  enabled: number;
}
