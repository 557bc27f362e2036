import { onSignal } from '../../platform/changes';
import { QUEUE_CHANNEL } from './queue-events';

/**
 * Decision 94 (issue 20, "Fast, measured"): a clinic's queue of a day — its visits with their bills and the
 * patients' names — is held in memory: the reception's list, the doctors' screens and the waiting room's TV all
 * read it again and again between two changes.
 *
 * Every change to it is a committed registration or status move, which sends the `clinic-queue` signal scoped to
 * its clinic (queue-events.ts): that forgets all the clinic's held days in this process at once and, through the
 * change bus, in the others within its latency; the next read reads the day again. A day is stored when its read
 * starts, so a read that began before a change committed is dropped by that change's signal. After the bus
 * reconnects everything is forgotten. LIFETIME_MS bounds what no signal announces (the seeder writing to a
 * database a server is running on).
 */
const LIFETIME_MS = 60_000;
const MAX_CLINICS = 5_000;
const MAX_DAYS_PER_CLINIC = 31;

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

const perDatabase = new WeakMap<object, Map<number, Map<string, Entry<unknown>>>>();

onSignal((db, signal) => {
  if (signal.channel === '*') perDatabase.get(db)?.clear();
  else if (signal.channel === QUEUE_CHANNEL) perDatabase.get(db)?.delete(signal.scope);
});

/** The clinic's day from memory, or read with `load` (and held until a queue change of the clinic). */
export function heldQueueDay<V>(db: object, clinicId: number, day: string, load: () => Promise<V>): Promise<V> {
  let clinics = perDatabase.get(db);
  if (!clinics) perDatabase.set(db, (clinics = new Map()));
  let days = clinics.get(clinicId);
  if (!days) {
    if (clinics.size >= MAX_CLINICS) clinics.delete(clinics.keys().next().value!);
    clinics.set(clinicId, (days = new Map()));
  }
  const now = Date.now();
  const hit = days.get(day);
  if (hit && now - hit.at < LIFETIME_MS) return hit.value as Promise<V>;
  if (hit) days.delete(day);
  else if (days.size >= MAX_DAYS_PER_CLINIC) days.delete(days.keys().next().value!);
  const entry: Entry<V> = { at: now, value: load() };
  days.set(day, entry);
  entry.value.catch(() => {
    if (days.get(day) === entry) days.delete(day);
  });
  return entry.value;
}
