import { onSignal, sendSignal } from '../../platform/changes';
import { formatCaseNo, serialOf } from '@gd/contracts/clinic';
import type { Db } from '../../db/sql';
import { ok } from '../../platform/envelope';
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
const SHORT_PREFIX = 3;

/**
 * A clinic's patients, newest case number first (the list order), kept as few objects as can be: a million held
 * patients are otherwise millions of objects for the garbage collector to walk. Each row's list fields are kept as
 * the JSON text the answer sends (`json`, without the per-request serial and age); the rest are what the search and
 * the age need.
 */
export interface ClinicPatients {
  size: number;
  ids: Int32Array;
  caseYears: Int32Array;
  caseSeqs: Int32Array;
  /** the padded search keys, " word word ", one after another (row i's from keyEnds[i - 1] to keyEnds[i]) */
  keys: string;
  keyEnds: Int32Array;
  /** the 10-digit phone as a number, NaN for none */
  phones: Float64Array;
  /** the date of birth as yyyymmdd, 0 when there is none (the age is then counted from the birth year) */
  births: Int32Array;
  birthYears: Int32Array;
  /**
   * `"patient_id":…,"case_no":…,…,"created_at":…` (an object's members without the braces) of every row, one after
   * another (row i's from jsonEnds[i - 1] to jsonEnds[i])
   */
  json: string;
  jsonEnds: Int32Array;
  /** every distinct search-key word, sorted, with the rows (ascending index = list order) that have it */
  sortedWords: string[];
  rowsOfWord: Map<string, Int32Array>;
  /** the rows having a word that starts with each 1–3 letter prefix */
  rowsOfShortPrefix: Map<string, Int32Array>;
  /** every row with a phone, in phone order */
  byPhone: Int32Array;
  /** every row in case sequence number order (any year) */
  bySeq: Int32Array;
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
      entry.size = list?.size ?? 0;
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

/** The members of a row's JSON object the answer sends, except the per-request serial and age. */
export const rowJson = (r: repo.PatientListRow): string =>
  JSON.stringify({
    patient_id: r.patient_id,
    case_no: formatCaseNo(r.case_year, r.case_seq),
    name: r.name,
    name_guj: r.name_guj,
    sex: r.sex,
    phone: r.phone,
    city_id: r.city_id,
    created_at: r.created_at,
  }).slice(1, -1);

/** Strings kept as one (a million small strings are a million objects for the garbage collector to walk). */
function packed(parts: string[]): { text: string; ends: Int32Array } {
  const ends = new Int32Array(parts.length);
  let at = 0;
  parts.forEach((part, i) => (ends[i] = at += part.length));
  return { text: parts.join(''), ends };
}

const partOf = (text: string, ends: Int32Array, i: number) => text.slice(i === 0 ? 0 : ends[i - 1], ends[i]);

const TEN_DIGITS = /^\d{10}$/;

async function load(db: Db, clinicId: number): Promise<ClinicPatients | null> {
  const rows = await repo.patientsOfClinic(db, clinicId, memoryLimits.perClinic + 1);
  if (rows.length > memoryLimits.perClinic) return null;
  // Phones are compared as numbers, which is the SQL range's string order only for 10 digits (every phone the
  // registration accepts): a clinic with any other is searched with SQL.
  if (rows.some((r) => r.phone !== null && !TEN_DIGITS.test(r.phone))) return null;
  const lists = new Map<string, number[]>();
  const short = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const shortSeen = new Set<string>();
    for (const w of r.search_key.split(' ')) {
      if (!w) continue;
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
  const order = (key: (i: number) => string | number) => (a: number, b: number) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : a - b;
  };
  const withPhone = rows.flatMap((r, i) => (r.phone === null ? [] : [i]));
  withPhone.sort(order((i) => rows[i]!.phone!));
  const bySeq = rows.map((_, i) => i).sort(order((i) => rows[i]!.case_seq));
  const keys = packed(rows.map((r) => (r.search_key.startsWith(' ') ? r.search_key : ` ${r.search_key} `)));
  const json = packed(rows.map(rowJson));
  return {
    size: rows.length,
    ids: Int32Array.from(rows, (r) => r.patient_id),
    caseYears: Int32Array.from(rows, (r) => r.case_year),
    caseSeqs: Int32Array.from(rows, (r) => r.case_seq),
    keys: keys.text,
    keyEnds: keys.ends,
    phones: Float64Array.from(rows, (r) => (r.phone === null ? NaN : Number(r.phone))),
    births: Int32Array.from(rows, (r) => (r.dob ? Number(r.dob.replaceAll('-', '')) : 0)),
    birthYears: Int32Array.from(rows, (r) => r.birth_year),
    json: json.text,
    jsonEnds: json.ends,
    sortedWords: [...lists.keys()].sort(),
    rowsOfWord,
    rowsOfShortPrefix,
    byPhone: Int32Array.from(withPhone),
    bySeq: Int32Array.from(bySeq),
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
 * The page of `filter`'s matches (row indexes, in list order), and the number of matches counted up to
 * `countUpTo` (no further): the same answer as repo.searchPatients, and as repo.countPatients when countUpTo is
 * its cap.
 */
export function searchInMemory(
  list: ClinicPatients,
  filter: repo.PatientFilter,
  limit: number,
  offset: number,
  countUpTo: number,
): { rows: number[]; count: number } {
  const matches = matchesOf(list, filter);
  if (!matches) {
    const rows: number[] = [];
    for (let i = offset; i < Math.min(list.size, offset + limit); i++) rows.push(i);
    return { rows, count: Math.min(list.size, countUpTo) };
  }
  const { candidates, test } = matches;
  if (!test) {
    return {
      rows: Array.from(candidates.subarray(offset, offset + limit)),
      count: Math.min(candidates.length, countUpTo),
    };
  }
  const rows: number[] = [];
  let count = 0;
  const enough = Math.max(countUpTo, offset + limit);
  for (let k = 0; k < candidates.length && count < enough; k++) {
    const i = candidates[k]!;
    if (!test(i)) continue;
    if (count >= offset && rows.length < limit) rows.push(i);
    count++;
  }
  return { rows, count: Math.min(count, countUpTo) };
}

/** The first position in `sorted` (row indexes) whose value is not below `target`. */
function lowerBound<T>(sorted: Int32Array, value: (i: number) => T, target: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value(sorted[mid]!) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Row indexes in ascending order, each once. */
function ascendingOnce(found: number[]): Int32Array {
  const sorted = Int32Array.from(found).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.subarray(0, n);
}

/**
 * The matching rows: `candidates` (row indexes in list order, each once), of which those passing `test` (all when
 * there is none); null: every row.
 */
function matchesOf(
  list: ClinicPatients,
  filter: repo.PatientFilter,
): { candidates: Int32Array; test?: (i: number) => boolean } | null {
  const words = filter.words ?? [];
  if (words.length) {
    const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
    const first = words.indexOf(driver);
    // " word" in the padded key: some word of the names starts with it
    const others = words.filter((_, i) => i !== first).map((w) => ` ${w}`);
    const candidates = rowsWithPrefix(list, driver);
    if (!others.length) return { candidates };
    return {
      candidates,
      test: (i) => {
        const key = partOf(list.keys, list.keyEnds, i);
        for (const w of others) if (!key.includes(w)) return false;
        return true;
      },
    };
  }
  const seqRows = (seq: number): number[] => {
    const found: number[] = [];
    for (let k = lowerBound(list.bySeq, (i) => list.caseSeqs[i]!, seq); k < list.size; k++) {
      const i = list.bySeq[k]!;
      if (list.caseSeqs[i] !== seq) break;
      found.push(i);
    }
    return found;
  };
  if (filter.case) {
    const { year, seq } = filter.case;
    return { candidates: ascendingOnce(seqRows(seq).filter((i) => list.caseYears[i] === year)) };
  }
  if (filter.digits !== undefined) {
    const digits = filter.digits;
    const low = Number(digits.padEnd(10, '0'));
    const high = Number(digits.padEnd(10, '9'));
    const found = digits.length <= 7 ? seqRows(Number(digits)) : [];
    const phones = list.byPhone;
    for (let k = lowerBound(phones, (i) => list.phones[i]!, low); k < phones.length; k++) {
      const i = phones[k]!;
      if (list.phones[i]! > high) break;
      found.push(i);
    }
    // in list order, a patient matching both by case number and by phone once
    return { candidates: ascendingOnce(found) };
  }
  return null;
}

/**
 * The envelope's JSON text of a page of the list: `rows` (row indexes, in order) with their serial numbers and
 * today's ages spliced into each row's held JSON, then the count, page and page size.
 */
export function pageText(
  list: ClinicPatients,
  rows: number[],
  page: { page: number; count: number; page_size: number },
  today: string,
): string {
  // patientAge's rule on numbers: years since the birth, less one before this year's birthday
  const now = Number(today.replaceAll('-', ''));
  const items = rows.map((i, k) => {
    const birth = list.births[i]!;
    const age = birth
      ? Math.floor(now / 10_000) - Math.floor(birth / 10_000) - (now % 10_000 < birth % 10_000 ? 1 : 0)
      : Math.floor(now / 10_000) - list.birthYears[i]!;
    return `{"serial":${serialOf(k, page.page)},"age":${age},${partOf(list.json, list.jsonEnds, i)}}`;
  });
  // The envelope of the page without rows, then its data object opened again for them: `ok(…)` ends with data.
  const rest = JSON.stringify(ok({ count: page.count, page: page.page, page_size: page.page_size }));
  return `${rest.slice(0, -2)},"rows":[${items.join(',')}]}}`;
}
