import type { Db } from '../../db/sql';
import * as docs from './profile-doc-repo';

/**
 * Decision 84: the profile documents this process read last, held in memory (bounded by their size, the least
 * recently answered dropped first), and the reads of documents and view counts of the profile requests that came
 * in together, made as one query.
 *
 * A held document's text is what the database holds: both change only when a change is announced (decision 81),
 * and every change this process hears forgets it here (`forget`) as it marks the stored one stale. What changes
 * without an announcement — the view count (the view batches of every process) and whether the business is still
 * public — is held for `COUNT_MS` only, as decision 81 held the whole row, and then read again alone (a few bytes
 * instead of ~4 kB); this process's own view batches put the database's new total here at once (`setCounts`).
 */

export interface HeldDoc {
  head: string;
  middle: string;
  hours: string | null;
  plan_name: string | null;
  plan_date: string;
  /** the view count read (or written) last, trusted until `until` (ms since the epoch) */
  total: number;
  until: number;
  /** when the count was last set (`Held.seq`): a read that began before does not replace it */
  seq: number;
}

/** How long a view count (and that the business is public) read from the database is trusted: as decision 81. */
export const COUNT_MS = 5_000;
/** At most this many characters of documents held per database (about 2,400 a document; two bytes a character). */
export const HELD_CHARS = 48 * 1024 * 1024;
/**
 * Ids read once and not held, remembered up to this many (then forgotten all at once): a document is held when
 * it is read a second time while its id is remembered.
 */
export const ASKED_ONCE = 16_384;
/** At most this many ids in one read. */
const READ_AT_ONCE = 200;

type DocRow = NonNullable<ReturnType<Awaited<ReturnType<typeof docs.readProfileDocs>>['get']>>;

interface Waiting<T> {
  ids: Map<number, ((row: T | undefined) => void)[]>;
  fail: ((err: unknown) => void)[];
}

