import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import { keyWords } from '../../platform/search-key';
import { onPublicDataChange } from '../../platform/changes';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import type { TextSearch } from './repo';
import { lowerBoundText } from './search-index-lists';
import * as searchRepo from './search-repo';
import { SimilarWords } from './similar-words';

/**
 * Decision 54, the query side of search: the query's key words, a place named in it, what each word matches
 * among categories and services, why a card matched, and "did you mean" when nothing did.
 */

/** Category and service names match a key word from this length on (shorter words only match whole words). */
const NAME_PREFIX_MIN = 3;

export interface ParsedQuery {
  search: TextSearch;
  /** The cities a place named in the query stands for (empty: none named). */
  cityIds: number[];
}

/**
 * What a query word names among category and service names, looked up instead of asked of every name: each
 * name's words in one sorted list (a word names those starting with it from NAME_PREFIX_MIN letters on, else
 * those equal to it), and the names in lower case. Kept while the names are (searchableKeys keeps them).
 */
interface NameLookup {
  /** every word of every name, sorted, with the name's place in its list */
  words: { word: string; kind: 'categories' | 'services'; at: number }[];
  /** each kind's names, lower case and the Gujarati as written, in one text (`\0` between them) */
  joined: Record<'categories' | 'services', { text: string; starts: number[] }>;
  serviceById: Map<number, categories.KeyedName>;
}

const lookups = new WeakMap<object, NameLookup>();

function lookupOf(names: { categories: categories.KeyedName[]; services: categories.KeyedName[] }): NameLookup {
  let lookup = lookups.get(names);
  if (!lookup) {
    const words: NameLookup['words'] = [];
    for (const kind of ['categories', 'services'] as const)
      names[kind].forEach((n, at) => n.words.forEach((word) => words.push({ word, kind, at })));
    words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    lookup = {
      words,
      joined: { categories: joined(names.categories), services: joined(names.services) },
      serviceById: new Map(names.services.map((s) => [s.id, s])),
    };
    lookups.set(names, lookup);
  }
  return lookup;
}

/** Names as one text: a text is sought in all of them at once, not asked of each (357 names, two scripts). */
function joined(names: readonly categories.KeyedName[]): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const n of names) {
    starts.push(text.length);
    text += `${n.name.toLowerCase()}\0${n.name_guj ?? ''}\0`;
  }
  return { text, starts };
}

/** The ids of the categories or services (in their list's order) whose lower-case or Gujarati name holds the text. */
export function namesContaining(
  names: { categories: categories.KeyedName[]; services: categories.KeyedName[] },
  kind: 'categories' | 'services',
  text: string,
): number[] {
  const within = lookupOf(names).joined[kind];
  const ids: number[] = [];
  if (!text || text.includes('\0')) return ids;
  for (let at = within.text.indexOf(text); at >= 0;) {
    // The name the text was found in: the last one starting at or before it.
    let lo = 0;
    let hi = within.starts.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (within.starts[mid]! <= at) lo = mid;
      else hi = mid;
    }
    ids.push(names[kind][lo]!.id);
    if (lo + 1 >= within.starts.length) break;
    at = within.text.indexOf(text, within.starts[lo + 1]!);
  }
  return ids;
}

/** The ids of the categories or services (in their list's order) with a word the query word names. */
export function namedBy(
  names: { categories: categories.KeyedName[]; services: categories.KeyedName[] },
  kind: 'categories' | 'services',
  word: string,
): number[] {
  const { words } = lookupOf(names);
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]!.word < word) lo = mid + 1;
    else hi = mid;
  }
  const at = new Set<number>();
  for (let i = lo; i < words.length; i++) {
    const w = words[i]!.word;
    if (word.length >= NAME_PREFIX_MIN ? !w.startsWith(word) : w !== word) break;
    if (words[i]!.kind === kind) at.add(words[i]!.at);
  }
  return [...at].sort((a, b) => a - b).map((i) => names[kind][i]!.id);
}

/** Each place key's words (the list is one array per set of cities: kept with it). */
const placeWords = new WeakMap<readonly reference.PlaceKey[], string[][]>();

/** Whether `parts` are the words at `at` on. */
function wordsAt(words: readonly string[], at: number, parts: readonly string[]): boolean {
  for (let j = 0; j < parts.length; j++) if (words[at + j] !== parts[j]) return false;
  return true;
}

/** The query's key words without the place it names (when something else is asked for too). */
async function takePlace(db: Db, words: string[], chosenCityId: number | undefined) {
  const places = await reference.placeKeys(db);
  let split = placeWords.get(places);
  if (!split) placeWords.set(places, (split = places.map((p) => p.key.split(' '))));
  for (let k = 0; k < places.length; k++) {
    const place = places[k]!;
    const parts = split[k]!;
    const size = parts.length;
    for (let i = 0; i + size <= words.length; i++) {
      if (!wordsAt(words, i, parts)) continue;
      // A city chosen in the filter wins over another named in the text (which then stays text).
      if (chosenCityId !== undefined && !place.cityIds.includes(chosenCityId)) continue;
      const rest = [...words.slice(0, i), ...words.slice(i + size)];
      return { rest, cityIds: chosenCityId !== undefined ? [chosenCityId] : place.cityIds };
    }
  }
  return { rest: words, cityIds: [] as number[] };
}

