import Sanscript from '@indic-transliteration/sanscript';

/**
 * The search key (decision 54): one spelling-insensitive Latin form for a name in either script, so that
 * "shree jalaram traders", "shri jalaram" and "શ્રી જલારામ ટ્રેડર્સ" meet, and "પટેલ" finds "Patel".
 *
 * 1. Gujarati script is transliterated to ITRANS by Sanscript (@indic-transliteration/sanscript); the anusvara
 *    becomes n (m before p, b, m).
 * 2. Lower case, accents dropped; anything but letters and digits separates words.
 * 3. Each word is reduced to the skeleton of its consonants, which the ways Gujarat types a name agree on:
 *    ch/chh → c, c → s before e/i/y and k otherwise, q → k, ph → f, w → v, z → j, x → ks; an h after a
 *    consonant goes (aspirates, sh/s); the vowels go, y with them (Gujarati's inherent vowel, English vowels
 *    written otherwise in Gujarati: "traders" / ટ્રેડર્સ, "textiles" / ટેક્સટાઇલ્સ, "dairy" / ડેરી), except that a word
 *    starting with a vowel keeps an "a" for it; a repeated letter is written once (jewellers / jewelers);
 *    an English -ture is said -cher (furniture / ફર્નિચર); a final s of 4+ letters goes (plurals).
 *    Names that differ only in vowels meet (Patel / Patil): the ranking prefers the name as typed.
 *
 * A key is the skeletons of its words joined by single spaces. Names that are not transliterations of each
 * other (Ahmedabad / Amdavad, Vadodara / Baroda) meet through the city alias table instead.
 */

const GUJARATI_RUN = /[\u0A80-\u0AFF]+/g;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^a-z0-9]+/;

function fromGujarati(text: string): string {
  return text.replace(GUJARATI_RUN, (run) =>
    Sanscript.t(run, 'gujarati', 'itrans')
      .replace(/RR[iI]/g, 'ri')
      .replace(/M(?=[pbm])/g, 'm')
      .replace(/M|\.n/g, 'n')
      .replace(/j~n/g, 'gy')
      .replace(/[~.^]/g, ''),
  );
}

/** One word's skeleton (already lower case, a–z and 0–9 only); '' when nothing distinctive is left. */
export function wordSkeleton(word: string): string {
  const consonants = word
    .replace(/ture/g, 'cher')
    .replace(/chh/g, 'ch')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/ch/g, 'c')
    .replace(/ph/g, 'f')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/x/g, 'ks')
    .replace(/([bcdfgjklmnprstvz])h+/g, '$1');
  // Vowels (y counts as one) go; a word starting with one keeps an "a" for it.
  const start = /^[aeiouy]/.test(consonants) ? 'a' : '';
  const skeleton = (start + consonants.replace(/[aeiouy]+/g, '')).replace(/([a-z])\1+/g, '$1');
  // A plural's s goes (cycles / Cycle Stores), from 4 letters on.
  return skeleton.length >= 4 ? skeleton.replace(/s$/, '') : skeleton;
}

/** A whole text's key words worked out at once (what `keyWords` remembers piece by piece). */
export function keyWordsAtOnce(text: string): string[] {
  const latin = fromGujarati(text.normalize('NFC')).normalize('NFD').replace(MARKS, '').toLowerCase();
  return latin
    .split(SEPARATORS)
    .map(wordSkeleton)
    .filter((w) => w.length > 0);
}

/**
 * The key words of each space-separated piece, remembered: searches, their "did you mean" and why a card matched
 * ask the same words again and again, and transliterating is most of what a key costs. A piece's words do not
 * depend on its neighbours (a Gujarati run never spans a space; a space always separates words).
 */
const pieceWords = new Map<string, readonly string[]>();
const PIECES_KEPT = 100_000;

function keyWordsOfPiece(piece: string): readonly string[] {
  let words = pieceWords.get(piece);
  if (!words) {
    if (pieceWords.size >= PIECES_KEPT) pieceWords.clear();
    pieceWords.set(piece, (words = keyWordsAtOnce(piece)));
  }
  return words;
}

/** The skeletons of a text's words, in order, without empty ones. */
export function keyWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const piece of text.split(/\s+/)) if (piece) out.push(...keyWordsOfPiece(piece));
  return out;
}

/** A text's search key: its words' skeletons joined by single spaces. */
export function searchKey(text: string | null | undefined): string {
  return keyWords(text).join(' ');
}

/** Trigrams of a word padded with spaces (as pg_trgm does): "ab" → "  a", " ab", "ab ". */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Trigram similarity of two keys (shared trigrams over all trigrams, 0–1), as pg_trgm's similarity(). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  const all = ta.size + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}
