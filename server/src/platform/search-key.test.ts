import { describe, expect, it } from 'vitest';
import { keyWords, keyWordsAtOnce, searchKey, similarity } from './search-key';

describe('the search key (decision 54)', () => {
  it.each([
    ['shree jalaram traders', 'શ્રી જલારામ ટ્રેડર્સ'],
    ['shri jalaram trader', 'શ્રી જલારામ ટ્રેડર્સ'],
    ['patel', 'પટેલ'],
    ['navrang dairy', 'નવરંગ ડેરી'],
    ['sandeep savani', 'સંદીપ સવાણી'],
    ['krishna', 'કૃષ્ણ'],
    ['mehta', 'મહેતા'],
    ['restaurant', 'રેસ્ટોરન્ટ'],
    ['textiles', 'ટેક્સટાઇલ્સ'],
    ['furniture', 'ફર્નિચર'],
    ['jay', 'જય'],
    ['jai', 'જય'],
    ['laxmi', 'લક્ષ્મી'],
    ['cycle', 'સાયકલ'],
    ['electricals', 'ઇલેક્ટ્રિકલ્સ'],
    ['sahjanand', 'Sahajanand'],
    ['jewelers', 'Jewellers'],
    ['hotal', 'Hotel'],
    ['dwarkadish', 'દ્વારકાધીશ'],
  ])('%s and %s share a key', (typed, name) => {
    expect(searchKey(typed)).toBe(searchKey(name));
    expect(searchKey(typed)).not.toBe('');
  });

  it('keeps digits, separates words at punctuation and drops marks', () => {
    expect(keyWords('100% Pure_Ghee')).toEqual(['100', 'pr', 'g']);
    expect(keyWords('Café Ôm')).toEqual(['kf', 'am']);
    expect(keyWords('')).toEqual([]);
    expect(keyWords(null)).toEqual([]);
  });

  it('tells different names apart', () => {
    expect(searchKey('Rajkot')).not.toBe(searchKey('Surat'));
    expect(searchKey('Ahmedabad')).not.toBe(searchKey('Amdavad')); // an alias, not a transliteration
  });

  it('measures trigram similarity like pg_trgm: 1 for the same key, 0 for nothing shared', () => {
    expect(similarity('vsvkrm', 'vsvkrm')).toBe(1);
    expect(similarity('vsvkrn', 'vsvkrm')).toBeGreaterThan(0.5);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('gives the same words remembered piece by piece as worked out for the whole text at once', () => {
    const texts = [
      'શ્રી જલારામ ટ્રેડર્સ',
      'Shree  Jalaram\tTraders, Rajkot',
      'પટેલ brothers & sons (ઉમિયા)',
      'Dr. Meera Joshi\u00a0– ayurveda',
      'કૃષ્ણ ડેન્ટલ  ક્લિનિક 24x7',
      'Café Ôm',
      '  leading and trailing  ',
      'mixedજલારામscripts',
    ];
    for (const text of texts) {
      expect(keyWords(text)).toEqual(keyWordsAtOnce(text));
      // asked again: answered from what was remembered, still the same, and a fresh array
      const again = keyWords(text);
      expect(again).toEqual(keyWordsAtOnce(text));
      again.push('changed');
      expect(keyWords(text)).toEqual(keyWordsAtOnce(text));
    }
  });
});
