import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys of form submissions (decision 79)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one key while the same details are sent again, and starts a new one for new details or after success', () => {
    const keys = idempotencyKeys();
    const first = keys.headersFor({ message: 'hello' })['Idempotency-Key'];
    expect(first).toMatch(UUID);
    expect(keys.headersFor({ message: 'hello' })['Idempotency-Key']).toBe(first); // a double click
    const changed = keys.headersFor({ message: 'hello there' })['Idempotency-Key'];
    expect(changed).not.toBe(first);
    keys.renew(); // the submission succeeded
    expect(keys.headersFor({ message: 'hello there' })['Idempotency-Key']).not.toBe(changed);
  });

  it('makes a version-4 UUID where crypto.randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array<ArrayBuffer>) => real.getRandomValues(b) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
