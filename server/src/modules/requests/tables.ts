import type { Timestamp } from '../../db/columns';

/** The tables the requests module owns (decision 79). Only this module's repository reads or writes them. */
export interface RequestsTables {
  idempotency_keys: IdempotencyKeysTable;
}

export interface IdempotencyKeysTable {
  /** What was asked for: 'inquiry', 'contact', 'business'. */
  scope: string;
  /** Who asked: `user:<id>`, or `ip:<address>` for a guest. */
  caller: string;
  /** The client's Idempotency-Key header. */
  idem_key: string;
  /** SHA-256 of the validated request (its path parameters and body). */
  request_hash: string;
  /** The answer's data as JSON, written in the same transaction as the write it answers. */
  response: string | null;
  created_at: Timestamp;
}
