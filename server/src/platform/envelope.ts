import type { TEnvelope } from '@gd/contracts/schemas/common';

/** The success envelope. `message` is shown as a toast by screens that want one. */
export function ok<T>(data: T, message = ''): TEnvelope<T> {
  return { is_error: false, message, data };
}
