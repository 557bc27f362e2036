import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, trustProxyOption } from '../src/config';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gd-config-'));

describe('config: safe to run many processes (issue 19)', () => {
  it('refuses PostgreSQL without a shared JWT_SECRET, in one line naming the setting', () => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^JWT_SECRET: must be set/);
    const ok = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(ok.JWT_SECRET).toBe('x'.repeat(40));
  });

  it('still generates a secret into DATA_DIR for a single SQLite process', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    for (const bad of ['true', 'yes', 'on', 'everyone', '10.0.0.300', '10.0.0.0/33', '99']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/^TRUST_PROXY: /);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('config: a trusted hop count decides the client address', () => {
  const clientIp = async (setting: string) => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ trustProxy: trustProxyOption(parseTrustProxy(setting)) });
    app.get('/ip', async (req) => ({ ip: req.ip }));
    const res = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.5',
      // The client wrote 1.2.3.4; the balancer at 10.0.0.5 appended the address it saw, 203.0.113.7.
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' },
    });
    await app.close();
    return (res.json() as { ip: string }).ip;
  };

  it('one hop or the balancer address: the forged first entry never becomes the client address', async () => {
    expect(await clientIp('1')).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.5')).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.0/8')).toBe('203.0.113.7');
    expect(await clientIp('false')).toBe('10.0.0.5');
    // Not the balancer's address: X-Forwarded-For from it is not believed at all.
    expect(await clientIp('192.168.1.1')).toBe('10.0.0.5');
  });
});
