import { onPublicDataChange, onSignal } from '../../platform/changes';
import { QUEUE_CHANNEL } from './queue-events';

/**
 * Decision 94 (issue 20, "Fast, measured"): a clinic's queue of a day — its visits with their bills and the
 * patients' names — is held in memory, and so is each answer made from it (all doctors, or one doctor's) as the
 * JSON text sent: the reception's list, the doctors' screens and the waiting room's TV read it again and again
 * between two changes.
 *
 * Every change to it is a committed registration or status move, which sends the `clinic-queue` signal scoped to
 * its clinic (queue-events.ts): that forgets all the clinic's held days in this process at once and, through the
 * change bus, in the others within its latency; the next read reads the day again. A day is stored when its read
 * starts, so a read that began before a change committed is dropped by that change's signal. The answers also
 * carry the clinic's doctors and name (clinic/memory.ts): a change of the clinic's staff forgets every answer.
 * After the bus reconnects everything is forgotten. LIFETIME_MS bounds what no signal announces (the seeder
 * writing to a database a server is running on).
 */
const LIFETIME_MS = 60_000;
const MAX_CLINICS = 5_000;
const MAX_DAYS_PER_CLINIC = 31;

interface Day {
  at: number;
  data?: Promise<unknown>;
  /** the answer's JSON text, by doctor id (0: every doctor) */
  texts: Map<number, Promise<string>>;
}

const perDatabase = new WeakMap<object, Map<number, Map<string, Day>>>();

onSignal((db, signal) => {
  if (signal.channel === '*') perDatabase.get(db)?.clear();
  else if (signal.channel === QUEUE_CHANNEL) perDatabase.get(db)?.delete(signal.scope);
});
onPublicDataChange((db, change) => {
  if (change.topic === 'clinic-staff') perDatabase.get(db)?.clear();
});

function dayOf(db: object, clinicId: number, day: string): Day {
  let clinics = perDatabase.get(db);
  if (!clinics) perDatabase.set(db, (clinics = new Map()));
  let days = clinics.get(clinicId);
  if (!days) {
    if (clinics.size >= MAX_CLINICS) clinics.delete(clinics.keys().next().value!);
    clinics.set(clinicId, (days = new Map()));
  }
  const now = Date.now();
  const hit = days.get(day);
  if (hit && now - hit.at < LIFETIME_MS) return hit;
  if (hit) days.delete(day);
  else if (days.size >= MAX_DAYS_PER_CLINIC) days.delete(days.keys().next().value!);
  const fresh: Day = { at: now, texts: new Map() };
  days.set(day, fresh);
  return fresh;
}

function forgetOnFailure<V>(value: Promise<V>, forget: () => void): Promise<V> {
  value.catch(forget);
  return value;
}

/** The clinic's day from memory, or read with `load` (and held until a queue change of the clinic). */
export function heldQueueDay<V>(db: object, clinicId: number, day: string, load: () => Promise<V>): Promise<V> {
  const held = dayOf(db, clinicId, day);
  held.data ??= forgetOnFailure(load(), () => {
    held.data = undefined;
  });
  return held.data as Promise<V>;
}

/** An answer's JSON text for the day (`doctorId` 0: every doctor), from memory or made with `make` and held. */
export function heldQueueText(
  db: object,
  clinicId: number,
  day: string,
  doctorId: number,
  make: () => Promise<string>,
): Promise<string> {
  const held = dayOf(db, clinicId, day);
  let text = held.texts.get(doctorId);
  if (!text) {
    const made = forgetOnFailure(make(), () => {
      if (held.texts.get(doctorId) === made) held.texts.delete(doctorId);
    });
    held.texts.set(doctorId, (text = made));
  }
  return text;
}
