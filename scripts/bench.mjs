#!/usr/bin/env node
// npm run bench: measures the API of the built server on a large data set with autocannon.
//
// Seeds BENCH_BUSINESSES (100,000) businesses with the seeder CLI into a temporary DATA_DIR (or into
// DATABASE_URL's PostgreSQL), builds if needed, starts node server/dist/main.js on a free port without
// rate limits, and for each route of scripts/bench-routes.mjs runs a warm-up and a measured autocannon run.
// Prints req/s, p50, p99, non-2xx answers, the ratio to the /api/ping baseline and, on Linux, the CPU time each
// request cost (decision 106): the server's in all ("cpu µs"), its busiest thread's ("busiest"; no route can pass
// a million divided by that a second) and autocannon's ("loadgen"). Exits 1 when any route answered non-2xx (or
// failed to connect).
//
// The clinic mixes ("patients mix", "queue mix") log in one reception account per bulk clinic through
// POST /api/auth/staff/login and send each request with another clinic's Authorization header.
//
// Settings (env):
//   BENCH_DURATION=10     seconds measured per route     BENCH_WARMUP=2       warm-up seconds per route
//   BENCH_CONNECTIONS=50  concurrent connections         BENCH_BUSINESSES=100000
//   BENCH_PRACTITIONERS=5000  practitioners in all when seeding (the demo's 32 plus verified ones in bulk)
//   BENCH_CLINICS=100     bulk clinics (decision 91), each with a reception login, 3 doctors and today's queue
//   BENCH_PATIENTS_PER_CLINIC=10000  patients of each bulk clinic (100 × 10,000 = 1,000,000; ~40 s on SQLite)
//   BENCH_DATA_DIR=dir    reuse this data folder when it holds businesses (else seed it); never deleted. A reused
//                         database missing bulk clinics gets them added (seed --clinics tops up, businesses untouched)
//   BENCH_KEEP=1          keep the temporary data folder (its path is printed; pass it as BENCH_DATA_DIR)
//   BENCH_ROUTES=a,b      only the routes whose name or path contains one of these
//   BENCH_JSON=file       also write the results as JSON
//   BENCH_MIX_SAMPLE=file write 20 paths of each mix route there (the mix routes ask a different query each time)
//   DATABASE_URL=postgres://…  bench PostgreSQL (seeded when it holds no businesses yet)
//   SKIP_BUILD=1          never build (fail when there is no build)
//   SERVER_NODE_ARGS=…    flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//   BENCH_SERVER_LOG=file appends the server's output there (with SERVER_NODE_ARGS=--trace-gc, its collections)
//   BENCH_THREADS=1       also prints each route's CPU per request by server thread (the search thread is one)
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, makeTempDir, removeDir, repoRoot, run, startServer } from './lib/app-server.mjs';
import { clinicMixGenerators, mixGenerators, writeSample } from './bench-mix.mjs';
import { baseline, routes } from './bench-routes.mjs';

