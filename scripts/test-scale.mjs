#!/usr/bin/env node
// npm run test:scale — the scale-out path proven for real (ADR 0008): two app processes behind HAProxy, on one
// PostgreSQL database and one Redis database that this script creates, with uploads in a local S3-compatible
// bucket (s3rver) it starts. Each check is counted like a test; the closing line is `tests: N passed, N failed`.
// Everything made is dropped at the end (database, Redis database's keys, bucket folder, data folders).
//
// Needs: the build (built when stale), PostgreSQL at TEST_PG_URL (or postgres://postgres@127.0.0.1:5432/test),
// Redis at TEST_REDIS_URL (or redis://127.0.0.1:6379/0; a free database number on that server is used), and
// Debian's haproxy. SCALE_REPORT=file writes the totals and the measured figures as JSON (npm test reads it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { copyWebDist, ensureBuilt, getFreePort, makeTempDir, removeDir, startServer } from './lib/app-server.mjs';
import { startLocalS3 } from './lib/local-s3.mjs';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
const DEMO = {
  admin: { email: 'admin@gujaratdirectory.in', password: 'DemoAdmin#2026' },
  user: { phone: '9123456780', password: 'DemoUser#2026' },
};

const METRICS_TOKEN = randomBytes(24).toString('base64url');
const log = (message) => console.error(`[scale] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const totals = { passed: 0, failed: 0, skipped: 0 };
const figures = {};
/** The checks that failed, with their first line, for npm test's closing list. */
const failures = [];

async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    totals.passed++;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (err) {
    totals.failed++;
    failures.push(`${name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    console.log(`  ✖ ${name}\n    ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
}

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

async function call(base, method, url, { token, body, form, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
    redirect: 'follow',
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // HTML or XML
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** Polls `probe` until it answers true; answers how long that took, or throws after `ms`. */
async function within(ms, what, probe) {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

/** A Redis database number on the server that holds no keys, claimed for this run. */
async function claimRedisDatabase() {
  const url = new URL(REDIS_URL);
  for (let n = 15; n >= 1; n--) {
    url.pathname = `/${n}`;
    const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const claimed = (await redis.dbsize()) === 0 && (await redis.set('gd-scale:claim', String(process.pid), 'NX'));
    await redis.quit();
    if (claimed) return url.toString();
  }
  throw new Error(`no empty Redis database on ${REDIS_URL}`);
}

function startHaproxy(dir, port, backends) {
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      // A request that found a dead process (refused, or cut before any answer) goes to the live one.
      '  option http-buffer-request',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  default-server inter 250ms fall 2 rise 2',
      ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function main() {
  if (!HAPROXY) throw new Error('haproxy is not installed (apt-get install haproxy)');
  await ensureBuilt({ log });
  const made = { dirs: [], servers: [], haproxy: null, s3: null, database: null, redisUrl: null };
  const adminPg = new pg.Client({ connectionString: PG_URL });
  await adminPg.connect();
  try {
    const dbName = `gd_scale_${Date.now().toString(36)}_${process.pid}`;
    await adminPg.query(`create database ${dbName}`);
    made.database = dbName;
    const databaseUrl = Object.assign(new URL(PG_URL), { pathname: `/${dbName}` }).toString();
    made.redisUrl = await claimRedisDatabase();
    made.s3 = await startLocalS3();
    const webDist = await copyWebDist(path.join(await makeTempDir('gd-scale-web-'), 'dist'));
    made.dirs.push(path.dirname(webDist));
    const lbPort = await getFreePort();
    const lb = `http://127.0.0.1:${lbPort}`;
    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: made.redisUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ...made.s3.env,
      TRUST_PROXY: '1',
      PUBLIC_URL: lb,
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_MAX: '100000',
      WEB_DIST: webDist,
      METRICS_TOKEN,
    };
    const dataA = await makeTempDir('gd-scale-a-');
    const dataB = await makeTempDir('gd-scale-b-');
    made.dirs.push(dataA, dataB);
    log('starting process A (migrates, seeds the demo, puts its images in the bucket)');
    const a = await startServer({ dataDir: dataA, env: { ...common, SEED_DEMO: 'true' }, timeoutMs: 240_000 });
    made.servers.push(a);
    log('starting process B');
    const b = await startServer({ dataDir: dataB, env: { ...common, SEED_DEMO: 'false' }, timeoutMs: 120_000 });
    made.servers.push(b);
    const haproxyDir = await makeTempDir('gd-scale-lb-');
    made.dirs.push(haproxyDir);
    made.haproxy = startHaproxy(haproxyDir, lbPort, [
      { name: 'a', port: a.port },
      { name: 'b', port: b.port },
    ]);
    await within(15_000, 'the balancer answers', async () => {
      try {
        return (await call(lb, 'GET', '/api/health')).status === 200;
      } catch {
        return false;
      }
    }).catch((err) => {
      throw new Error(`${err.message}\n${made.haproxy.output()}`);
    });

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await runChecks({ a: a.url, b: b.url, lb, dataA, db, killB: () => process.kill(b.pid, 'SIGKILL'), bServer: b });
    } finally {
      await db.end();
    }
  } finally {
    made.haproxy?.child.kill('SIGTERM');
    for (const server of made.servers) await server.stop().catch(() => {});
    await made.s3?.stop().catch(() => {});
    if (made.redisUrl) {
      const redis = new Redis(made.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis
        .connect()
        .then(() => redis.flushdb())
        .catch(() => {});
      redis.disconnect();
    }
    if (made.database) await adminPg.query(`drop database if exists ${made.database} with (force)`).catch(() => {});
    await adminPg.end();
    for (const dir of made.dirs) await removeDir(dir);
  }
}

