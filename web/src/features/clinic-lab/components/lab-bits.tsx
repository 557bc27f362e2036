import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FLAG_MARKS, type LabFlag } from '@gd/contracts/schemas/clinic-lab';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** Small pieces the lab's screens share: message texts, the status and the flag badges. */

/** The text of a lab message key (`LAB.RESULT.NUMBER_INVALID` → `LAB.ERRORS.RESULT.NUMBER_INVALID`). */
export function labKeyText(t: TFunction, key: string | undefined): string {
  if (key?.startsWith('LAB.')) {
    const own = `LAB.ERRORS.${key.slice(4)}`;
    if (i18n.exists(own)) return t(own);
  }
  if (key && i18n.exists(`VALIDATION.${key}`)) return t(`VALIDATION.${key}`);
  if (key && i18n.exists(`ERRORS.${key}`)) return t(`ERRORS.${key}`);
  return t('LAB.ERRORS.GENERIC');
}

export function labErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status >= 500) return t('LAB.ERRORS.NETWORK');
    if (err.status === 409 && err.messageKey) return labKeyText(t, err.messageKey);
    return labKeyText(t, Object.values(err.fieldErrors)[0] ?? err.messageKey);
  }
  return t('LAB.ERRORS.NETWORK');
}

/** Status colours with dark text or dark fills, so the label keeps 4.5:1 contrast. */
const STATUS_COLOUR: Record<number, string> = {
  1: 'gray.8',
  2: 'blue.9',
  3: 'grape.9',
  4: '#9c3d00',
  5: 'teal.9',
  9: 'dark.4',
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOUR[status] ?? 'gray.8'} variant="filled" data-status={status}>
      {t(`LAB.STATUS.${status}`)}
    </Badge>
  );
}

const FLAG_COLOUR: Record<LabFlag, string> = {
  normal: 'teal.9',
  low: 'blue.9',
  high: 'red.9',
  critical_low: 'red.9',
  critical_high: 'red.9',
  abnormal: 'red.9',
};

/** A result's flag, in words and its mark (never colour alone). */
export function FlagBadge({ flag }: { flag: LabFlag | null }) {
  const { t } = useTranslation();
  if (!flag) return null;
  const mark = FLAG_MARKS[flag];
  return (
    <Badge color={FLAG_COLOUR[flag]} variant={flag === 'normal' ? 'outline' : 'filled'} data-flag={flag}>
      {t(`LAB.FLAG.${flag}`)}
      {mark ? ` (${mark})` : ''}
    </Badge>
  );
}
