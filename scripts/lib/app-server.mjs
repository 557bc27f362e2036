// Build, start and stop the real built app (node server/dist/main.js) for e2e tests and benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';
import { isStale, targets } from './stale.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Files the build produces; the app cannot start without them. */
export const buildOutputs = targets.map((t) => t.output);

/** `missing`, `stale` (a source is newer than the build; see ./stale.mjs) or `fresh`. */
export function buildState() {
  if (targets.some((t) => !fs.existsSync(t.output))) return 'missing';
  return targets.some((t) => isStale(t.output, t.sources)) ? 'stale' : 'fresh';
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, { cwd = repoRoot, env = process.env, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Makes sure server/dist and web/dist exist, running `npm run build -w <web|server>` for each one that is
 * missing (or stale, unless `rebuildStale` is false). SKIP_BUILD=1 never builds: it only checks.
 */
export async function ensureBuilt({ rebuildStale = true, log = console.error } = {}) {
  const state = buildState();
  if (state === 'fresh' || (state === 'stale' && !rebuildStale)) return state;
  if (process.env.SKIP_BUILD === '1') {
    if (state === 'missing') {
      throw new Error(`SKIP_BUILD=1 but the build is missing (${buildOutputs.join(', ')}): run npm run build`);
    }
    log('[app] SKIP_BUILD=1: using a build older than its sources');
    return state;
  }
  const started = Date.now();
  for (const t of targets) {
    if (!isStale(t.output, t.sources)) continue;
    log(`[app] ${t.name} build ${fs.existsSync(t.output) ? 'stale' : 'missing'}: npm run build -w ${t.name}`);
    await run('npm', ['run', 'build', '-w', t.name]);
  }
  if (buildState() === 'missing') {
    throw new Error(`npm run build succeeded but did not produce ${buildOutputs.join(' and ')}`);
  }
  log(`[app] build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

/** A TCP port nobody listens on right now. */
export function getFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Copies the built SPA to `dest` (for WEB_DIST), so that a rebuild running meanwhile (Vite empties
 * web/dist first) cannot pull the pages from under a running test suite.
 */
export async function copyWebDist(dest) {
  await fsp.cp(path.join(repoRoot, 'web', 'dist'), dest, { recursive: true });
  return dest;
}

export function makeTempDir(prefix) {
  return fsp.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir) {
  if (dir) await fsp.rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Keeps the last lines a child printed, to show when it fails. */
function outputTail(maxLines = 300) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
    },
    text() {
      return [...lines, partial].join('\n').trim();
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves when GET {url}/api/health answers 200; rejects after `timeoutMs` or when `isDead()` says so. */
export async function waitForHealth(url, { timeoutMs = 60_000, isDead = () => null } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = isDead();
    if (dead) throw new Error(`the server exited before it was ready (${dead})`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (err) {
      last = err instanceof Error ? (err.cause?.code ?? err.message) : String(err);
    }
    await sleep(200);
  }
  throw new Error(`GET ${url}/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

const liveChildren = new Set();
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * Starts `node server/dist/main.js` on 127.0.0.1 and a free port with a production environment, and
 * waits for /api/health. `env` entries override the defaults; an `undefined` entry removes the variable.
 * On failure the server is killed and the error message carries its last output.
 */
export async function startServer({
  dataDir,
  port,
  host = '127.0.0.1',
  env = {},
  timeoutMs = 60_000,
  logFile,
  entry = path.join(repoRoot, 'server', 'dist', 'main.js'),
} = {}) {
  if (!dataDir) throw new Error('startServer needs a dataDir');
  const listenPort = port ?? (await getFreePort(host));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(listenPort),
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }

  const main = entry;
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": more flags for the server's node (profiling a bench run).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, main], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  const tail = outputTail();
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ? `signal ${signal}` : `exit code ${code}`;
      liveChildren.delete(child);
      resolve();
    });
  });
  child.on('error', (err) => {
    exited = `spawn error: ${err.message}`;
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      tail.push(chunk);
      log?.write(chunk);
    });
  }

  const url = `http://${host}:${listenPort}`;
  const server = {
    url,
    port: listenPort,
    pid: child.pid,
    /** The server's last output lines (stdout and stderr). */
    output: () => tail.text(),
    /** Why the server process ended, or null while it runs. */
    exitReason: () => exited,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const killed = await Promise.race([exitPromise.then(() => true), sleep(10_000).then(() => false)]);
        if (!killed) {
          child.kill('SIGKILL');
          await exitPromise;
        }
      }
      await new Promise((resolve) => (log ? log.end(resolve) : resolve()));
    },
  };

  try {
    await waitForHealth(url, { timeoutMs, isDead: () => exited });
  } catch (err) {
    await server.stop();
    const output = tail.text() || '(no output)';
    const error = new Error(
      `${err instanceof Error ? err.message : String(err)}\n--- server output (node ${main}) ---\n${output}\n--- end of server output ---`,
    );
    throw error;
  }
  return server;
}