export async function parseQuery(db: Db, q: string, chosenCityId?: number): Promise<ParsedQuery> {
  const text = q.trim().toLowerCase();
  const words = [...new Set(keyWords(text))];
  const place = await takePlace(db, words, chosenCityId);
  const { cityIds } = place;
  // Key words of one letter only ("ર" is "r") would match nearly everything: without a place to narrow them,
  // such a query matches names as typed (by prefix) only.
  const rest = place.rest.some((w) => w.length >= 2) || cityIds.length ? place.rest : [];
  const names = await categories.searchableKeys(db);
  // The name as typed still matches (any script, substring), and categories/services containing the text.
  const typed = text.length >= NAME_PREFIX_MIN;
  const asTyped = typed && (rest.length || !cityIds.length);
  const search: TextSearch = {
    // A query that only names a place lists that place's businesses.
    q: rest.length || !cityIds.length ? text : '',
    categoryIds: asTyped ? namesContaining(names, 'categories', text) : [],
    serviceIds: asTyped ? namesContaining(names, 'services', text) : [],
    tokens: rest.map((word) => ({
      word,
      categoryIds: namedBy(names, 'categories', word),
      serviceIds: namedBy(names, 'services', word),
    })),
  };
  return { search, cityIds };
}

/** Whether a parsed query asks for any text at all (a query of only a place does not). */
export const hasText = (p: ParsedQuery) => p.search.q !== '' || p.search.tokens.length > 0;

type Row = { business_id: number; owner_name: string | null; name_key: string; category_id: number | null };

/**
 * Why each card matched when it was not by its name (decision 54): owner, category, service or product.
 * `servicesOf` answers a business's service ids from memory (the index, decision 82), `productsOf` its product
 * names (decision 101); without them they are read — product names only for the cards no other field explains.
 */
export async function matchReasons(
  db: Db,
  search: Pick<TextSearch, 'tokens'>,
  rows: readonly Row[],
  servicesOf?: (businessId: number) => readonly number[],
  productsOf?: (businessId: number) => readonly string[],
): Promise<Map<number, NonNullable<TBusinessCard['match']>>> {
  const out = new Map<number, NonNullable<TBusinessCard['match']>>();
  // A token a word of the name starts: the key's start, or a space and the token (no split per card).
  const afterSpace = search.tokens.map((t) => ` ${t.word}`);
  const pending: { r: Row; token: TextSearch['tokens'][number] }[] = [];
  for (const r of rows) {
    const token = search.tokens.find((t, i) => !r.name_key.startsWith(t.word) && !r.name_key.includes(afterSpace[i]!));
    if (token) pending.push({ r, token });
  }
  if (!pending.length) return out;
  const ids = pending.map((p) => p.r.business_id);
  const [names, cats, services] = await Promise.all([
    categories.searchableKeys(db),
    categories.categoriesById(db),
    servicesOf ? null : searchRepo.serviceIdsOf(db, ids),
  ]);
  const { serviceById } = lookupOf(names);
  const unexplained: typeof pending = [];
  for (const { r, token } of pending) {
    const ownerWords = keyWords(r.owner_name);
    if (r.owner_name && ownerWords.some((w) => w.startsWith(token.word))) {
      out.set(r.business_id, { field: 'owner', text: r.owner_name });
      continue;
    }
    const category = r.category_id === null ? undefined : cats.get(r.category_id);
    if (category && token.categoryIds.includes(category.category_id)) {
      out.set(r.business_id, { field: 'category', text: category.category_name, text_guj: category.category_name_guj });
      continue;
    }
    const serviceIds = (servicesOf ? servicesOf(r.business_id) : services!.get(r.business_id)) ?? [];
    const serviceId = serviceIds.find((id) => token.serviceIds.includes(id));
    const service = serviceId === undefined ? undefined : serviceById.get(serviceId);
    if (service) {
      out.set(r.business_id, { field: 'service', text: service.name, text_guj: service.name_guj });
      continue;
    }
    unexplained.push({ r, token });
  }
  if (!unexplained.length) return out;
  const productNames = productsOf
    ? undefined
    : await products.activeProductNames(
        db,
        unexplained.map((p) => p.r.business_id),
      );
  for (const { r, token } of unexplained) {
    const names = productsOf ? productsOf(r.business_id) : (productNames!.get(r.business_id) ?? []);
    const product = names.find((p) => keyWords(p).some((w) => w.startsWith(token.word)));
    if (product) out.set(r.business_id, { field: 'product', text: product });
  }
  return out;
}

/** The words people could have meant: every key word of public business names, categories and places. */
interface Vocabulary {
  /** key word → the word as written in Latin letters and in Gujarati script (the first name it was seen in). */
  words: Map<string, { latin?: string; gujarati?: string }>;
  /** the key words in order: whether a typed word starts one is a binary search */
  sorted: string[];
  /** the same words by their trigrams, for the most similar word */
  similar: SimilarWords<{ latin?: string; gujarati?: string }>;
}

