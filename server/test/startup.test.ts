import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialect } from './helpers';

/** Starts the real server entry and answers how it ended, without keeping it running. */
function start(env: Record<string, string>) {
  // The local tsx binary, not npx: each start stays a second or two even on a busy machine.
  const r = spawnSync(path.resolve(__dirname, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = r.stderr.split('\n').filter((l) => l.trim() && !/npm warn/i.test(l));
  return { status: r.status, lines };
}

// Startup checks do not depend on the test database: run them once, in the SQLite project.
describe.runIf(dialect === 'sqlite')('startup with a wrong setting', { timeout: 90_000 }, () => {
  it('exits with one line naming DATA_DIR when it cannot be written', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gd-ro-')), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { status, lines } = start({ DATA_DIR: path.join(file, 'data') });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Startup failed — DATA_DIR: .* cannot be created or is not writable$/);
  });

  it('exits with one line naming DATABASE_URL when the database cannot be reached', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-db-'));
    const { status, lines } = start({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
      JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
    });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Startup failed — DATABASE_URL: /);
  });

  it('exits with one line naming a malformed setting', () => {
    const { status, lines } = start({ DATA_DIR: os.tmpdir(), PORT: 'eighty' });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Startup failed — PORT: /)]);
    const url = start({ DATA_DIR: os.tmpdir(), DATABASE_URL: 'mysql://x' });
    expect(url.lines).toEqual([expect.stringMatching(/^Startup failed — DATABASE_URL: must start with postgres/)]);
  });
});
