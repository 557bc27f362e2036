import { onSignal, sendSignal } from '../../platform/changes';
import type { Db } from '../../db/sql';
import * as repo from './repo';

/**
 * Decision 94 (issue 20, "Fast, measured"): a clinic's patient list, held in memory per clinic and searched there.
 *
 * Reading a page from SQLite cost more in turning rows into objects than in finding them (20 rows × 11 columns
 * with the word-index join and a capped count: 130 µs a search), so the patients of a clinic that is being searched
 * are read once, newest case number first, with their search-key words, and every search after that is answered
 * from memory with the same rules as the SQL search (repo.searchPatients), which still answers for a clinic too big
 * to hold (more than memoryLimits.perClinic) and while a clinic's list is being read.
 *
 * Patients are only ever inserted (registerPatient). The registration announces itself after it committed with
 * a `clinic-patients` signal scoped to the clinic: this process forgets that clinic's list at once, and the change
 * bus tells the other processes on the database, which forget within its latency; a forgotten list is read again
 * by the next search. A list is stored when its read starts, so a read that began before a registration
 * committed is dropped by that registration's signal. After the bus reconnects, every list is forgotten.
 * A list nobody searched for IDLE_MS is dropped; at most memoryLimits.total patients are held in all (least recently
 * searched clinic out first).
 */
export const PATIENTS_CHANNEL = 'clinic-patients';
/** How much is held: patients of one clinic (a larger one is searched with SQL), and of all clinics together. */
export const memoryLimits = { perClinic: 50_000, total: 2_000_000 };
const IDLE_MS = 10 * 60_000;
/** Prefixes this short would match too many words to union at query time: their lists are built with the list. */
const SHORT_PREFIX = 2;

export type PatientListRow = Awaited<ReturnType<typeof repo.patientsOfClinic>>[number];

export interface ClinicPatients {
  /** newest case number first (the list order) */
  rows: PatientListRow[];
  /** each row's search-key words */
  words: string[][];
  /** every distinct search-key word, sorted, with the rows (ascending index = list order) that have it */
  sortedWords: string[];
  rowsOfWord: Map<string, Int32Array>;
  /** the rows having a word that starts with each 1–2 letter prefix */
  rowsOfShortPrefix: Map<string, Int32Array>;
  /** every row with a phone, in phone order */
  byPhone: Int32Array;
  /** case sequence number (any year) → its rows */
  rowsOfSeq: Map<number, number[]>;
}

interface Held {
  at: number;
  size: number;
  /** null: too many patients to hold (the SQL search answers) */
  list: Promise<ClinicPatients | null>;
  ready: ClinicPatients | null | undefined;
}

const perDatabase = new WeakMap<object, Map<number, Held>>();

function heldOf(db: object): Map<number, Held> {
  let held = perDatabase.get(db);
  if (!held) perDatabase.set(db, (held = new Map()));
  return held;
}

onSignal((db, signal) => {
  if (signal.channel === '*') perDatabase.get(db)?.clear();
  else if (signal.channel === PATIENTS_CHANNEL) perDatabase.get(db)?.delete(signal.scope);
});

/** After a committed registration: every process forgets the clinic's list (read again by its next search). */
export function clinicPatientsChanged(db: object, clinicId: number): void {
  sendSignal(db, { channel: PATIENTS_CHANNEL, scope: clinicId });
}

/**
 * The clinic's list when it is in memory; otherwise starts reading it and answers undefined (the caller searches
 * with SQL meanwhile), or null when the clinic has too many patients to hold.
 */
export function patientsInMemory(db: Db, clinicId: number, now = Date.now()): ClinicPatients | null | undefined {
  const held = heldOf(db);
  const hit = held.get(clinicId);
  if (hit && now - hit.at < IDLE_MS) {
    // Most recently searched last: the first entry is the one to drop when the total is too large.
    held.delete(clinicId);
    held.set(clinicId, hit);
    hit.at = now;
    return hit.ready;
  }
  if (hit) held.delete(clinicId);
  const entry: Held = { at: now, size: 0, list: Promise.resolve(null), ready: undefined };
  entry.list = load(db, clinicId).then(
    (list) => {
      entry.ready = list;
      entry.size = list?.rows.length ?? 0;
      makeRoom(held, entry);
      return list;
    },
    () => {
      if (held.get(clinicId) === entry) held.delete(clinicId);
      return null;
    },
  );
  held.set(clinicId, entry);
  return undefined;
}

/** Waits for the clinic's list (tests and warm-up): the same as patientsInMemory, once the read finished. */
export async function loadPatients(db: Db, clinicId: number): Promise<ClinicPatients | null> {
  patientsInMemory(db, clinicId);
  return (await heldOf(db).get(clinicId)?.list) ?? null;
}

function makeRoom(held: Map<number, Held>, keep: Held): void {
  let total = 0;
  for (const h of held.values()) total += h.size;
  for (const [id, h] of held) {
    if (total <= memoryLimits.total) break;
    if (h === keep) continue;
    total -= h.size;
    held.delete(id);
  }
}

