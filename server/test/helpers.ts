import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type Database } from '../src/db/connection';
import type { Clock } from '../src/platform/clock';
import { PG_ADMIN_URL } from './global-setup';

/** The local tsx binary, for tests that run a CLI (npx adds seconds to every start on a busy machine). */
export const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');

export const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

let fileCounter = 0;

/**
 * An empty PostgreSQL database of its own (no template: the seed tests migrate and seed it themselves, or run the
 * seed command on it), and how to drop it.
 */
export async function emptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${++fileCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A fresh database copied from the migrated template, for one test file. */
export async function freshDatabase(
  dataDir: string,
): Promise<{ database: Database; databaseUrl?: string; drop(): Promise<void> }> {
  if (dialect === 'postgres') {
    const name = `gd_t_${inject('pgRunId')}_${process.pid}_${++fileCounter}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
        break;
      } catch (err) {
        // Two files copying the template at the same moment: wait and retry.
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = connect({ databaseUrl: url.toString(), dataDir, poolMax: 4 });
    return {
      database,
      databaseUrl: url.toString(),
      async drop() {
        const a = new pg.Client({ connectionString: PG_ADMIN_URL });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'app.sqlite'));
  return { database: connect({ dataDir }), drop: async () => {} };
}

/** Builds the app on a fresh database and a temporary DATA_DIR. Call in beforeAll; close in afterAll. */
export interface TestOptions {
  /** A clock the test moves (OTP and token expiry). */
  clock?: Clock;
  /** Registers extra routes (e.g. a guarded probe) before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** A clock that stands still until the test moves it. */
export function fakeClock(start = new Date('2026-11-01T06:30:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function createTestContext(
  env: Record<string, string> = {},
  opts: TestOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-data-'));
  const fresh = await freshDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    database: fresh.database,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: fresh.database,
    db: fresh.database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parses an inject() response's JSON body. */
export function json<T = any>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
