import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Decision 18: the 10,000 most common passwords (Mark Burnett's list, shipped by the `common-password`
 * package) are refused, compared case-insensitively. Loaded once, on first use.
 */
let common: Set<string> | undefined;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('common-password/package.json'));
  const text = fs.readFileSync(path.join(dir, 'lib', '10k most common.txt'), 'utf8');
  return new Set(
    text
      .split(/\r?\n/)
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  common ??= load();
  return common.size;
}
