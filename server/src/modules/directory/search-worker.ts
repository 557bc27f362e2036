import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../../db/connection';
import { type Change, changedElsewhere } from '../../platform/changes';
import { suggestJsonNow } from './list-service';
import { listFromIndex } from './search-answers';
import { warmVocabulary } from './search';
import { buildSearchIndex } from './search-engine';
import { Outbox } from './search-outbox';

/**
 * Decision 101: the search thread (search-thread.ts starts it). Its own connection to the server's database, its
 * own search index (built now, rebuilt on every change it is told of, as in the server before), and the same
 * functions that answered in the request thread: a list's JSON (search-answers.ts) and autocomplete's
 * (list-service.ts), or null when the index is not current — then the request thread's database path answers.
 */
type Message =
  | { change: Change }
  | { ready: true }
  | { id: number; kind: 'list'; query: TBusinessListQuery; at: number }
  | { id: number; kind: 'suggest'; q: string };

const port = parentPort!;
const source = workerData as { dataDir: string; databaseUrl?: string };
const database = connect({ dataDir: source.dataDir, databaseUrl: source.databaseUrl });
const db = database.db;

async function answer(m: Extract<Message, { id: number }>): Promise<string | null> {
  try {
    if (m.kind === 'suggest') return suggestJsonNow(db, m.q) ?? null;
    return await listFromIndex(db, m.query, new Date(m.at));
  } catch (err) {
    console.error('Search thread: a question failed; the database answers it:', err);
    return null;
  }
}

type Question = Extract<Message, { id: number }>;

/**
 * Questions are taken off the port at once and answered a turn of the event loop later, all those waiting
 * together. Answered straight from the port, a thread kept busy took up to a thousand of them in one go before it
 * looked at its sockets again, and a question waiting for the database (PostgreSQL: the products a card matched
 * by) waited that long — a tenth of a second. Between two questions the loop lets the answers already made go out
 * (`await null` runs their replies), so the first answers of a batch do not wait for its last.
 */
const questions: Question[] = [];
let scheduled = false;

async function answerWaiting(): Promise<void> {
  for (let m = questions.shift(); m; m = questions.shift()) {
    const question = m;
    void answer(question).then((json) => reply(question.id, json));
    await null;
  }
  scheduled = false;
}

/**
 * Answers go back as the questions came (decision 103): as pairs of the question's id and its answer, those ready
 * in one turn of the event loop in one message, the first of them held a quarter of a millisecond at most
 * (search-outbox.ts, decision 105).
 */
const answers = new Outbox<number | string | null>((ready) => port.postMessage({ answers: ready }), 0.25);

function reply(id: number, json: string | null): void {
  answers.push(id, json);
}

function take(m: Message): void {
  // A change is taken in at once, before any question sent after it is answered (decision 61): the index stops
  // answering. (A question sent before it and answered after it gets the newer state, or the database's.)
  if ('change' in m) return changedElsewhere(db, m.change);
  if ('ready' in m) {
    void buildSearchIndex(db)
      .then(() => warmVocabulary(db))
      .then(() => port.postMessage({ ready: true }));
    return;
  }
  questions.push(m);
  if (!scheduled) {
    scheduled = true;
    setImmediate(() => void answerWaiting());
  }
}

// The request thread sends what one turn of its event loop asked as one message, in order (search-thread.ts).
port.on('message', (m: { batch: Message[] }) => {
  for (const message of m.batch) take(message);
});

// Built at once (searches are answered by the database until it is ready), then the vocabulary of "did you mean".
buildSearchIndex(db)
  .then(() => warmVocabulary(db))
  .catch((err: unknown) => console.error('Search thread: the index was not built:', err));
