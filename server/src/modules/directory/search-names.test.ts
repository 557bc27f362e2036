import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random';
import type { KeyedName } from '../categories/service';
import { namedBy, namesContaining } from './search';

/**
 * What a query word names among category and service names (search.ts parseQuery): from three letters on, every
 * name with a word starting with it; a shorter word only names a name with that very word. Looked up in one sorted
 * list of words per set of names; the ids come back in the names' own order.
 */
describe('category and service names a query word names', () => {
  const name = (id: number, words: string[]): KeyedName => ({ id, name: `name ${id}`, name_guj: null, words });
  const names = {
    categories: [name(7, ['swts', 'mthi']), name(3, ['sw']), name(9, ['trvl', 'swtr']), name(4, ['dntl'])],
    services: [name(20, ['swt', 'bx']), name(21, ['ktrng']), name(22, ['sw', 'ktr'])],
  };

  it('names every name with a word starting with a word of three letters or more, in list order', () => {
    expect(namedBy(names, 'categories', 'swt')).toEqual([7, 9]);
    expect(namedBy(names, 'services', 'swt')).toEqual([20]);
    expect(namedBy(names, 'services', 'ktr')).toEqual([21, 22]);
    expect(namedBy(names, 'categories', 'swts')).toEqual([7]);
    expect(namedBy(names, 'categories', 'zzz')).toEqual([]);
  });

  it('names only the names holding a shorter word whole', () => {
    expect(namedBy(names, 'categories', 'sw')).toEqual([3]);
    expect(namedBy(names, 'services', 'sw')).toEqual([22]);
    expect(namedBy(names, 'services', 'bx')).toEqual([20]);
    expect(namedBy(names, 'categories', 'dn')).toEqual([]);
  });
});

/**
 * The categories and services a query names as typed (search.ts parseQuery): those whose lower-case name or
 * Gujarati name (as written) holds the text — sought in all the names at once, the same as asking each.
 */
describe('category and service names holding the text as typed', () => {
  const named = (id: number, name: string, name_guj: string | null): KeyedName => ({ id, name, name_guj, words: [] });
  const names = {
    categories: [
      named(11, 'Sweet Shops', 'મીઠાઈની દુકાન'),
      named(5, 'Dentists', 'દાંતના ડૉક્ટર'),
      named(8, 'Sweets & Farsan', null),
      named(2, 'Tours and Travels', 'Tours ટ્રાવેલ્સ'),
    ],
    services: [named(30, 'Root canal', 'રૂટ કેનાલ'), named(31, 'Sweet boxes', 'મીઠાઈ બોક્સ'), named(32, 'Tours', null)],
  };
  const asked = (kind: 'categories' | 'services', text: string) =>
    names[kind]
      .filter((n) => n.name.toLowerCase().includes(text) || (n.name_guj ?? '').includes(text))
      .map((n) => n.id);

  it('finds every name holding the text, in either script, each once and in list order', () => {
    expect(namesContaining(names, 'categories', 'sweet')).toEqual([11, 8]);
    expect(namesContaining(names, 'categories', 'મીઠાઈ')).toEqual([11]);
    expect(namesContaining(names, 'services', 'મીઠાઈ')).toEqual([31]);
    expect(namesContaining(names, 'categories', 'tours')).toEqual([2]);
    // Gujarati names are taken as written: upper case there is not lowered.
    expect(namesContaining(names, 'categories', 'Tours')).toEqual([2]);
    expect(namesContaining(names, 'categories', 's ')).toEqual([8, 2]);
    expect(namesContaining(names, 'services', 'zzz')).toEqual([]);
    // Never across two names, nor across a name and its Gujarati name.
    expect(namesContaining(names, 'categories', 'shopsમીઠાઈ')).toEqual([]);
    expect(namesContaining(names, 'categories', 'farsantours')).toEqual([]);
  });

  it('agrees with asking each name on thousands of pieces of the names', () => {
    const rnd = mulberry32(7);
    const all = [...names.categories, ...names.services].flatMap((n) => [n.name.toLowerCase(), n.name_guj ?? '']);
    for (let i = 0; i < 3_000; i++) {
      const source = all[Math.floor(rnd() * all.length)]!;
      const from = Math.floor(rnd() * source.length);
      const text = source.slice(from, from + 1 + Math.floor(rnd() * 6));
      if (!text) continue;
      for (const kind of ['categories', 'services'] as const)
        expect(namesContaining(names, kind, text), `${kind} ${text}`).toEqual(asked(kind, text));
    }
  });
});
