import { describe, expect, it } from 'vitest';
import type { KeyedName } from '../categories/service';
import { namedBy } from './search';

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
