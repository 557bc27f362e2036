import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { AppError } from '../src/platform/errors';
import { createTestContext, dialect, json, type TestContext } from './helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('observability: /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  const scrape = () => ctx.app.inject({ url: '/metrics', headers: bearer(TOKEN) });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    const none = await ctx.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(json(none)).toMatchObject({ is_error: true, message_key: 'UNAUTHORIZED' });
    const wrong = await ctx.app.inject({ url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
    const basic = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("labels a route's latency with its pattern, method and status class, never the raw URL", async () => {
    expect((await ctx.app.inject('/api/businesses/987654')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/cities')).statusCode).toBe(200);
    expect((await ctx.app.inject('/api/no-such-route/123456')).statusCode).toBe(404);
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const count = (route: string, status: string) =>
      new RegExp(
        `^http_request_duration_seconds_count\\{method="GET",route="${route}",status_class="${status}"\\} (\\d+)$`,
        'm',
      ).exec(text)?.[1];
    expect(count('/api/businesses/:id', '4xx')).toBe('1');
    expect(count('/api/cities', '2xx')).toBe('1');
    expect(count('\\(no route\\)', '4xx')).toBe('1');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/cities"/m);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('123456');
  });

  it('leaves its own scrapes out of the histogram', async () => {
    await scrape();
    const text = (await scrape()).body;
    expect(text).not.toContain('route="/metrics"');
  });

  it.runIf(dialect === 'postgres')('counts the pool: open, idle and queries waiting for a connection', async () => {
    const gauge = (text: string, name: string) =>
      Number(new RegExp(`^${name}\\{dialect="postgres"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: Promise<void>[] = [];
    const held = Array.from({ length: 4 }, () => {
      let began!: () => void;
      started.push(new Promise<void>((resolve) => (began = resolve)));
      return ctx.db.connection().execute(async () => {
        began();
        await gate;
      });
    });
    await Promise.all(started); // the tests' pool (poolMax 4, helpers.ts) is all checked out
    const queued = ctx.db.selectFrom('cities').select('city_id').limit(1).execute();
    let text = '';
    for (let i = 0; i < 50 && gauge(text, 'db_pool_waiting_requests') !== 1; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      text = (await scrape()).body;
    }
    expect(gauge(text, 'db_pool_waiting_requests')).toBe(1);
    expect(gauge(text, 'db_pool_open_connections')).toBe(4);
    expect(gauge(text, 'db_pool_idle_connections')).toBe(0);
    release();
    await Promise.all([...held, queued]);
    text = (await scrape()).body;
    expect(gauge(text, 'db_pool_waiting_requests')).toBe(0);
    expect(gauge(text, 'db_pool_idle_connections')).toBe(4);
  });

  it('reports the event loop, the database pool and the process', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    const max = dialect === 'postgres' ? 4 : 1; // the tests' pool size (helpers.ts); SQLite's one connection
    expect(text).toMatch(new RegExp(`^db_pool_max_connections\\{dialect="${dialect}"\\} ${max}$`, 'm'));
    for (const name of ['db_pool_open_connections', 'db_pool_idle_connections', 'db_pool_waiting_requests']) {
      expect(text).toMatch(new RegExp(`^${name}\\{dialect="${dialect}"\\} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });
});

describe('observability: /metrics with the built app', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-web-'));
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    for (const name of ['app-Ab3dE6gH.js', 'vendor-Zx9yW8vU.js']) fs.writeFileSync(path.join(web, 'assets', name), '1');
    ctx = await createTestContext({ WEB_DIST: web, METRICS_TOKEN: TOKEN });
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'logos', 'l-31337.webp'), 'RIFF');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it("counts the app's files as one (static) route, client pages as (page) and uploads by their pattern", async () => {
    for (const url of [
      '/assets/app-Ab3dE6gH.js',
      '/assets/vendor-Zx9yW8vU.js',
      '/my-business/424242',
      '/no-such-page',
    ]) {
      expect((await ctx.app.inject(url)).statusCode).toBe(200);
    }
    expect((await ctx.app.inject('/uploads/logos/l-31337.webp')).statusCode).toBe(200);
    const text = (await ctx.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
    const count = (route: string) =>
      new RegExp(
        `^http_request_duration_seconds_count\\{method="GET",route="${route}",status_class="2xx"\\} (\\d+)$`,
        'm',
      ).exec(text)?.[1];
    expect(count('\\(static\\)')).toBe('2');
    expect(count('\\(page\\)')).toBe('2');
    expect(count('/uploads/\\*')).toBe('1');
    for (const raw of ['Ab3dE6gH', '424242', 'no-such-page', '31337']) expect(text).not.toContain(raw);
  });
});

describe('observability: /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is not served at all (404), whatever the caller sends', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ is_error: true, message_key: 'NOT_FOUND' });
      expect(res.body).not.toContain('process_cpu');
    }
  });
});

