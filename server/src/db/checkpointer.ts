import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Decision 81: SQLite's WAL checkpoints on a thread of their own. By default the connection that commits past
 * 1,000 pages of WAL copies them into the database file (and syncs it) before its commit returns — on the one
 * thread that answers requests, so at thousands of profile views a second (each a few pages written by the view
 * batch) about half of writing a view was checkpointing, and each checkpoint held every request for milliseconds.
 * Here the app's connection never checkpoints on commit; a worker thread with its own connection to the same file
 * runs a PASSIVE checkpoint (it waits for no reader or writer) every `everyMs`, and the last one on close.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage({ closed: true });
});
`;

export interface Checkpointer {
  /** Stops the thread after a last checkpoint. */
  close(): Promise<void>;
}

/**
 * Starts the checkpoint thread for `file`; `onError` hears a failed checkpoint (the app's connection should then
 * checkpoint itself again).
 */
export function startCheckpointer(file: string, everyMs: number, onError: (message: string) => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, everyMs, driver } });
  let closing: Promise<void> | undefined;
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  worker.on('error', (err) => onError(err.message));
  worker.unref();
  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        const done = () => {
          void worker.terminate().finally(resolve);
        };
        worker.once('message', done);
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      });
      return closing;
    },
  };
}
