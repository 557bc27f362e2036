// Decides whether a build output is older than its sources, by modification time.
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function isStale(output, sources) {
  let built;
  try {
    built = fs.statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((s) => newestMtime(s) > built);
}

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const targets = [
  {
    name: 'web',
    output: path.join(root, 'web/dist/index.html'),
    sources: ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'contracts/src'].map((p) =>
      path.join(root, p),
    ),
  },
  {
    name: 'server',
    output: path.join(root, 'server/dist/main.js'),
    sources: ['server/src', 'server/build.mjs', 'contracts/src'].map((p) => path.join(root, p)),
  },
];
