// The mix mode of `npm run bench` (decision 55): routes whose every request is a different query, so no
// URL-keyed cache (the API micro-cache, the search cache) can answer for the database. The words come from the
// seeded data itself: prefixes and words of business names in their own script and transliterated into the
// other one (Sanscript), owners' names, city and category combinations, and random Load More offsets.
import fs from 'node:fs';
import path from 'node:path';
import Sanscript from '@indic-transliteration/sanscript';

const GUJARATI = /[\u0A80-\u0AFF]/;

/** A deterministic pseudo-random sequence (mulberry32), so two runs ask the same mix. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Latin word in Gujarati script (as a Gujarati keyboard would type an English name), and the reverse. */
function otherScript(word) {
  if (GUJARATI.test(word)) return Sanscript.t(word, 'gujarati', 'itrans').toLowerCase();
  return Sanscript.t(word.toLowerCase(), 'itrans', 'gujarati');
}

/** Reads a sample of the seeded data: names, owners, public ids, cities, categories. */
async function sample({ dataDir, databaseUrl }) {
  const queries = {
    names: `select business_name as v from businesses where is_approve = 1 and deleted_at is null and business_name is not null order by business_id limit 20000`,
    owners: `select owner_name as v from businesses where is_approve = 1 and deleted_at is null and owner_name is not null order by business_id desc limit 5000`,
    ids: `select business_id as v from businesses where is_approve = 1 and deleted_at is null order by business_id`,
    cities: `select city_id as v from cities where is_active = 1`,
    categories: `select category_id as v from business_categories`,
    practitioners: `select practitioner_id as v from practitioners where is_approve = 1 and is_active = 1 order by practitioner_id`,
    practitionerNames: `select name as v from practitioners where is_approve = 1 union all select name_guj as v from practitioners where is_approve = 1 and name_guj is not null`,
    specialties: `select specialty_id as v from master_specialties`,
  };
  const out = {};
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [k, q] of Object.entries(queries)) out[k] = (await client.query(q)).rows.map((r) => r.v);
    } finally {
      await client.end();
    }
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
    try {
      for (const [k, q] of Object.entries(queries))
        out[k] = db
          .prepare(q)
          .all()
          .map((r) => r.v);
    } finally {
      db.close();
    }
  }
  return out;
}