export class Held {
  private readonly docs = new Map<number, HeldDoc>();
  /** the ids in the order they are dropped (see `oldest`) */
  private order: MapIterator<number> | undefined;
  private chars = 0;
  /** raised by every change heard: a document read before it is not held */
  generation = 0;
  /** raised by every count set */
  seq = 0;
  private readonly askedOnce = new Set<number>();
  private docReads: Waiting<DocRow> | undefined;
  private countReads: Waiting<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly maxChars = HELD_CHARS,
  ) {}

  /** The held document of a business for the India day `today` (plan badges are of one day). */
  doc(businessId: number, today: string): HeldDoc | undefined {
    const doc = this.docs.get(businessId);
    if (!doc || doc.plan_date !== today) return undefined;
    // Least recently answered first out: the one answered now goes to the end.
    this.docs.delete(businessId);
    this.docs.set(businessId, doc);
    return doc;
  }

  /**
   * Whether a document just read is worth holding: only when it was read before, not long ago. Profiles people
   * open again are held; one read once is not, because holding it costs more than reading it again would. With
   * more documents read than can be held, holding each one read pushed out another one; each held document
   * outlived the young generation and was copied into the old one, then dropped. The request thread's
   * scavenges took 15-25 ms under the profile mix instead of 3-5 ms.
   */
  worthHolding(businessId: number): boolean {
    if (this.askedOnce.delete(businessId)) return true;
    if (this.askedOnce.size >= ASKED_ONCE) this.askedOnce.clear();
    this.askedOnce.add(businessId);
    return false;
  }

  /** Holds a document with its view count, read from the database (or just built) after `generation`. */
  hold(businessId: number, doc: Omit<HeldDoc, 'until' | 'seq'>, generation: number, now: number): void {
    if (generation !== this.generation) return;
    this.drop(businessId);
    const size = doc.head.length + doc.middle.length + (doc.hours?.length ?? 0);
    if (size > this.maxChars) return;
    this.docs.set(businessId, { ...doc, until: now + COUNT_MS, seq: ++this.seq });
    this.chars += size;
    while (this.chars > this.maxChars) {
      const oldest = this.oldest();
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  /**
   * The least recently answered document's id. One iterator is kept across calls: a Map iterated from its start
   * steps over every entry deleted since its table was last rebuilt, and here each answer deletes one (moved to the
   * end) and each hold drops the oldest — thousands of steps per hold (6 % of the profile mix's time, decision 84).
   * An iterator only moves forward past deleted entries and sees entries added at the end, so what it yields next
   * is always the oldest entry still held.
   */
  private oldest(): number | undefined {
    for (let tries = 0; tries < 2; tries++) {
      this.order ??= this.docs.keys();
      const next = this.order.next();
      if (!next.done) return next.value;
      this.order = undefined;
    }
    return undefined;
  }

  /** A count read from the database (started when `seq` was `since`) for a held document. */
  setCount(businessId: number, total: number, since: number, now: number): void {
    const doc = this.docs.get(businessId);
    if (!doc || doc.seq > since) return;
    doc.total = total;
    doc.until = now + COUNT_MS;
    doc.seq = ++this.seq;
  }

  /** Totals the view batch just wrote (the database's, with every process's views): held as read now. */
  setCounts(totals: ReadonlyMap<number, number>, now: number): void {
    for (const [id, total] of totals) {
      const doc = this.docs.get(id);
      if (!doc) continue;
      doc.total = total;
      doc.until = now + COUNT_MS;
      doc.seq = ++this.seq;
    }
  }

  /** Forgets these businesses' documents, or all (a change was announced). */
  forget(ids?: Iterable<number>): void {
    this.generation++;
    if (!ids) {
      this.docs.clear();
      this.order = undefined;
      this.chars = 0;
    } else for (const id of ids) this.drop(id);
  }

  get size(): number {
    return this.docs.size;
  }

  private drop(businessId: number): void {
    const doc = this.docs.get(businessId);
    if (!doc) return;
    this.docs.delete(businessId);
    this.chars -= doc.head.length + doc.middle.length + (doc.hours?.length ?? 0);
  }

  /** A public business's stored document and view count (undefined: not public), read with the others asked now. */
  readDoc(businessId: number): Promise<DocRow | undefined> {
    this.docReads ??= this.batch(
      (ids) => docs.readProfileDocs(this.db, ids),
      () => (this.docReads = undefined),
    );
    return wait(this.docReads, businessId);
  }

  /** A public business's view count (undefined: not public), read with the others asked now. */
  readCount(businessId: number): Promise<number | undefined> {
    this.countReads ??= this.batch(
      (ids) => docs.readViewCounts(this.db, ids),
      () => (this.countReads = undefined),
    );
    return wait(this.countReads, businessId);
  }

  /**
   * Gathers the ids asked until the event loop's next turn (the requests that arrived together), then reads them
   * in one query per `READ_AT_ONCE`.
   */
  private batch<T>(read: (ids: number[]) => Promise<Map<number, T>>, close: () => void): Waiting<T> {
    const waiting: Waiting<T> = { ids: new Map(), fail: [] };
    setImmediate(() => {
      close();
      const ids = [...waiting.ids.keys()];
      for (let i = 0; i < ids.length; i += READ_AT_ONCE) {
        const part = ids.slice(i, i + READ_AT_ONCE);
        read(part).then(
          (rows) => {
            for (const id of part) for (const done of waiting.ids.get(id)!) done(rows.get(id));
          },
          (err: unknown) => {
            for (const fail of waiting.fail) fail(err);
          },
        );
      }
    });
    return waiting;
  }
}

function wait<T>(waiting: Waiting<T>, id: number): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const list = waiting.ids.get(id);
    if (list) list.push(resolve);
    else waiting.ids.set(id, [resolve]);
    waiting.fail.push(reject);
  });
}

const helds = new WeakMap<object, Held>();

/** The held documents of a database. */
export function heldOf(db: Db): Held {
  let h = helds.get(db);
  if (!h) helds.set(db, (h = new Held(db)));
  return h;
}
