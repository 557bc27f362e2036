import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Decision 84: SQLite writes that need not hold the thread answering requests (the profile views' batch) run on a
 * thread of their own with its own connection to the same file. A repository hands it a script — the body of a
 * function `(db, args) => result` over a better-sqlite3 connection, naming its own tables — which runs in one
 * immediate transaction there; its result comes back as a message. WAL lets the app's connection read meanwhile.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
const scripts = new Map();
parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    let fn = scripts.get(m.script);
    if (!fn) scripts.set(m.script, (fn = new Function('db', 'args', m.script)));
    const result = db.transaction(() => fn(db, m.args)).immediate();
    parentPort.postMessage({ id: m.id, result });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
});
`;

export interface SqliteWriter {
  /** Runs `script` (a function body over `db` and `args`) in one transaction on the writer thread. */
  run<T>(script: string, args: unknown): Promise<T>;
  /** Stops the thread once the writes sent before are done. */
  close(): Promise<void>;
}

export function startSqliteWriter(file: string): SqliteWriter {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, driver } });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let closing: Promise<void> | undefined;
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('message', (m: { id?: number; result?: unknown; error?: string }) => {
    if (m.id === undefined) return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve(m.result);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the SQLite writer thread stopped')));
  worker.unref();
  return {
    run<T>(script: string, args: unknown) {
      if (closing) return Promise.reject(new Error('the SQLite writer thread is closed'));
      const id = ++next;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        worker.postMessage({ id, script, args });
      });
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        worker.once('message', () => void worker.terminate().finally(resolve));
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
      return closing;
    },
  };
}