/** Builds the path generators of the mix routes from the seeded data. */
export async function mixGenerators(source) {
  const data = await sample(source);
  const words = new Set();
  for (const name of [...data.names, ...data.owners]) {
    for (const w of String(name).split(/[\s,&/()+.-]+/)) if (w.length >= 3) words.add(w);
  }
  const wordList = [...words];
  const both = [
    ...wordList,
    ...wordList
      .slice(0, 3000)
      .map(otherScript)
      .filter((w) => w.length >= 2),
  ];
  // Autocomplete is asked letter by letter as a name is typed: every prefix of the sampled names, in their own
  // script and (a thousand of them) transliterated into the other, plus the prefixes of single words.
  const prefixes = new Set();
  const typed = [
    ...data.names,
    ...data.names.slice(0, 1000).map((name) => String(name).split(/\s+/).map(otherScript).join(' ')),
  ];
  for (const name of typed) {
    const text = String(name).toLowerCase();
    for (let n = 1; n <= text.length; n++) if (text[n - 1] !== ' ') prefixes.add(text.slice(0, n));
  }
  for (const w of both) for (let n = 1; n <= Math.min(6, w.length); n++) prefixes.add(w.slice(0, n));
  const prefixList = [...prefixes];
  const rnd = random(2026);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const q = (text) => encodeURIComponent(text);
  let n = 0;
  // Practitioners (decision 65): words of their names in both scripts and their prefixes, for the `q` filter.
  const doctorWords = new Set();
  for (const name of data.practitionerNames)
    for (const w of String(name).split(/[\s.]+/)) if (w.length >= 2 && !/^(dr|ડૉ)$/i.test(w)) doctorWords.add(w);
  const doctorQueries = [...doctorWords].flatMap((w) => [w, w.slice(0, 3), w.toLowerCase()]);
  const indiaToday = new Date(Date.now() + 330 * 60_000);
  const dateAhead = (days) => new Date(indiaToday.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const counts = {
    words: both.length,
    prefixes: prefixList.length,
    ids: data.ids.length,
    practitioners: data.practitioners.length,
    practitionerWords: doctorWords.size,
  };
  return {
    counts,
    autocomplete: () => `/api/businesses/autocomplete?q=${q(pick(prefixList))}`,
    search: () => {
      n++;
      // A word, two words, or a business's whole name (a quarter of the time, from 20,000 names).
      const text = n % 4 === 0 ? String(pick(data.names)) : n % 4 === 1 ? `${pick(both)} ${pick(both)}` : pick(both);
      const parts = [`q=${q(text)}`, 'limit=5', `offset=${5 * Math.floor(rnd() * 4)}`];
      if (rnd() < 0.4) parts.push(`city_id=${pick(data.cities)}`);
      if (rnd() < 0.2) parts.push(`category_id=${pick(data.categories)}`);
      return `/api/businesses?${parts.join('&')}`;
    },
    browse: () => {
      const parts = ['limit=5', `offset=${5 * Math.floor(rnd() * 20)}`, `city_id=${pick(data.cities)}`];
      if (rnd() < 0.7) parts.push(`category_id=${pick(data.categories)}`);
      return `/api/businesses?${parts.join('&')}`;
    },
    profile: () => `/api/businesses/${pick(data.ids)}`,
    // The /doctors filters in the combinations people use: a city, a specialty, a name, a language, a fee range,
    // "available today", and Load More offsets.
    doctors: () => {
      const parts = ['limit=20', `offset=${20 * Math.floor(rnd() * 3)}`];
      if (rnd() < 0.6) parts.push(`city_id=${pick(data.cities)}`);
      if (rnd() < 0.5) parts.push(`specialty_id=${pick(data.specialties)}`);
      if (rnd() < 0.3) parts.push(`q=${q(pick(doctorQueries))}`);
      if (rnd() < 0.2) parts.push(`language=${pick(['gu', 'hi', 'en'])}`);
      if (rnd() < 0.1) parts.push(`fee_max=${pick([300, 500, 800])}`);
      if (rnd() < 0.15) parts.push('available=today');
      return `/api/practitioners?${parts.join('&')}`;
    },
    slots: () => `/api/practitioners/${pick(data.practitioners)}/slots?date=${dateAhead(Math.floor(rnd() * 14))}`,
  };
}

/** Writes a sample of each mix to a file (`BENCH_MIX_SAMPLE=file`), to see what is asked. */
export function writeSample(generators, file) {
  const lines = [];
  for (const kind of ['autocomplete', 'search', 'browse', 'profile', 'doctors', 'slots', 'patients', 'queue']) {
    if (!generators[kind]) continue;
    for (let i = 0; i < 20; i++) {
      const next = generators[kind]();
      lines.push(typeof next === 'string' ? next : next.path);
    }
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

// ---- the clinic desk (issue 20 "Fast, measured", decision 91) ---------------------------------------------------

const BENCH_CLINIC_PASSWORD = 'BenchReception#2026'; // server/src/db/seed/clinics-bulk.ts
const CLINIC_QUERIES = {
  receptions: `select s.clinic_id as clinic_id, u.email as email from users u join clinic_staff s on s.user_id = u.user_id where u.email like 'reception.c%@bench-clinic.in' order by s.clinic_id`,
  doctors: `select s.clinic_id as clinic_id, s.staff_id as staff_id from clinic_staff s join users u on u.user_id = s.user_id where s.department_id = 2 and u.email like 'doctor%@bench-clinic.in'`,
  // about 50 patients of each clinic: their names (both scripts), phones and case numbers
  patients: `select clinic_id, name, name_guj, phone, case_year, case_seq from clinic_patients where patient_id % 200 = 7`,
};

async function clinicSample({ dataDir, databaseUrl }) {
  const out = {};
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [k, q] of Object.entries(CLINIC_QUERIES)) out[k] = (await client.query(q)).rows;
    } finally {
      await client.end();
    }
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
    try {
      for (const [k, q] of Object.entries(CLINIC_QUERIES)) out[k] = db.prepare(q).all();
    } finally {
      db.close();
    }
  }
  return out;
}