const GUJARATI = /[\u0A80-\u0AFF]/;

/**
 * Rebuilt every minute, and at once when a category, service or place is renamed: a business name added within
 * the minute is found by the search itself, only not yet suggested. A minute's rebuild runs in the background while
 * the vocabulary it replaces keeps answering (decision 101): reading and keying 100,000 names takes a third of a
 * second, and every "did you mean" asked meanwhile waited for it.
 */
const VOCABULARY_MS = 60_000;
interface HeldVocabulary {
  at: number;
  value: Promise<Vocabulary>;
  refreshing: boolean;
}
const vocabularies = new WeakMap<object, HeldVocabulary>();
onPublicDataChange((db, change) => {
  if (change.topic === 'categories' || change.topic === 'reference') vocabularies.delete(db);
});

/** Whether a key word of the vocabulary starts with `prefix`. */
function startsAWord(sorted: readonly string[], prefix: string): boolean {
  const at = lowerBoundText(sorted, prefix);
  return at < sorted.length && sorted[at]!.startsWith(prefix);
}

function vocabulary(db: Db): Promise<Vocabulary> {
  const now = Date.now();
  const held = vocabularies.get(db);
  if (!held) {
    const fresh: HeldVocabulary = { at: now, value: buildVocabulary(db), refreshing: false };
    vocabularies.set(db, fresh);
    fresh.value.catch(() => {
      if (vocabularies.get(db) === fresh) vocabularies.delete(db);
    });
    return fresh.value;
  }
  if (now - held.at >= VOCABULARY_MS && !held.refreshing) {
    held.refreshing = true;
    buildVocabulary(db).then(
      (next) => {
        // Kept unless a rename dropped the vocabulary meanwhile (then the next ask builds one at once).
        if (vocabularies.get(db) === held)
          vocabularies.set(db, { at: Date.now(), value: Promise.resolve(next), refreshing: false });
      },
      () => {
        held.refreshing = false;
      },
    );
  }
  return held.value;
}

/** Builds the vocabulary before the first "did you mean" needs it (after the search index, decision 101). */
export function warmVocabulary(db: Db): Promise<void> {
  return vocabulary(db).then(() => undefined);
}

async function buildVocabulary(db: Db): Promise<Vocabulary> {
  const words = new Map<string, { latin?: string; gujarati?: string }>();
  // Names share most of their words ("Patel", "Sweets"): each written word is keyed once.
  const seen = new Set<string>();
  const addName = (name: string | null) => {
    if (!name) return;
    for (const written of name.split(/[\s,&/()+.-]+/)) {
      if (seen.has(written)) continue;
      seen.add(written);
      for (const key of keyWords(written)) {
        if (key.length < 2) continue;
        const forms = words.get(key) ?? {};
        if (GUJARATI.test(written)) forms.gujarati ??= written;
        else forms.latin ??= written;
        words.set(key, forms);
      }
    }
  };
  const [rows, names, cities] = await Promise.all([
    searchRepo.listPublicNameKeys(db),
    categories.searchableKeys(db),
    reference.citiesById(db),
  ]);
  for (const c of names.categories) [c.name, c.name_guj].forEach(addName);
  for (const s of names.services) [s.name, s.name_guj].forEach(addName);
  for (const c of cities.values()) [c.city_name, c.city_name_guj].forEach(addName);
  // 100,000 names take a while: other requests get their turn every 5,000.
  for (let i = 0; i < rows.length; i++) {
    addName(rows[i]!.business_name);
    if (i % 5000 === 4999) await new Promise((resolve) => setImmediate(resolve));
  }
  const similar = new SimilarWords<{ latin?: string; gujarati?: string }>();
  for (const [key, forms] of words) similar.add(key, forms);
  return { words, sorted: [...words.keys()].sort(), similar };
}

/** pg_trgm's default threshold: a word less similar than this is not suggested. */
const SIMILAR_ENOUGH = 0.3;

/**
 * "Did you mean …": each query word that starts no known word is replaced by the most similar known word
 * (trigram similarity of the keys, at least 0.3); null when no word needed replacing or none was close.
 */

export async function correct(db: Db, q: string): Promise<string | null> {
  const vocab = await vocabulary(db);
  const { sorted } = vocab;
  const written = q.trim().split(/\s+/).filter(Boolean);
  let changed = false;
  const out: string[] = [];
  for (const w of written) {
    const keys = keyWords(w);
    const known = keys.every((k) => startsAWord(sorted, k));
    if (!keys.length || known) {
      out.push(w);
      continue;
    }
    // The suggestion is written in the script the word was typed in, where the data has it so.
    const gujarati = GUJARATI.test(w);
    const forms = vocab.similar.mostSimilar(keys.join(''), SIMILAR_ENOUGH);
    if (!forms) return null;
    out.push((gujarati ? (forms.gujarati ?? forms.latin) : (forms.latin ?? forms.gujarati))!);
    changed = true;
  }
  return changed ? out.join(' ') : null;
}
