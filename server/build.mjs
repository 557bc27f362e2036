// Bundles the server (and the shared contracts) into dist/*.js; npm packages stay external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Keep node_modules packages external, but bundle our own workspace packages (they ship TypeScript). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@gd/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    // Decision 101: the search thread's own entry (search-thread.ts starts dist/search-worker.js).
    'search-worker': path.join(here, 'src/modules/directory/search-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log('server built: server/dist/main.js');