const env = process.env;
const settings = {
  duration: positive('BENCH_DURATION', 10),
  warmup: nonNegative('BENCH_WARMUP', 2),
  connections: positive('BENCH_CONNECTIONS', 50),
  businesses: positive('BENCH_BUSINESSES', 100_000),
  practitioners: positive('BENCH_PRACTITIONERS', 5_000),
  clinics: nonNegative('BENCH_CLINICS', 100),
  patientsPerClinic: positive('BENCH_PATIENTS_PER_CLINIC', 10_000),
  dataDir: env.BENCH_DATA_DIR ? path.resolve(env.BENCH_DATA_DIR) : undefined,
  keep: env.BENCH_KEEP === '1',
  only: (env.BENCH_ROUTES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  json: env.BENCH_JSON ? path.resolve(env.BENCH_JSON) : undefined,
  databaseUrl: /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') ? env.DATABASE_URL : undefined,
};

function positive(name, fallback) {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
function nonNegative(name, fallback) {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or more`);
  return value;
}

const log = (message) => console.error(`[bench] ${message}`);

/** How many businesses the database holds now (0 when it does not exist yet). */
const countBusinesses = (dataDir) => countRows(dataDir, 'select count(*) as n from businesses');

/** How many bulk clinics (decision 91) the database holds now. */
const countBulkClinics = (dataDir) =>
  countRows(dataDir, "select count(*) as n from users where email like 'reception.c%@bench-clinic.in'");

async function countRows(dataDir, query) {
  try {
    if (settings.databaseUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: settings.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query(query);
        return Number(rows[0].n);
      } finally {
        await client.end();
      }
    }
    const file = path.join(dataDir, 'app.sqlite');
    if (!fs.existsSync(file)) return 0;
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query).get().n;
    } finally {
      db.close();
    }
  } catch {
    return 0; // no database or no businesses table yet
  }
}

async function seed(dataDir) {
  const have = await countBusinesses(dataDir);
  const where = settings.databaseUrl ? 'the PostgreSQL database' : dataDir;
  const clinicArgs = settings.clinics
    ? ['--clinics', String(settings.clinics), '--patients-per-clinic', String(settings.patientsPerClinic)]
    : [];
  const localTsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const [command, prefix] = fs.existsSync(localTsx) ? [localTsx, []] : ['npx', ['tsx']];
  const seeder = (args) =>
    run(command, [...prefix, 'server/src/cli/seed.ts', ...args, '--data-dir', dataDir], {
      env: { ...env, LOG_LEVEL: 'warn', ...(settings.databaseUrl ? {} : { DATABASE_URL: '' }) },
    });
  if (have > 0) {
    // The seeder refuses a database that already has data: a populated one is measured as it is, except that
    // missing bulk clinics are added (the seeder's --clinics tops up a populated database).
    const note = have < settings.businesses ? ` (fewer than BENCH_BUSINESSES=${settings.businesses})` : '';
    log(`reusing ${have.toLocaleString('en')} businesses in ${where}${note}`);
    const clinics = await countBulkClinics(dataDir);
    if (clinics < settings.clinics) {
      log(
        `adding ${settings.clinics - clinics} bulk clinics × ${settings.patientsPerClinic.toLocaleString('en')} patients …`,
      );
      const started = Date.now();
      await seeder(clinicArgs);
      log(`clinics added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (settings.clinics) log(`reusing ${clinics} bulk clinics`);
    return;
  }
  log(`seeding ${settings.businesses.toLocaleString('en')} businesses into ${where} …`);
  const started = Date.now();
  await seeder([
    '--businesses',
    String(settings.businesses),
    '--practitioners',
    String(settings.practitioners),
    ...clinicArgs,
  ]);
  const now = await countBusinesses(dataDir);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${now.toLocaleString('en')} businesses`);
}

/** One plain request first: a broken route is reported with its answer instead of 10 s of errors. */
async function probe(url, route) {
  try {
    const res = await fetch(url, {
      method: route.method ?? 'GET',
      headers: route.headers,
      body: route.body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return res.ok ? null : `HTTP ${res.status}: ${text.slice(0, 300)}`;
  } catch (err) {
    return err instanceof Error ? (err.cause?.message ?? err.message) : String(err);
  }
}

function load(url, route, seconds, next) {
  return autocannon({
    url,
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    connections: settings.connections,
    duration: seconds,
    // A mix route asks a new path for every request (and, for the clinic mixes, sends another clinic's token).
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const target = next();
                if (typeof target === 'string') request.path = target;
                else {
                  request.path = target.path;
                  request.headers = { ...request.headers, ...target.headers };
                }
                return request;
              },
            },
          ],
        }
      : {}),
  });
}

const names = new Map(); // thread id → its name, for BENCH_THREADS=1

/**
 * The CPU time (µs) each thread of a process has used, from /proc (Linux); null elsewhere. Thread ids are keys, so
 * a route's share can be read per thread: the busiest thread is the one a route's rate is bound by.
 */
function threadCpu(pid) {
  try {
    const ticks = 1_000_000 / 100; // USER_HZ is 100 on Linux
    const out = new Map();
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * ticks);
      names.set(tid, fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'latin1').trim());
    }
    return out;
  } catch {
    return null;
  }
}

async function measure(server, route, mixes) {
  const next = route.mix ? mixes[route.mix] : undefined;
  const first = next ? next() : route.path;
  const url = `${server.url}${typeof first === 'string' ? first : first.path}`;
  const problem = await probe(url, typeof first === 'string' ? route : { ...route, headers: first.headers });
  if (problem) log(`${route.name} (${route.path}) answered ${problem}`);
  if (settings.warmup > 0) await load(url, route, settings.warmup, next);
  const serverBefore = threadCpu(server.pid);
  const loadBefore = process.cpuUsage();
  const r = await load(url, route, settings.duration, next);
  const loadCpu = process.cpuUsage(loadBefore);
  const serverAfter = threadCpu(server.pid);
  const seconds = Math.max(0.001, r.duration);
  const answered = Math.max(1, r.requests.total);
  let serverUs = null;
  let busiestUs = null;
  if (serverBefore && serverAfter) {
    const used = [...serverAfter].map(([tid, us]) => [tid, us - (serverBefore.get(tid) ?? 0)]);
    serverUs = used.reduce((sum, [, us]) => sum + us, 0) / answered;
    busiestUs = Math.max(...used.map(([, us]) => us)) / answered;
    if (env.BENCH_THREADS === '1') {
      const each = used
        .map(([tid, us]) => [`${names.get(tid)}#${tid}`, us / answered])
        .filter(([, us]) => us >= 1)
        .sort((a, b) => b[1] - a[1]);
      log(`${route.name} CPU µs per request by thread: ${each.map(([n, us]) => `${n} ${us.toFixed(0)}`).join(', ')}`);
    }
  }
  return {
    name: route.name,
    path: route.path,
    rps: r['2xx'] / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    probe: problem,
    // CPU per request: the server's in all and its busiest thread's, and the load generator's (this process)
    serverUs,
    busiestUs,
    loadgenUs: (loadCpu.user + loadCpu.system) / answered,
  };
}