/**
 * The clinic mixes: one reception login per bulk clinic (POST /api/auth/staff/login), then every request a
 * different clinic's token (the Authorization header set per request) and a different query. "patients": name
 * prefixes in both scripts (one word or a first name and a surname's start), phone starts of 4–10 digits, case
 * numbers (2026/0042 or 42), and pages of the whole list. "queue": a clinic's day (today mostly, else one of the
 * last six days), all doctors or one.
 */
export async function clinicMixGenerators(source, serverUrl, log) {
  const data = await clinicSample(source);
  const tokens = new Map();
  for (const r of data.receptions) {
    const res = await fetch(`${serverUrl}/api/auth/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: r.email, password: BENCH_CLINIC_PASSWORD }),
    });
    const body = await res.json().catch(() => ({}));
    const token = body?.data?.token ?? body?.token;
    if (!res.ok || !token) throw new Error(`staff login of ${r.email} answered ${res.status}`);
    tokens.set(Number(r.clinic_id), `Bearer ${token}`);
  }
  if (tokens.size === 0) throw new Error('no bulk clinics to log in to: seed with --clinics (BENCH_CLINICS)');
  // Decision 94: a clinic's patient list is read into memory by its first search (as a desk's first search of the
  // day does) and held; the measured runs are of the desk at work, so every clinic searches first, again until a
  // round of searches is quick (every list read).
  const started = Date.now();
  for (let round = 0, took = Infinity; round < 10 && took > 500; round++) {
    const roundStarted = Date.now();
    await Promise.all(
      [...tokens.values()].map((authorization) =>
        fetch(`${serverUrl}/api/clinic/patients?q=a`, { headers: { authorization } }).then((r) => r.arrayBuffer()),
      ),
    );
    took = Date.now() - roundStarted;
  }
  log?.(`clinic mix: every clinic's patient list read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const clinics = [...tokens.keys()];
  const doctors = new Map();
  for (const d of data.doctors) {
    const id = Number(d.clinic_id);
    if (!doctors.has(id)) doctors.set(id, []);
    doctors.get(id).push(Number(d.staff_id));
  }
  const patients = new Map();
  for (const p of data.patients) {
    const id = Number(p.clinic_id);
    if (!tokens.has(id)) continue;
    if (!patients.has(id)) patients.set(id, []);
    patients.get(id).push(p);
  }
  log?.(`clinic mix: ${tokens.size} reception logins, ${data.patients.length} sampled patients`);
  const rnd = random(2092);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const prefix = (word) => [...word].slice(0, 1 + Math.floor(rnd() * [...word].length)).join('');
  const indiaToday = new Date(Date.now() + 330 * 60_000);
  const dayBack = (days) => new Date(indiaToday.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return {
    clinicCounts: { clinics: tokens.size, patients: data.patients.length },
    patients: () => {
      const clinic = pick(clinics);
      const p = pick(patients.get(clinic) ?? [...patients.values()][0]);
      const names = String(rnd() < 0.5 ? p.name : (p.name_guj ?? p.name)).split(/\s+/);
      const roll = rnd();
      let q;
      let page = 1;
      if (roll < 0.4) q = prefix(pick(names));
      else if (roll < 0.55) q = `${names[0]} ${prefix(names.at(-1))}`;
      else if (roll < 0.7) q = String(p.phone).slice(0, 4 + Math.floor(rnd() * 7));
      else if (roll < 0.8) q = `${p.case_year}/${String(p.case_seq).padStart(4, '0')}`;
      else if (roll < 0.9) q = String(p.case_seq);
      else {
        q = '';
        page = 1 + Math.floor(rnd() * 50);
      }
      if (q && rnd() < 0.2) page = 2 + Math.floor(rnd() * 3);
      return {
        path: `/api/clinic/patients?${q ? `q=${encodeURIComponent(q)}&` : ''}page=${page}`,
        headers: { authorization: tokens.get(clinic) },
      };
    },
    queue: () => {
      const clinic = pick(clinics);
      const parts = [`date=${dayBack(rnd() < 0.7 ? 0 : 1 + Math.floor(rnd() * 6))}`];
      const ds = doctors.get(clinic) ?? [];
      if (ds.length && rnd() < 0.6) parts.push(`doctor_id=${pick(ds)}`);
      return { path: `/api/clinic/queue?${parts.join('&')}`, headers: { authorization: tokens.get(clinic) } };
    },
  };
}
