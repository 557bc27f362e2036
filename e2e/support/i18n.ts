import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's language codes (decision 26: `guj` in the app, `gu` in `<html lang>`). */
export type Lang = 'en' | 'guj';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dictionaryDirs = [
  path.join(repoRoot, 'web', 'public', 'assets', 'i18n'),
  path.join(repoRoot, 'web', 'dist', 'assets', 'i18n'),
];

const cache = new Map<Lang, Map<string, string>>();

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

/** The app's translation dictionary for `lang`, flattened to dotted keys (empty when the file is missing). */
export function dictionary(lang: Lang): Map<string, string> {
  let dict = cache.get(lang);
  if (!dict) {
    dict = new Map();
    const file = dictionaryDirs.map((dir) => path.join(dir, `${lang}.json`)).find((f) => fs.existsSync(f));
    if (file) flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', dict);
    cache.set(lang, dict);
  }
  return dict;
}

/** The translation of the first of `keys` the dictionary has, or undefined. */
export function t(lang: Lang, ...keys: string[]): string | undefined {
  const dict = dictionary(lang);
  for (const key of keys) {
    const value = dict.get(key);
    if (value) return value;
  }
  return undefined;
}

/** Any character of the Gujarati Unicode block. */
export const GUJARATI = /[\u0A80-\u0AFF]/;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive regex that matches `text` whole (for accessible names). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`, 'i');
}

/**
 * The texts the tests look for: the app's i18n keys that hold them (first found wins) and, for a
 * dictionary that lacks them, a looser pattern per language.
 */
const LABELS = {
  popularCategory: { keys: ['HOME.POPULAR_CATEGORY'], en: /popular categor/i, guj: GUJARATI },
  newBusiness: { keys: ['HOME.NEW_BUSINESS'], en: /new business/i, guj: GUJARATI },
  notFound: { keys: ['NOT_FOUND.HEADING'], en: /not found|404|does not exist/i, guj: GUJARATI },
  backHome: { keys: ['NOT_FOUND.GO_HOME'], en: /home/i, guj: GUJARATI },
  menuHome: { keys: ['NAV.HOME'], en: /^\s*home\s*$/i, guj: GUJARATI },
  menuPricing: { keys: ['NAV.PRICING'], en: /^\s*pricing\s*$/i, guj: GUJARATI },
  burger: { keys: ['NAV.OPEN_MENU'], en: /menu|navigation/i, guj: /મેનુ|મેનૂ/i },
};
export type LabelName = keyof typeof LABELS;

/** What to match for the label `name` in `lang`: the dictionary's text when it has it, else a pattern. */
export function label(lang: Lang, name: LabelName): RegExp {
  const entry = LABELS[name];
  const text = t(lang, ...entry.keys);
  return text ? exactly(text) : entry[lang];
}

/** The header menu's i18n keys (spec §2: Home, Business category, Businesses, Job, Event, Offer, Pricing). */
export const MAIN_MENU_KEYS = [
  'NAV.HOME',
  'NAV.BUSINESS_CATEGORY',
  'NAV.BUSINESSES',
  'NAV.JOB',
  'NAV.EVENT',
  'NAV.OFFER',
  'NAV.PRICING',
] as const;

/** The header menu's labels in `lang`; throws when the dictionary lacks one. */
export function mainMenuLabels(lang: Lang): string[] {
  return MAIN_MENU_KEYS.map((key) => {
    const text = t(lang, key);
    if (!text) throw new Error(`web/public/assets/i18n/${lang}.json has no ${key}`);
    return text;
  });
}
