import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/sql';
import { type Change, onPublicDataChange } from '../../platform/changes';
import { indexAnswers } from './search-answers';
import { setSearchIndexEnabled } from './search-engine';

/**
 * Decision 101: the search index on a thread of its own. The server's one request thread spent most of a text
 * search's time ranking in the index; on its own thread (search-worker.ts, with its own connection to the same
 * database) the index answers text searches, browsing and autocomplete while the request thread goes on reading
 * requests, answering profiles and writing answers — the machine's second core does the ranking, and a slow
 * search no longer holds every other request behind it.
 *
 * The thread is another reader of the same database: every public data change this process hears (made here,
 * or carried by the change bus from another process) is posted to it before any later question, and messages
 * arrive in order, so it never answers from an index older than a change announced before the question
 * (decision 61). It answers null when its index is not current (being built or rebuilt) or cannot answer the
 * filters; then, and if the thread fails, this thread's database path answers, as while an index is built.
 */

interface Source {
  dataDir: string;
  databaseUrl?: string | undefined;
}

type Question = { kind: 'list'; query: TBusinessListQuery; at: number } | { kind: 'suggest'; q: string };
/** What the thread is sent, in order: questions, the changes heard, and "tell me when the index is current". */
type Message = ({ id: number } & Question) | { change: Change } | { ready: true };

export interface SearchThread {
  /** The list's JSON from the thread's index, or null: the database answers. */
  list(query: TBusinessListQuery, at: Date): Promise<string | null>;
  /** Autocomplete's envelope JSON from the thread's index, or undefined: the database answers. */
  suggest(q: string): Promise<string | undefined>;
  /** Resolves once the thread's index is current (tests, start-up logging). */
  ready(): Promise<void>;
  /** Ends the thread (and its database connection). */
  close(): Promise<void>;
  /** Ends the thread as a crash would: it starts again after a second (tests). */
  crash(): Promise<void>;
  /** Questions answered, and answered null (the database answered), since start; messages posted to the thread. */
  readonly counts: { answered: number; declined: number; restarts: number; posted: number };
}

const threads = new WeakMap<object, Thread>();

/** The search thread of a database handle, when it has one. */
export function searchThreadOf(db: object): SearchThread | undefined {
  return threads.get(db);
}

// Every change heard for a database goes to its thread first (see above).
onPublicDataChange((db, change) => threads.get(db)?.changed(change));

/**
 * The worker: the bundle's `dist/search-worker.js`, or (running from source: tests, `npm run dev`) the TypeScript
 * source loaded through tsx's loader, registered in the thread first.
 */
function workerScript(): { script: URL | string; eval?: true } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { script: new URL('./search-worker.js', here) };
  // tsx's ES module entry (its package's `import` condition); the CommonJS one cannot register from a thread.
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const source = new URL('./search-worker.ts', here).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

/** Waits this long before starting a thread again after it stopped on its own. */
const RESTART_MS = 1_000;
/** A question the thread has not answered in this long is answered by the database (a thread stuck in a loop). */
const ANSWER_WITHIN_MS = 2_000;

class Thread implements SearchThread {
  readonly counts = { answered: 0, declined: 0, restarts: 0, posted: 0 };
  private worker: Worker | null = null;
  /** questions posted, in the order posted, with when */
  private readonly waiting = new Map<number, { at: number; resolve: (json: string | null) => void }>();
  private readonly sweep: NodeJS.Timeout;
  private readonly readyWaiters: (() => void)[] = [];
  private next = 0;
  private closed = false;
  /** messages not yet posted: all those of one turn of the event loop go in one message */
  private outbox: Message[] = [];
  private flushing = false;

  constructor(private readonly source: Source) {
    this.start();
    this.sweep = setInterval(() => this.answerLate(), ANSWER_WITHIN_MS / 2);
    this.sweep.unref();
  }

