import { useTranslation } from 'react-i18next';
import type { Language } from '@gd/contracts/codes';
import type { HtmlLang, IntlLocale } from '@gd/contracts/language';
import { changeLanguage, DEFAULT_LANGUAGE, htmlLangFor, intlLocaleFor, isLanguage, localized } from './i18n';

/** Picks the Gujarati text of a bilingual field when Gujarati is chosen and the text is there, else the English. */
export interface PickBilingual {
  (english: string, gujarati: string | null | undefined): string;
  (english: string | null | undefined, gujarati: string | null | undefined): string | null;
}

export interface LanguageState {
  /** The app's language code: `en` or `guj` (decision 26). */
  language: Language;
  /** True when the app shows Gujarati. */
  isGujarati: boolean;
  /** The document's language (BCP 47): `en` or `gu`, for `lang` attributes. */
  htmlLang: HtmlLang;
  /** The Intl locale for numbers and dates: `en-IN` or `gu-IN`. */
  locale: IntlLocale;
  /** `pick(x.name, x.name_guj)`: the field in the current language (see `localized`). */
  pick: PickBilingual;
  /** Switches the app's language (dictionary, `<html lang>`, the stored choice). */
  setLanguage: (language: Language) => Promise<unknown>;
}

/**
 * The current language for components, from the i18next instance of the tree (the server renders each language
 * with its own instance): one place for the `language === 'guj' ? x.name_guj : x.name` choices.
 */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const pick = ((english: string | null | undefined, gujarati: string | null | undefined) =>
    localized(language, english, gujarati)) as PickBilingual;
  return {
    language,
    isGujarati: language === 'guj',
    htmlLang: htmlLangFor(language),
    locale: intlLocaleFor(language),
    pick,
    setLanguage: (next) => changeLanguage(next, i18n),
  };
}