async function load(db: Db, clinicId: number): Promise<ClinicPatients | null> {
  const rows = await repo.patientsOfClinic(db, clinicId, memoryLimits.perClinic + 1);
  if (rows.length > memoryLimits.perClinic) return null;
  const words = rows.map((r) => r.search_key.split(' ').filter(Boolean));
  const lists = new Map<string, number[]>();
  const short = new Map<string, number[]>();
  words.forEach((ws, i) => {
    const shortSeen = new Set<string>();
    for (const w of ws) {
      const list = lists.get(w);
      if (!list) lists.set(w, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
      for (let n = 1; n <= Math.min(SHORT_PREFIX, w.length); n++) shortSeen.add(w.slice(0, n));
    }
    for (const p of shortSeen) {
      const list = short.get(p);
      if (list) list.push(i);
      else short.set(p, [i]);
    }
  });
  const rowsOfWord = new Map<string, Int32Array>();
  for (const [w, list] of lists) rowsOfWord.set(w, Int32Array.from(list));
  const rowsOfShortPrefix = new Map<string, Int32Array>();
  for (const [p, list] of short) rowsOfShortPrefix.set(p, Int32Array.from(list));
  const withPhone = rows.flatMap((r, i) => (r.phone === null ? [] : [i]));
  withPhone.sort((a, b) => (rows[a]!.phone! < rows[b]!.phone! ? -1 : rows[a]!.phone! > rows[b]!.phone! ? 1 : a - b));
  const rowsOfSeq = new Map<number, number[]>();
  rows.forEach((r, i) => {
    const list = rowsOfSeq.get(r.case_seq);
    if (list) list.push(i);
    else rowsOfSeq.set(r.case_seq, [i]);
  });
  return {
    rows,
    words,
    sortedWords: [...lists.keys()].sort(),
    rowsOfWord,
    rowsOfShortPrefix,
    byPhone: Int32Array.from(withPhone),
    rowsOfSeq,
  };
}

/** The rows (ascending index = list order) having a word that starts with `prefix`. */
function rowsWithPrefix(list: ClinicPatients, prefix: string): Int32Array {
  if (prefix.length <= SHORT_PREFIX) return list.rowsOfShortPrefix.get(prefix) ?? new Int32Array(0);
  const words = list.sortedWords;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: Int32Array[] = [];
  for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i++) found.push(list.rowsOfWord.get(words[i]!)!);
  if (found.length <= 1) return found[0] ?? new Int32Array(0);
  let size = 0;
  for (const f of found) size += f.length;
  const all = new Int32Array(size);
  let at = 0;
  for (const f of found) {
    all.set(f, at);
    at += f.length;
  }
  all.sort();
  // A patient with two words of this prefix is listed once.
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.subarray(0, n);
}

/**
 * The page of `filter`'s matches in list order, and the number of matches counted up to `countUpTo` (no further:
 * the same answer as repo.searchPatients, and as repo.countPatients when countUpTo is its cap).
 */
export function searchInMemory(
  list: ClinicPatients,
  filter: repo.PatientFilter,
  limit: number,
  offset: number,
  countUpTo: number,
): { rows: PatientListRow[]; count: number } {
  const matches = matchesOf(list, filter);
  if (!matches) {
    return { rows: list.rows.slice(offset, offset + limit), count: Math.min(list.rows.length, countUpTo) };
  }
  if (matches instanceof Int32Array) {
    const rows = Array.from(matches.subarray(offset, offset + limit), (i) => list.rows[i]!);
    return { rows, count: Math.min(matches.length, countUpTo) };
  }
  const rows: PatientListRow[] = [];
  let count = 0;
  const enough = Math.max(countUpTo, offset + limit);
  for (const i of matches) {
    if (count >= offset && rows.length < limit) rows.push(list.rows[i]!);
    if (++count >= enough) break;
  }
  return { rows, count: Math.min(count, countUpTo) };
}

/** The matching rows' indexes in list order (ascending), lazily where the rows are checked one by one; null: all. */
function matchesOf(list: ClinicPatients, filter: repo.PatientFilter): Int32Array | Iterable<number> | null {
  const words = filter.words ?? [];
  if (words.length) {
    const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
    const first = words.indexOf(driver);
    const others = words.filter((w, i) => i !== first);
    const candidates = rowsWithPrefix(list, driver);
    if (!others.length) return candidates;
    return (function* () {
      for (const i of candidates) {
        const own = list.words[i]!;
        if (others.every((w) => own.some((o) => o.startsWith(w)))) yield i;
      }
    })();
  }
  if (filter.case) {
    const { year, seq } = filter.case;
    return Int32Array.from((list.rowsOfSeq.get(seq) ?? []).filter((i) => list.rows[i]!.case_year === year));
  }
  if (filter.digits !== undefined) {
    const digits = filter.digits;
    const low = digits.padEnd(10, '0');
    const high = digits.padEnd(10, '9');
    const found: number[] = digits.length <= 7 ? [...(list.rowsOfSeq.get(Number(digits)) ?? [])] : [];
    const byPhone = list.byPhone;
    let lo = 0;
    let hi = byPhone.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list.rows[byPhone[mid]!]!.phone! < low) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < byPhone.length && list.rows[byPhone[k]!]!.phone! <= high; k++) found.push(byPhone[k]!);
    // in list order, a patient matching both by case number and by phone once
    const sorted = Int32Array.from(found).sort();
    let n = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
    return sorted.subarray(0, n);
  }
  return null;
}
