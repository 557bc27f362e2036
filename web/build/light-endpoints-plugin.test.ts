import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lightEndpointModule, loadEndpointModule } from './light-endpoints-plugin';

const endpointsDir = fileURLToPath(new URL('../../contracts/src/endpoints/', import.meta.url));
const files = readdirSync(endpointsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const importCode = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;

describe('light endpoint modules (what the browser bundles instead of contracts/src/endpoints)', () => {
  it.each(files)('%s: every endpoint keeps its method, path and call fields, without zod', async (file) => {
    const real = await loadEndpointModule(`${endpointsDir}${file}`);
    const code = lightEndpointModule(real);
    if (code === null) {
      // Only a file that also exports schemas the app uses at run time is bundled as it is.
      expect(Object.values(real).some((v) => !(v && typeof v === 'object' && 'method' in v && 'path' in v))).toBe(true);
      return;
    }
    expect(code).not.toMatch(/zod|safeParse|\bparse\(/);
    const light = await importCode(code);
    expect(Object.keys(light).sort()).toEqual(Object.keys(real).sort());
    for (const [name, endpoint] of Object.entries(real) as [string, Record<string, unknown>][]) {
      const { method, path, access, multipart, produces, status } = endpoint;
      const expected = Object.fromEntries(
        Object.entries({ method, path, access, multipart, produces, status }).filter(([, v]) => v !== undefined),
      );
      expect(light[name], name).toEqual(expected);
    }
  });

  it('has the fields the typed client reads of an endpoint', () => {
    // If the client starts reading another field (say, a schema to check answers), the light modules lack it.
    const client = ['api-client.ts', 'endpoint.ts']
      .map((f) => readFileSync(fileURLToPath(new URL(`../../contracts/src/${f}`, import.meta.url)), 'utf8'))
      .join('\n');
    const read = new Set([...client.matchAll(/\bendpoint\.(\w+)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(['method', 'path', 'produces']);
    const light = lightEndpointModule({
      e: { method: 'GET', path: '/x', access: 'public', produces: 'file', summary: 's', tags: ['t'] },
    });
    expect(light).toBe('export const e = {"method":"GET","path":"/x","access":"public","produces":"file"};\n');
  });
});
