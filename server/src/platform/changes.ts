/**
 * "Public data changed": the one event the platform publishes. A module that changes what visitors see (a
 * business approved or edited, a category renamed, an event published, a setting saved) calls
 * `publicDataChanged`; caches built from that data (the API micro-cache, rendered pages, sitemaps, a module's
 * own lookups) subscribe with `onPublicDataChange` and forget what is stale. Publishers never import their
 * subscribers, so no module has to know who caches what (this is what broke the seo ↔ events/offers cycle).
 *
 * Publish after the write committed (never inside its transaction): a reader that refills a cache between the
 * announcement and the commit would keep the old data for the cache's lifetime.
 *
 * Listeners run synchronously in this process, for the database handle the change was made on (tests run
 * several apps, each on its own database, in one process). When several processes serve one database, a change
 * bus (platform/change-bus.ts: Redis pub/sub, or PostgreSQL LISTEN/NOTIFY) carries each change to the others,
 * whose listeners run as if the change had been made there (`changedElsewhere`).
 */
export const CHANGE_TOPICS = [
  'businesses',
  'categories',
  'reference',
  'settings',
  'reviews',
  'products',
  'jobs',
  'events',
  'offers',
  'plans',
  'practitioners',
  // Clinic staff and clinics (issue 20): not public, but the clinic module's in-memory memberships follow it.
  'clinic-staff',
] as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface Change {
  topic: ChangeTopic;
  /** the record that changed, when one did (a business id, say) */
  id?: number;
}

type Listener = (db: object, change: Change) => void;
const listeners = new Set<Listener>();

export function onPublicDataChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Carries this process's changes to the other processes on the same database. */
export interface ChangeBus {
  publish(change: Change): void;
  /** Carries a signal (below); a bus without it keeps signals in this process. */
  signal?(signal: Signal): void;
}

const buses = new WeakMap<object, ChangeBus>();

/** Connects a bus for one database handle; answers the function that disconnects it. */
export function connectChangeBus(db: object, bus: ChangeBus): () => void {
  buses.set(db, bus);
  return () => {
    if (buses.get(db) === bus) buses.delete(db);
  };
}

function tellListeners(db: object, change: Change): void {
  for (const listener of listeners) listener(db, change);
}

export function publicDataChanged(db: object, change: Change): void {
  tellListeners(db, change);
  buses.get(db)?.publish(change);
}

/** A change another process made (delivered by the bus): this process's caches forget, nothing is sent on. */
export function changedElsewhere(db: object, change: Change): void {
  tellListeners(db, change);
}

/**
 * A signal: news that is not public data (an OPD queue moved, issue 20), so the public caches (the micro-cache,
 * rendered pages) ignore it; live screens hear it, and so do the in-memory copies of private data that it names
 * (a clinic's patient list and queue days, sessions: decision 94). It rides the same bus to the other processes on the database. `channel` names the
 * kind (`clinic-queue`), `scope` who may hear it (a clinic id), `payload` is small JSON. After a bus reconnects,
 * every listener hears `{ channel: '*' }`: something may have been missed, screens should fetch again.
 */
export interface Signal {
  channel: string;
  scope: number;
  payload?: unknown;
}

type SignalListener = (db: object, signal: Signal) => void;
const signalListeners = new Set<SignalListener>();

export function onSignal(listener: SignalListener): () => void {
  signalListeners.add(listener);
  return () => signalListeners.delete(listener);
}

function tellSignalListeners(db: object, signal: Signal): void {
  for (const listener of signalListeners) listener(db, signal);
}

/** Sends a signal to this process's listeners and, through the bus, to the other processes'. Send after commit. */
export function sendSignal(db: object, signal: Signal): void {
  tellSignalListeners(db, signal);
  buses.get(db)?.signal?.(signal);
}

/** A signal another process sent (delivered by the bus). */
export function signalledElsewhere(db: object, signal: Signal): void {
  tellSignalListeners(db, signal);
}
