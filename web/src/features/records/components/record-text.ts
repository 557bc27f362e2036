import type { TFunction } from 'i18next';
import type { RecordField, RecordTable, TRecordRow } from '@gd/contracts/schemas/records';
import { formatRupees, type FormatLanguage } from '../../../lib/format';
import { fieldErrorText } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';

export const fieldLabelKey = (name: string) => `RECORDS.FIELDS.${name.toUpperCase()}`;
export const tableLabelKey = (table: string) => `RECORDS.TABLES.${table.toUpperCase()}`;
export const tableAboutKey = (table: string) => `RECORDS.ABOUT.${table.toUpperCase()}`;

/** A field's message key (the registry's zod messages, or the server's errors) as text in the chosen language. */
export function recordErrorText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (i18n.exists(`RECORDS.VALIDATION.${key}`)) return t(`RECORDS.VALIDATION.${key}`);
  return fieldErrorText(t, { message: key });
}

/**
 * A row's name for people: its autocomplete field (name, room number, title…); in Gujarati its `_guj` twin
 * (name_guj, title_guj) when the row has one.
 */
export function rowLabel(def: RecordTable, row: TRecordRow, language: FormatLanguage = 'en'): string {
  const gujarati = language === 'guj' ? row[`${def.autocomplete}_guj`] : null;
  const value = gujarati || row[def.autocomplete];
  return value === null || value === undefined || value === '' ? `#${String(row[def.pk])}` : String(value);
}

/** One cell of the admin list: rupees, yes/no, a code's label, a referenced row's label, or the text. */
export function cellText(
  t: TFunction,
  language: FormatLanguage,
  field: RecordField,
  value: string | number | null | undefined,
  refLabel?: (id: number) => string | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.kind) {
    case 'money':
      return formatRupees(Number(value), language);
    case 'flag':
      return t(value === 1 ? 'RECORDS.YES' : 'RECORDS.NO');
    case 'code': {
      const entry = field.codes?.entries.find((e) => e.value === value);
      return entry ? t(entry.labelKey) : String(value);
    }
    case 'ref':
      return refLabel?.(Number(value)) ?? `#${String(value)}`;
    default:
      return String(value);
  }
}
