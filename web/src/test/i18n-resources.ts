import type { Resource } from 'i18next';
import en from '../../public/assets/i18n/en.json';
import guj from '../../public/assets/i18n/guj.json';

/** The real dictionaries, in memory instead of over HTTP. */
export const testResources: Resource = {
  en: { translation: en },
  guj: { translation: guj },
};