  private start(): void {
    const { script, eval: evaluated } = workerScript();
    const worker = new Worker(script, { workerData: this.source, ...(evaluated ? { eval: true } : {}) });
    this.worker = worker;
    worker.on('message', (m: { answers?: (number | string | null)[]; ready?: true }) => {
      if (m.ready) {
        for (const resolve of this.readyWaiters.splice(0)) resolve();
        return;
      }
      // Pairs of a question's id and its answer (null: the database answers).
      const answers = m.answers!;
      for (let i = 0; i < answers.length; i += 2) {
        const id = answers[i] as number;
        const question = this.waiting.get(id);
        this.waiting.delete(id);
        question?.resolve(answers[i + 1] as string | null);
      }
    });
    worker.on('error', (err) => console.error('Search thread failed; the database answers searches:', err));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.answerAll();
      if (this.closed) return;
      this.counts.restarts++;
      setTimeout(() => {
        if (!this.closed && !this.worker) this.start();
      }, RESTART_MS).unref();
    });
    worker.unref();
    // Waiting for an index while no thread ran (it had stopped): this one is asked.
    if (this.readyWaiters.length) worker.postMessage({ batch: [{ ready: true }] });
  }

  /** Every question still waiting is answered null: the database answers them. */
  private answerAll(): void {
    for (const question of this.waiting.values()) question.resolve(null);
    this.waiting.clear();
  }

  /** Questions waiting longer than ANSWER_WITHIN_MS are answered null (the oldest come first in the map). */
  private answerLate(): void {
    const before = Date.now() - ANSWER_WITHIN_MS;
    for (const [id, question] of this.waiting) {
      if (question.at > before) return;
      this.waiting.delete(id);
      question.resolve(null);
    }
  }

  changed(change: Change): void {
    this.send({ change });
  }

  /**
   * Posts a message with the others of this turn of the event loop, in order. A message between threads costs
   * both of them far more than its size: the request thread sent one per search and the search thread answered
   * each with one, and with no search made at all (an answer ready in the thread) that alone held the server to a
   * third of ping's rate on this machine's two cores (decision 103). One message per turn each way carries
   * everything the requests of that turn asked.
   */
  private send(message: Message): void {
    this.outbox.push(message);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      const messages = this.outbox;
      this.outbox = [];
      // No thread (it stopped; its questions were answered null when it did): a new one builds its own index.
      if (!this.worker) return;
      this.worker.postMessage({ batch: messages });
      this.counts.posted++;
    });
  }

  list(query: TBusinessListQuery, at: Date): Promise<string | null> {
    // Filters the index does not hold (open now, a rating, near a point) go straight to the database.
    if (!indexAnswers(query)) return Promise.resolve(null);
    return this.ask({ kind: 'list', query, at: at.getTime() });
  }

  async suggest(q: string): Promise<string | undefined> {
    return (await this.ask({ kind: 'suggest', q })) ?? undefined;
  }

  private ask(question: Question): Promise<string | null> {
    const worker = this.worker;
    if (!worker) return Promise.resolve(null);
    const id = ++this.next;
    return new Promise<string | null>((resolve) => {
      this.waiting.set(id, {
        at: Date.now(),
        resolve: (json) => {
          if (json === null) this.counts.declined++;
          else this.counts.answered++;
          resolve(json);
        },
      });
      this.send({ id, ...question });
    });
  }

  ready(): Promise<void> {
    return new Promise((resolve) => {
      this.readyWaiters.push(resolve);
      // After every change sent before it, so that "current" includes them.
      this.send({ ready: true });
    });
  }

  async crash(): Promise<void> {
    await this.worker?.terminate();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
    const worker = this.worker;
    this.worker = null;
    this.answerAll();
    if (worker) await worker.terminate();
  }
}

/**
 * Starts the search thread of a database handle: from now on its index lives there and this thread never builds
 * one (the database answers here while the thread's index is built).
 */
export function startSearchThread(db: Db, source: Source): SearchThread {
  const existing = threads.get(db);
  if (existing) return existing;
  setSearchIndexEnabled(db, false);
  const thread = new Thread(source);
  threads.set(db, thread);
  return thread;
}

/** Stops the search thread of a database handle; this thread's own index answers again once built. */
export async function stopSearchThread(db: Db): Promise<void> {
  const thread = threads.get(db);
  if (!thread) return;
  threads.delete(db);
  setSearchIndexEnabled(db, true);
  await thread.close();
}
