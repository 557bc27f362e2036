import type { TOption } from '@gd/contracts/schemas/common';
import { localized } from '../../../lib/i18n';

/** An option list (spec §3 op_key/op_value) as Select data, labelled in the chosen language. */
export function selectData(options: TOption[] | undefined, language: string) {
  return (options ?? []).map((o) => ({
    value: String(o.op_key),
    label: localized(language, o.op_value, o.op_value_guj),
  }));
}

/** A numeric id held by a form as the Select's string value, and back. */
export const toSelectValue = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
export const fromSelectValue = (value: string | null): number | null => (value === null ? null : Number(value));
