/**
 * Column types shared by every module's tables (modules/<area>/tables.ts). Column names follow the spec's
 * field names. Timestamps are ISO-8601 UTC strings on both dialects (the PostgreSQL driver is told to return
 * them so). Flags are integers 0/1 on both dialects; money is integer paise.
 */
import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<string, string | undefined, string>;
export type Flag = ColumnType<number, number | undefined, number>;
export type Id = Generated<number>;
export type Text = string | null;
export type Num = number | null;

/** A simple bilingual master row (the clinic masters). */
export interface NamedMaster {
  name: string;
  name_guj: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