function printTable(results) {
  const base = results[0]?.rps || 0;
  const header = [
    'route',
    'path',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'vs ping',
    'cpu µs',
    'busiest',
    'loadgen',
  ];
  const us = (value) => (value === null ? '-' : value.toFixed(0));
  const rows = results.map((r) => [
    r.name,
    r.path,
    Math.round(r.rps).toLocaleString('en'),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    base ? `${(r.rps / base).toFixed(2)}×` : '-',
    us(r.serverUs),
    us(r.busiestUs),
    us(r.loadgenUs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const line = (cells) =>
    cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

async function main() {
  const selected = settings.only.length
    ? routes.filter((r) => settings.only.some((s) => r.name.includes(s) || r.path.includes(s)))
    : routes;
  if (!selected.length) throw new Error(`BENCH_ROUTES=${env.BENCH_ROUTES} matches no route`);

  await ensureBuilt({ log });

  const ownsDataDir = !settings.dataDir;
  const dataDir = settings.dataDir ?? (await makeTempDir('gd-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  let server;
  const cleanup = async () => {
    await server?.stop();
    server = undefined;
    if (ownsDataDir && !settings.keep) await removeDir(dataDir);
    else if (ownsDataDir) log(`kept the data in ${dataDir} (reuse it with BENCH_DATA_DIR=${dataDir})`);
  };
  const onSignal = (signal) => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await seed(dataDir);
    server = await startServer({
      dataDir,
      timeoutMs: 120_000,
      logFile: env.BENCH_SERVER_LOG ? path.resolve(env.BENCH_SERVER_LOG) : undefined,
      // PostgreSQL start-up requires a shared JWT_SECRET (config.ts); the bench runs one process.
      env: { DATABASE_URL: settings.databaseUrl, JWT_SECRET: env.JWT_SECRET || 'bench-only-secret-'.padEnd(48, '0') },
    });
    // Measure the server as it runs, not while it builds its in-memory indexes (decisions 61 and 66): until they
    // are built the database answers and the build takes the CPU. Likewise the profile documents (decision 81),
    // which on the first start after migration 0035 take a minute or two at 100,000 businesses.
    const waitStarted = Date.now();
    const built = ['Search index built', 'Practitioner index built', 'Profile documents built'];
    while (!built.every((line) => server.output().includes(line)) && Date.now() - waitStarted < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    log(`indexes built ${((Date.now() - waitStarted) / 1000).toFixed(1)} s after start-up`);
    log(
      `server ${server.url} on ${settings.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ` +
        `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per route`,
    );

    const mixes = selected.some((r) => r.mix)
      ? await mixGenerators({ dataDir, databaseUrl: settings.databaseUrl })
      : undefined;
    if (mixes && selected.some((r) => r.mix === 'patients' || r.mix === 'queue')) {
      Object.assign(mixes, await clinicMixGenerators({ dataDir, databaseUrl: settings.databaseUrl }, server.url, log));
    }
    if (mixes) {
      const c = mixes.counts;
      log(`mix: ${c.words} words (both scripts), ${c.prefixes} prefixes, ${c.ids} public businesses`);
      log(`mix: ${c.practitioners} public practitioners, ${c.practitionerWords} name words (both scripts)`);
      if (env.BENCH_MIX_SAMPLE) writeSample(mixes, path.resolve(env.BENCH_MIX_SAMPLE));
    }
    const results = [];
    for (const route of [baseline, ...selected]) {
      log(`${route.name} ${route.path}`);
      results.push(await measure(server, route, mixes));
      const died = server.exitReason();
      if (died) throw new Error(`the server stopped during ${route.path} (${died}):\n${server.output()}`);
    }

    printTable(results);
    if (settings.json) {
      fs.mkdirSync(path.dirname(settings.json), { recursive: true });
      fs.writeFileSync(
        settings.json,
        JSON.stringify({ settings: { ...settings, databaseUrl: !!settings.databaseUrl }, results }, null, 2),
      );
      log(`results written to ${settings.json}`);
    }

    const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.probe);
    if (failed.length) {
      for (const r of failed) {
        log(`FAIL ${r.path}: ${r.non2xx} non-2xx, ${r.errors} errors/timeouts${r.probe ? `; probe: ${r.probe}` : ''}`);
      }
      const output = server.output();
      if (output) log(`last server output:\n${output}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(`[bench] ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
});