async function login(base, { phone, password }) {
  const res = await call(base, 'POST', '/api/auth/login', { body: { phone, password } });
  assert(res.status === 200, `login: ${res.status} ${res.text}`);
  return res.json.data.token;
}

async function adminToken(base) {
  const res = await call(base, 'POST', '/api/auth/admin/login', { body: DEMO.admin });
  assert(res.status === 200, `admin login: ${res.status} ${res.text}`);
  return res.json.data.token;
}

function otpFromOutbox(dataDir, to) {
  const outbox = path.join(dataDir, 'outbox');
  const mails = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.includes(`To: ${to}`))
    : [];
  const mail = mails.at(-1);
  if (!mail) return null;
  // The body only: a Message-ID header can hold six digits right after "Subject: Your OTP …".
  const body = mail
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const text = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
  return (/(?:OTP[^0-9]{0,40}|: )(\d{6})\b/.exec(text) ?? /\b(\d{6})\b/.exec(text))?.[1] ?? null;
}

async function runChecks({ a, b, lb, dataA, db, killB, bServer }) {
  await check('each process runs with the young generation of decision 85 (32 MB semi-spaces or more)', async () => {
    for (const [name, base] of [
      ['A', a],
      ['B', b],
    ]) {
      const res = await call(base, 'GET', '/metrics', { token: METRICS_TOKEN });
      assert(res.status === 200, `${name} /metrics: ${res.status}`);
      const line = /^nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(res.text);
      assert(line, `${name} reports no new space`);
      assert(Number(line[1]) >= 32 * 1024 * 1024, `${name}'s new space is ${line[1]} bytes`);
    }
  });
  await check('a token signed by A works on B, and a logout on A ends it on B within the bus latency', async () => {
    const token = await login(a, DEMO.user);
    // B now holds the session in memory (decision 94) and forgets it when A's `sessions` signal arrives.
    assert((await call(b, 'GET', '/api/auth/me', { token })).status === 200, 'B refused A’s token');
    assert((await call(a, 'POST', '/api/auth/logout', { token })).status === 200, 'logout on A failed');
    const loggedOut = Date.now();
    let after = await call(b, 'GET', '/api/auth/me', { token });
    while (after.status === 200 && Date.now() - loggedOut < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await call(b, 'GET', '/api/auth/me', { token });
    }
    assert(after.status === 401, `B still accepts the token 1 s after the logout on A (${after.status})`);
  });

  await check('an OTP mailed through A verifies through B', async () => {
    const token = await login(a, DEMO.user);
    const email = (await call(a, 'GET', '/api/auth/me', { token })).json.data.email;
    assert(email, 'the demo user has no email');
    const sent = await call(a, 'POST', '/api/auth/forgot-password/send-otp', { body: { email } });
    assert(sent.status === 200, `send-otp on A: ${sent.status} ${sent.text}`);
    let otp = null;
    await within(5000, 'the OTP mail in A’s outbox', async () => Boolean((otp = otpFromOutbox(dataA, email))));
    const verified = await call(b, 'POST', '/api/auth/forgot-password/verify-otp', { body: { email, otp } });
    assert(verified.status === 200, `verify-otp on B: ${verified.status} ${verified.text}`);
  });

  const admin = await adminToken(a);
  await check('a file uploaded through A is served through B, and so are the demo images', async () => {
    const png = await sharp({ create: { width: 64, height: 48, background: '#c2410c', channels: 3 } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('category_name', `Scale Upload ${Date.now().toString(36)}`);
    form.set('is_featured', '0');
    form.set('file', new Blob([png], { type: 'image/png' }), 'scale.png');
    const made = await call(a, 'POST', '/api/admin/categories', { token: admin, form });
    assert(made.status === 200 || made.status === 201, `create category on A: ${made.status} ${made.text}`);
    const image = made.json.data.image;
    assert(image, 'the category has no image URL');
    const url = /^https?:/.test(image) ? image : `${b}${image}`;
    const served = await fetch(url);
    assert(served.status === 200, `B serves ${image}: ${served.status}`);
    assert(String(served.headers.get('content-type')).startsWith('image/'), 'not served as an image');
    const demo = await db.query(
      "select business_logo as logo from businesses where business_logo is not null and business_logo <> '' and is_approve = 1 limit 1",
    );
    const logo = demo.rows[0]?.logo;
    assert(logo, 'the demo has no business logo');
    const demoServed = await fetch(/^https?:/.test(logo) ? logo : `${b}${logo}`);
    assert(demoServed.status === 200, `B serves the demo logo ${logo}: ${demoServed.status}`);
  });

  await check(
    'a business approved through A is in B’s search, autocomplete, profile, page and sitemap within 1 s',
    async () => {
      const { rows } = await db.query(
        'select business_id, business_name from businesses where is_approve = 0 and deleted_at is null order by business_id limit 1',
      );
      const pending = rows[0];
      assert(pending, 'the demo has no pending business');
      const probes = {
        search: async () =>
          (
            await call(b, 'GET', `/api/businesses?q=${encodeURIComponent(pending.business_name)}&limit=50`)
          ).json?.data?.rows?.some((r) => r.business_id === pending.business_id) ?? false,
        autocomplete: async () =>
          (
            await call(b, 'GET', `/api/businesses/autocomplete?q=${encodeURIComponent(pending.business_name)}`)
          ).json?.data?.some((s) => s.business_id === pending.business_id) ?? false,
        profile: async () => (await call(b, 'GET', `/api/businesses/${pending.business_id}`)).status === 200,
        page: async () => {
          const page = await call(b, 'GET', `/business/${pending.business_id}`);
          return page.status === 200 && page.text.includes('data-ssr') && page.text.includes(pending.business_name);
        },
        sitemap: async () => {
          const index = await call(b, 'GET', '/sitemap.xml');
          const maps = [...index.text.matchAll(/<loc>([^<]+\.xml)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
          for (const map of maps.length ? maps : ['/sitemap.xml']) {
            if ((await call(b, 'GET', map)).text.includes(`/business/${pending.business_id}/`)) return true;
          }
          return false;
        },
      };
      // B answers (and caches) each from before the approval.
      for (const [name, probe] of Object.entries(probes))
        assert(!(await probe()), `B shows the pending business (${name})`);
      const approved = await call(a, 'PATCH', `/api/admin/businesses/${pending.business_id}/approval`, {
        token: admin,
        body: { is_approve: 1 },
      });
      assert(approved.status === 200, `approve on A: ${approved.status} ${approved.text}`);
      const approvedAt = Date.now();
      const seen = {};
      await Promise.all(
        Object.entries(probes).map(async ([name, probe]) => {
          await within(1000 - (Date.now() - approvedAt), `B’s ${name}`, probe);
          seen[name] = Date.now() - approvedAt;
        }),
      );
      figures.approvalSeenOnB = seen;
      log(`approved through A, seen through B after (ms): ${JSON.stringify(seen)}`);
    },
  );

  await check('12 contact messages across both processes are limited to 5, forged X-Forwarded-For or not', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const forged = `203.0.113.${i + 1}`;
      const res = await call(lb, 'POST', '/api/contact', {
        headers: { 'x-forwarded-for': forged },
        body: {
          name: 'Scale Tester',
          email: `scale${i}@example.in`,
          mobile: `98${String(10_000_000 + i * 7919).slice(0, 8)}`,
          subject: `Scale ${i}`,
          message: 'Is the limit shared by every process?',
        },
      });
      statuses.push(res.status);
    }
    const accepted = statuses.filter((s) => s === 200 || s === 201).length;
    const limited = statuses.filter((s) => s === 429).length;
    figures.contact = { accepted, limited };
    assert(accepted === 5 && limited === 7, `expected 5 accepted and 7 limited, got ${statuses.join(' ')}`);
  });

  await check(
    'kill -9 of one process under write load: no acknowledged write lost, the balancer keeps serving',
    async () => {
      const admin2 = await adminToken(lb);
      const acknowledged = [];
      const failures = [];
      let killedAt = 0;
      let stop = false;
      let n = 0;
      const writer = async () => {
        while (!stop) {
          const form = new FormData();
          const name = `Load ${process.pid} ${++n}`;
          form.set('category_name', name);
          form.set('is_featured', '0');
          const sentAt = Date.now();
          try {
            const res = await call(lb, 'POST', '/api/admin/categories', { token: admin2, form });
            if (res.status === 200 || res.status === 201) acknowledged.push(res.json.data.category_id);
            else failures.push({ sentAt, name, status: res.status });
          } catch (err) {
            failures.push({ sentAt, name, status: String(err?.cause?.code ?? err) });
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await sleep(1500);
      killB();
      killedAt = Date.now();
      await sleep(3000);
      stop = true;
      await Promise.all(writers);
      assert(bServer.exitReason(), 'B is still running');
      const afterKill = acknowledged.length;
      const { rows } = await db.query(
        'select category_id from business_categories where category_id = any($1::int[])',
        [acknowledged],
      );
      const stored = new Set(rows.map((r) => r.category_id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      // A request cut off by the kill is sent again to the live process by the balancer; when its first attempt had
      // already committed, the second is refused as a duplicate (409: the name is taken): stored once, not lost.
      const refused = failures.filter((f) => f.status === 409).map((f) => f.name);
      const named = await db.query(
        'select category_name from business_categories where category_name = any($1::text[])',
        [refused],
      );
      const storedNames = new Set(named.rows.map((r) => r.category_name));
      const failed = failures.filter((f) => !(f.status === 409 && storedNames.has(f.name)));
      figures.killUnderLoad = {
        acknowledged: afterKill,
        lost: lost.length,
        retriedDuplicates: failures.length - failed.length,
        failedRequests: failed.length,
        failedAfterKill: failed.filter((f) => f.sentAt >= killedAt).length,
      };
      log(`kill -9 under load: ${JSON.stringify(figures.killUnderLoad)}`);
      assert(lost.length === 0, `acknowledged writes lost: ${lost.join(', ')}`);
      assert(failed.length === 0, `the balancer failed requests: ${JSON.stringify(failed.slice(0, 5))}`);
      const health = await call(lb, 'GET', '/api/health');
      assert(health.status === 200, 'the balancer stopped serving');
    },
  );
}

const started = Date.now();
try {
  await main();
} catch (err) {
  totals.failed++;
  console.log(`  ✖ the scale-out setup\n    ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}
const report = process.env.SCALE_REPORT;
if (report)
  fs.writeFileSync(report, JSON.stringify({ ...totals, failures, figures, seconds: (Date.now() - started) / 1000 }));
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
