import { useState } from 'react';

/** A random UUID (v4); `crypto.randomUUID` exists only on secure pages, so plain http builds one itself. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The `Idempotency-Key` headers for sending `body`: the same key while the same form is sent again. */
  headersFor(body: unknown): { 'Idempotency-Key': string };
  /** After a success: the next submission is a new one. */
  renew(): void;
}

/**
 * Decision 79: one key per form submission. A double click or a retry of the same details sends the same key
 * (the server stores one); changed details or a success start a new one.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(idempotencyKeys);
  return keys;
}

/** The same outside React: one object keeping the current submission's key. */
export function idempotencyKeys(): IdempotencyKeys {
  let current: { key: string; body: string } | null = null;
  return {
    headersFor(body) {
      const text = JSON.stringify(body ?? null);
      if (!current || current.body !== text) current = { key: newIdempotencyKey(), body: text };
      return { 'Idempotency-Key': current.key };
    },
    renew() {
      current = null;
    },
  };
}
