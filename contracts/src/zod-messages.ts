import { z } from 'zod';
import { GENERIC_KEYS } from './schemas/common';

/**
 * A zod error map that turns every issue without a message of its own into a message key
 * (`FIELD_REQUIRED`, `FIELD_INVALID`, …). Schemas that name a spec key (e.g. 'PHONE_INVALID') keep it.
 * Server and web both install it once at startup, so a field's error is the same key on both sides.
 */
export function messageKeyFor(issue: { code?: string; input?: unknown; minimum?: unknown; origin?: string }): string {
  if (issue.input === undefined || issue.input === null) return GENERIC_KEYS.required;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return GENERIC_KEYS.required;
  return (GENERIC_KEYS as Record<string, string>)[issue.code ?? 'default'] ?? GENERIC_KEYS.default;
}

export function installZodMessageKeys(): void {
  z.config({ customError: (issue) => messageKeyFor(issue as Parameters<typeof messageKeyFor>[0]) });
}
