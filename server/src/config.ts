import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server, read from the environment (see .env.example and README).
 * A wrong setting stops startup with one line naming it (ConfigError).
 */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres://, postgresql:// or file:')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Gujarat Business Directory <no-reply@gujaratdirectory.in>'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, . or -)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .optional()
    .transform((v) => v || 'auto'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z.string().optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag(true),
  SEARCH_THREAD: flag(true),
  TEST_CLOCK_HEADER: flag(false),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'WEB_DIST' | 'TRUST_PROXY'> {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** false, a number of proxy hops, or the proxies' addresses/CIDRs — never "trust everyone". */
  TRUST_PROXY: false | number | string[];
  WEB_DIST: string;
}

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** Where the built SPA is, relative to this file in both the source tree and the bundle. */
function defaultWebDist(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, '../../web/dist');
}

/**
 * Parses the environment; makes DATA_DIR (and checks it is writable); loads or creates the JWT secret.
 * `signsTokens: false` for the command-line tools (create-admin, migrate), which never sign a token, so they
 * run against a PostgreSQL database without the servers' shared secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { signsTokens?: boolean } = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch {
    throw new ConfigError('DATA_DIR', `${dataDir} cannot be created or is not writable`);
  }
  if (opts.signsTokens !== false && !e.JWT_SECRET && e.DATABASE_URL && /^postgres/.test(e.DATABASE_URL)) {
    // Each process would otherwise generate its own secret: tokens and OTPs from one would fail on another.
    throw new ConfigError('JWT_SECRET', 'must be set (the same in every process) when DATABASE_URL is PostgreSQL');
  }
  checkBucketSettings(e);
  return {
    ...e,
    DATA_DIR: dataDir,
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
    JWT_SECRET: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt_secret'),
    WEB_DIST: path.resolve(e.WEB_DIST ?? defaultWebDist()),
  };
}

/** The settings bucket mode needs; any one of them set means bucket mode, so the others must be set too. */
const BUCKET_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function checkBucketSettings(e: Env): void {
  const given = BUCKET_SETTINGS.filter((name) => e[name]);
  const missing = BUCKET_SETTINGS.find((name) => !e[name]);
  if (given.length && missing) {
    throw new ConfigError(
      missing,
      `must be set with ${given.join(', ')} (uploads in a bucket need all of ${BUCKET_SETTINGS.join(', ')})`,
    );
  }
  if (e.S3_PUBLIC_URL && !given.length) {
    throw new ConfigError('S3_PUBLIC_URL', `is for uploads in a bucket: set ${BUCKET_SETTINGS.join(', ')} too`);
  }
}

/**
 * TRUST_PROXY: empty/false → trust no proxy; a whole number → that many hops (1 = one load balancer);
 * a comma list of addresses or CIDRs → only those. "true" is refused: trusting every hop lets a client
 * choose its own address in X-Forwarded-For and walk past the rate limits.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'off', 'no'].includes(v)) return false;
  if (['true', 'on', 'yes'].includes(v)) {
    throw new ConfigError(
      'TRUST_PROXY',
      'trusting every hop is unsafe; give a hop count (e.g. 1) or the proxy addresses',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', 'a hop count must be between 1 and 10');
    return hops;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const item of list) {
    const [addr, bits, extra] = item.split('/');
    const family = net.isIP(addr ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined) {
      throw new ConfigError('TRUST_PROXY', `"${item}" is neither a hop count nor an IP address/CIDR`);
    }
  }
  return list;
}

/**
 * What Fastify's trustProxy gets. Fastify ignores a bare number (it fails closed), so a hop count becomes
 * "trust the nearest N addresses": the app port must then be reachable only through the balancer(s).
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** A random secret generated once into DATA_DIR/secrets.json, so tokens survive restarts. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // first run: no file yet
  }
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets[name];
}
