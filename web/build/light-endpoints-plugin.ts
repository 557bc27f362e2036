import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** An endpoint file of the contracts package (`contracts/src/endpoints/<area>.ts`). */
export const ENDPOINT_FILE = /[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

/** What the browser's client needs of an endpoint to call it (contracts/src/api-client.ts). */
const CALL_FIELDS = ['method', 'path', 'access', 'multipart', 'produces', 'status'] as const;

type Exports = Record<string, unknown>;

function isEndpoint(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const { method, path } = value as Record<string, unknown>;
  return typeof method === 'string' && typeof path === 'string';
}

/** Loads an endpoint file as Node would run it (TypeScript compiled, zod and the schemas bundled in). */
export async function loadEndpointModule(file: string): Promise<Exports> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Exports;
}

/**
 * The same module with each endpoint reduced to the fields a call needs: no zod, no schemas. `null` when the file
 * also exports something that is not an endpoint (a schema the app uses at run time): it is then bundled as it is.
 */
export function lightEndpointModule(exports: Exports): string | null {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpoint(value)) return null;
    const light: Record<string, unknown> = {};
    for (const field of CALL_FIELDS) if (value[field] !== undefined) light[field] = value[field];
    lines.push(`export const ${name} = ${JSON.stringify(light)};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The browser build bundles the API's endpoint definitions without their zod schemas. The web app calls an
 * endpoint by its method and path only (the server validates); the schemas are there for the types, which
 * TypeScript still reads from the real files. Without this, every page that calls the API (home included)
 * downloads zod and the schemas of every endpoint in the same file (≈30 kB gzipped).
 */
export function lightEndpoints(): Plugin {
  return {
    name: 'gd:light-endpoints',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!ENDPOINT_FILE.test(file)) return null;
      return lightEndpointModule(await loadEndpointModule(file));
    },
  };
}
