import type { Language } from '@gd/contracts/codes';
import { formatDate } from '../../../lib/format';

/** An India calendar day (YYYY-MM-DD) as `05 Nov 2026` / `05 નવે 2026`. */
export const dayText = (day: string, language: Language) =>
  formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);
