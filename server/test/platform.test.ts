import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PHONE_PATTERN } from '@gd/contracts/patterns';
import { buildApp, JSON_BODY_LIMIT } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestContext, freshDatabase, json, type TestContext } from './helpers';

describe('platform: envelope, errors, security headers, docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers /api/health 200 (liveness: no dependency is asked)', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ is_error: false, message: '', data: { status: 'ok' } });
  });

  it('answers /api/ready apart from /api/health: database up, Redis not configured', async () => {
    const res = await ctx.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ status: 'ok', database: 'up', redis: 'not_configured' });
  });

  it('answers /api/ready 503 when REDIS_URL points at nothing, 200 with a live Redis', async () => {
    const dead = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    const down = await dead.app.inject('/api/ready');
    expect(down.statusCode).toBe(503);
    expect(json(down).data).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect((await dead.app.inject('/api/health')).statusCode).toBe(200);
    await dead.close();
    const live = await createTestContext({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0' });
    const up = await live.app.inject('/api/ready');
    expect(json(up).data).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    await live.close();
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await ctx.app.inject('/api/no-such-thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'NOT_FOUND' });
  });

  it('answers a query parameter of the wrong type with 400 naming the field, never a zod dump', async () => {
    const res = await ctx.app.inject('/api/businesses?limit=abc&category_id=1,x');
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body).toMatchObject({ is_error: true, message_key: 'VALIDATION' });
    expect(body.errors).toEqual({ limit: 'FIELD_INVALID', category_id: 'FIELD_INVALID' });
    expect(body.message).not.toMatch(/expected|invalid_type|\[/);
  });

  it('sends security headers with a CSP that allows only the app itself', async () => {
    const res = await ctx.app.inject('/api/cities');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the route schemas, and Swagger UI', async () => {
    const res = await ctx.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/businesses'].get.parameters.map((p: { name: string }) => p.name)).toContain('city_id');
    expect(doc.paths['/api/health']).toBeDefined();
    const ui = await ctx.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('platform: request bodies', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let drop: () => Promise<void>;
  let writes = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-body-'));
    const fresh = await freshDatabase(dataDir);
    drop = async () => {
      await fresh.database.close();
      await fresh.drop();
    };
    const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false', WEB_DIST: path.join(dataDir, 'none') });
    app = await buildApp({ config, database: fresh.database, logger: false });
    // A route shaped like every write endpoint: a zod body with spec message keys.
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test-echo',
      {
        schema: {
          body: z.object({ name: z.string().min(1), phone: z.string().regex(PHONE_PATTERN, 'PHONE_INVALID') }),
        },
      },
      async (req) => {
        writes++;
        return { is_error: false, message: '', data: req.body };
      },
    );
    app.get('/api/test-crash', async () => {
      throw new Error('secret stack detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/test-echo', payload, headers });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Asha', phone: '9876543210' }));
    expect(res.statusCode).toBe(200);
    expect(writes).toBe(1);
  });

  it('answers malformed JSON with 400 INVALID_JSON and runs nothing', async () => {
    const res = await post('{"name": "Asha",');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'INVALID_JSON' });
    expect(writes).toBe(1);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await post('name=Asha', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(writes).toBe(1);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT + 10), phone: '9876543210' }));
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'PAYLOAD_TOO_LARGE' });
    expect(writes).toBe(1);
  });

  it('names each invalid field with its message key', async () => {
    const res = await post(JSON.stringify({ phone: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ name: 'FIELD_REQUIRED', phone: 'PHONE_INVALID' });
    expect(writes).toBe(1);
  });

  it('hides the details of a 500 and gives the request id', async () => {
    const res = await app.inject({ url: '/api/test-crash', headers: { 'x-request-id': 'req-abc-123' } });
    expect(res.statusCode).toBe(500);
    const body = json(res);
    expect(body).toMatchObject({
      is_error: true,
      message: 'Server error (500). Please try again later.',
      request_id: 'req-abc-123',
    });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.body).not.toContain('secret stack detail');
  });

  it("returns an x-request-id header on every answer: the caller's if well-formed, else a fresh one", async () => {
    const mine = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'probe-1' } });
    expect(mine.headers['x-request-id']).toBe('probe-1');
    const bad = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'has spaces <script>' } });
    expect(String(bad.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const crash = await app.inject({ url: '/api/test-crash' });
    expect(json(crash).request_id).toBe(crash.headers['x-request-id']);
  });
});

describe('platform: rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it('answers 429 with a clear envelope past the limit, and leaves health exempt', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await ctx.app.inject('/api/cities')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await ctx.app.inject('/api/cities');
    expect(json(res)).toMatchObject({ is_error: true, message_key: 'RATE_LIMITED' });
    for (let i = 0; i < 5; i++) expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('platform: health when the database is gone', () => {
  it('answers /api/health 200 and /api/ready 503 (observability.test.ts checks ready in full)', async () => {
    const ctx = await createTestContext();
    await ctx.database.close();
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    const res = await ctx.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(json(res).data).toMatchObject({ status: 'degraded', database: 'down' });
    await ctx.close();
  });
});

describe('platform: the built SPA', () => {
  let ctx: TestContext;
  const index = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const js = 'console.log("app");'.repeat(200);

  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-web-'));
    fs.mkdirSync(path.join(web, 'assets', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), index);
    fs.writeFileSync(path.join(web, 'assets', 'app-Ab3dE6gH.js'), js);
    fs.writeFileSync(path.join(web, 'assets', 'app-Ab3dE6gH.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(web, 'assets', 'app-Ab3dE6gH.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(web, 'assets', 'i18n', 'en.json'), '{"a":"b"}');
    ctx = await createTestContext({ WEB_DIST: web, LOG_LEVEL: 'error' });
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'logos', 'l.webp'), 'RIFF');
  });
  afterAll(() => ctx.close());

  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/my-business/3', '/no-such-page']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets precompressed with immutable caching', async () => {
    const br = await ctx.app.inject({ url: '/assets/app-Ab3dE6gH.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await ctx.app.inject({ url: '/assets/app-Ab3dE6gH.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed assets such as the translation files', async () => {
    const res = await ctx.app.inject('/assets/i18n/en.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves uploads with nosniff and answers a missing file or API path with 404', async () => {
    const up = await ctx.app.inject('/uploads/logos/l.webp');
    expect(up.statusCode).toBe(200);
    expect(up.headers['content-type']).toBe('image/webp');
    expect(up.headers['x-content-type-options']).toBe('nosniff');
    expect((await ctx.app.inject('/uploads/logos/none.webp')).statusCode).toBe(404);
    expect((await ctx.app.inject('/assets/missing-file.js')).statusCode).toBe(404);
    const api = await ctx.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(json(api).is_error).toBe(true);
  });
});