describe('observability: the METRICS_TOKEN setting', () => {
  it('stops start-up on a token shorter than 16 characters, naming the setting; empty means no /metrics', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-data-'));
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN: /);
    expect(loadConfig({ ...env, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('observability: /api/health and /api/ready', () => {
  it('health answers 200 with no dependency; ready 200 with the database up', async () => {
    const ctx = await createTestContext();
    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ is_error: false, message: '', data: { status: 'ok' } });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).data).toEqual({ status: 'ok', database: 'up', redis: 'not_configured' });
    await ctx.close();
  });

  it('ready answers 503 naming the database when it is closed; health stays 200', async () => {
    const ctx = await createTestContext();
    await ctx.database.close();
    const ready = await ctx.app.inject({ url: '/api/ready', headers: { 'x-request-id': 'ready-probe-1' } });
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toMatchObject({
      is_error: false,
      data: { status: 'degraded', database: 'down', redis: 'not_configured' },
      request_id: 'ready-probe-1',
    });
    expect(ready.headers['x-request-id']).toBe('ready-probe-1');
    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(json(health).data).toEqual({ status: 'ok' });
    await ctx.close();
  });

  it('ready answers 503 naming Redis when REDIS_URL points at a closed port; health stays 200', async () => {
    const ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(json(ready).data).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    expect(json(ready).request_id).toBe(ready.headers['x-request-id']);
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    await ctx.close();
  });
});

describe('observability: the request id of a 5xx', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test-unavailable', async () => {
            throw new AppError(503, 'MAIL_UNAVAILABLE', 'Mail cannot be sent just now. Please try again later.');
          });
          app.get('/api/test-crash', async () => {
            throw new Error('secret detail');
          });
        },
      },
    );
  });
  afterAll(() => ctx.close());

  it("names the request id in the header and the envelope of a service's own 5xx", async () => {
    const mine = await ctx.app.inject({ url: '/api/test-unavailable', headers: { 'x-request-id': 'probe-503' } });
    expect(mine.statusCode).toBe(503);
    expect(mine.headers['x-request-id']).toBe('probe-503');
    expect(json(mine)).toMatchObject({ is_error: true, message_key: 'MAIL_UNAVAILABLE', request_id: 'probe-503' });
    const fresh = await ctx.app.inject('/api/test-unavailable');
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(json(fresh).request_id).toBe(fresh.headers['x-request-id']);
  });

  it('names it for an unexpected error too, and a 4xx carries only the header', async () => {
    const crash = await ctx.app.inject('/api/test-crash');
    expect(crash.statusCode).toBe(500);
    expect(json(crash).request_id).toBe(crash.headers['x-request-id']);
    expect(crash.body).not.toContain('secret detail');
    const missing = await ctx.app.inject('/api/businesses/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBeTruthy();
    expect(json(missing).request_id).toBeUndefined();
  });
});
