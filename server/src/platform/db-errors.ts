/**
 * Which column a unique-constraint violation is about, on SQLite ("UNIQUE constraint failed: users.phone")
 * or PostgreSQL (code 23505, constraint "users_phone_key"); null for any other error.
 */
export function uniqueViolationColumn(err: unknown): string | null {
  const e = err as { code?: string; message?: string; constraint?: string };
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: \w+\.(\w+)/.exec(e.message ?? '');
    return m?.[1] ?? 'unknown';
  }
  if (e?.code === '23505') {
    const m = /^\w+?_(\w+)_(?:key|uq|ix)$/.exec(e.constraint ?? '');
    return m?.[1] ?? 'unknown';
  }
  return null;
}
