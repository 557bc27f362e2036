// npm run dev: the server with reload (tsx watch) and Vite's dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';
import { root } from './lib/stale.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
