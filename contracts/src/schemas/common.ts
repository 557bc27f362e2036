import { z } from 'zod';

/**
 * The response envelope of every API answer (ARCHITECTURE.md, API conventions).
 * Validation failures add `errors: { field: MESSAGE_KEY }`.
 */
export const ZErrorEnvelope = z.object({
  is_error: z.literal(true),
  message: z.string(),
  message_key: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ is_error: z.literal(false), message: z.string(), data });
}

export function listOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}

export type TEnvelope<T> = { is_error: false; message: string; data: T };
export type TList<T> = { rows: T[]; count: number };

/** `limit`/`offset` paging for lists (spec §9 business list fetch limit 100). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZIdParam = z.object({ id: z.coerce.number().int().positive() });

/** A label in both languages for data the admin names (categories, cities, options). */
export const ZOption = z.object({
  op_key: z.number().int(),
  op_value: z.string(),
  op_value_guj: z.string().nullable(),
});
export type TOption = z.infer<typeof ZOption>;

/** Generic message keys for zod issues that carry no message key of their own. */
export const GENERIC_KEYS = {
  required: 'FIELD_REQUIRED',
  invalid_type: 'FIELD_INVALID',
  too_small: 'FIELD_TOO_SHORT',
  too_big: 'FIELD_TOO_LONG',
  invalid_format: 'FIELD_INVALID',
  invalid_value: 'FIELD_INVALID',
  unrecognized_keys: 'FIELD_UNKNOWN',
  default: 'FIELD_INVALID',
} as const;

/**
 * Decision 79: the `Idempotency-Key` header of a form's submission (inquiries, contact messages, new businesses):
 * a UUID the browser makes per submission; any 8–100 letters, digits, `_` or `-` are taken.
 */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'IDEMPOTENCY_KEY_INVALID');
