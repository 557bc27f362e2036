/**
 * Runs once per test project: builds a migrated template database that every test file copies.
 * SQLite: a template file. PostgreSQL: a template database (CREATE DATABASE … TEMPLATE), dropped afterwards
 * together with every per-file database of this run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  if (project.config.env?.TEST_DB === 'postgres') {
    const templateDb = `gd_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(
        `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${(err as Error).message}). ` +
          'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      );
    }
    await admin.query(`create database ${templateDb}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${templateDb}`;
    const database = connect({ databaseUrl: url.toString(), dataDir: os.tmpdir(), poolMax: 1 });
    await migrateToLatest(database.db);
    await database.close();
    project.provide('pgTemplate', templateDb);
    project.provide('pgRunId', runId);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`gd_t_${runId}_%`, templateDb],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-test-'));
  const database = connect({ dataDir: dir });
  await migrateToLatest(database.db);
  await database.close();
  // Fold the WAL into the main file so a plain copy is complete.
  const { openSqlite } = await import('../src/db/connection');
  const sqlite = openSqlite(path.join(dir, 'app.sqlite'));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.pragma('journal_mode = DELETE');
  sqlite.close();
  project.provide('sqliteTemplate', path.join(dir, 'app.sqlite'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    pgTemplate: string;
    pgRunId: string;
  }
}
