import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random';
import { keyWords, searchKey } from '../../platform/search-key';
import { Suggester, type SuggestRow } from './search-suggest';

/**
 * Autocomplete's lists stop at their first answers (search-suggest.ts); the answers must be exactly what collecting
 * every match and then ordering gives. This reference does it the slow, obvious way.
 */
function reference(rows: readonly SuggestRow[], text: string, keyPhrase: string, longWords: string[], limit: number) {
  const out: { business_id: number; business_name: string }[] = [];
  const seen = new Set<number>();
  const add = (r: SuggestRow) => {
    if (out.length >= limit || seen.has(r.business_id) || !r.business_name) return;
    seen.add(r.business_id);
    out.push({ business_id: r.business_id, business_name: r.business_name });
  };
  const at = rows.map((r, p) => ({ r, p, lower: (r.business_name ?? '').toLowerCase() }));
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  if (text)
    at.filter((x) => x.lower.startsWith(text))
      .sort((a, b) => cmp(a.lower, b.lower) || a.p - b.p)
      .forEach((x) => add(x.r));
  if (text.length >= 3)
    at.filter((x) => x.lower.includes(text))
      .sort((a, b) => cmp(a.r.business_name ?? '', b.r.business_name ?? '') || b.r.business_id - a.r.business_id)
      .forEach((x) => add(x.r));
  if (keyPhrase)
    at.filter((x) => x.r.name_key.startsWith(keyPhrase))
      .sort((a, b) => cmp(a.r.name_key, b.r.name_key) || a.p - b.p)
      .forEach((x) => add(x.r));
  if (longWords.length)
    at.filter((x) => longWords.every((w) => x.r.name_key.split(' ').some((nw) => nw.startsWith(w))))
      .sort((a, b) => a.r.business_id - b.r.business_id)
      .forEach((x) => add(x.r));
  return out;
}

describe('autocomplete lists (decision 61)', () => {
  const rnd = mulberry32(54);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const parts = ['Shree', 'Shri', 'Jalaram', 'Patel', 'Pathak', 'Patil', 'Textiles', 'Traders', 'Dental', 'Clinic'];
  const more = ['Navkar', 'Ambica', 'Umiya', 'Station Road', '(Main Bazaar)', 'Sweets', 'Hotel', 'Kothari'];
  const gujarati = ['શ્રી', 'જલારામ', 'પટેલ', 'ટ્રેડર્સ', 'ડેન્ટલ', 'ક્લિનિક'];
  // Many names share words and trigrams, as a real directory's do; ids are not in position order.
  const rows: SuggestRow[] = Array.from({ length: 3000 }, (_, p) => {
    const words = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () =>
      pick(rnd() < 0.2 ? gujarati : rnd() < 0.5 ? more : parts),
    );
    const name = rnd() < 0.01 ? null : words.join(' ');
    return { business_id: ((p * 7919) % 3001) + 1, business_name: name, name_key: searchKey(name) };
  });
  const suggester = new Suggester(rows);

  it('answers what collecting every match and ordering answers, for names typed in part', () => {
    const texts = new Set<string>();
    for (const r of rows.slice(0, 400)) {
      const lower = (r.business_name ?? 'x').toLowerCase();
      for (const cut of [1, 2, 3, 5, 8, 12, 20]) texts.add(lower.slice(0, cut));
      texts.add(lower.slice(3, 12));
    }
    for (const w of ['jal', 'patel tex', 'shri jala', 'દેન', 'ક્લિ', 'zzz', 'tra', 'station r']) texts.add(w);
    let compared = 0;
    for (const text of texts) {
      const words = keyWords(text);
      const long = words.filter((w) => w.length >= 3);
      for (const limit of [3, 10]) {
        expect(suggester.suggest(text, words.join(' '), long, limit), `${text} (${limit})`).toEqual(
          reference(rows, text, words.join(' '), long, limit),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);

  it('drops most candidates by the masks of their trigrams and words before searching a list (decision 84)', () => {
    const work = { ...suggester.work };
    for (const r of rows.slice(400, 800)) {
      const text = (r.business_name ?? 'x').toLowerCase();
      const words = keyWords(text);
      suggester.suggest(
        text,
        words.join(' '),
        words.filter((w) => w.length >= 3),
        10,
      );
    }
    const walked = suggester.work.walked - work.walked;
    const searched = suggester.work.searched - work.searched;
    expect(walked).toBeGreaterThan(10_000);
    expect(searched).toBeLessThan(walked / 3);
  });
});
