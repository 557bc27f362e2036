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
  for (const kind of ['autocomplete', 'search', 'browse', 'profile', 'doctors', 'slots']) {
    for (let i = 0; i < 20; i++) lines.push(generators[kind]());
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}
