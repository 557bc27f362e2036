import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the users module owns (accounts and their sessions). Only this module's repository reads or writes them. */
export interface UsersTables {
  users: UsersTable;
  sessions: SessionsTable;
}

export interface UsersTable {
  user_id: Generated<number>;
  name: string;
  phone: string | null;
  email: string | null;
  password_hash: string;
  user_type: ColumnType<string, string | undefined, string>;
  has_login_access: Flag;
  is_profile_approve: Flag;
  language: ColumnType<string, string | undefined, string>;
  token_version: ColumnType<number, number | undefined, number>;
  photo: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface SessionsTable {
  session_id: string;
  user_id: number;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** Tables the generic record API may reach: only to check that a staff row's user exists. */
export const RECORD_API_TABLES = ['users'] as const;
