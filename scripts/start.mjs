// npm start: build what is not built, then run the server (it migrates, seeds an empty database and serves).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';
import { root } from './lib/stale.mjs';

buildIfStale();
const envFile = path.join(root, '.env');
const args = [
  ...SERVER_NODE_ARGS,
  ...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  path.join(root, 'server/dist/main.js'),
];
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
