import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, sqliteFile } from '../src/db/connection';
import { dialect } from './helpers';

/**
 * Decision 81: with `checkpointInWorker` the app's SQLite connection never checkpoints on commit; a thread of its
 * own copies the WAL into the database file, and the last copy is made on close.
 */
describe.runIf(dialect === 'sqlite')('SQLite checkpoint thread', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-ckpt-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const fileSize = () => fs.statSync(sqliteFile(dataDir)).size;
  const walSize = () => {
    const wal = `${sqliteFile(dataDir)}-wal`;
    return fs.existsSync(wal) ? fs.statSync(wal).size : 0;
  };

  it('copies committed pages into the database file from its thread, not on commit', async () => {
    const database = connect({ dataDir, checkpointInWorker: true });
    const db = database.db;
    await sql`create table filler (id integer primary key, body text)`.execute(db);
    const before = fileSize();
    // ~4 MB in many commits: past SQLite's own threshold (1,000 pages), which would have checkpointed on commit.
    for (let i = 0; i < 200; i++) {
      await sql`insert into filler (body) values (${'x'.repeat(20_000)})`.execute(db);
    }
    expect(fileSize()).toBe(before);
    expect(walSize()).toBeGreaterThan(4_000_000);
    const start = Date.now();
    while (fileSize() < before + 4_000_000 && Date.now() - start < 5_000) await new Promise((r) => setTimeout(r, 50));
    expect(fileSize()).toBeGreaterThan(before + 4_000_000);
    await database.close();
    // Reopened without the thread: everything is there.
    const again = connect({ dataDir });
    const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
    expect(Number(rows[0]!.n)).toBe(200);
    await again.close();
  });
});
