import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4's colours: 1 scheduled info blue, 2 waiting red, 3 engaged yellow, 4 checkout green — in shades whose
 * text keeps a 4.5:1 contrast (yellow carries dark text).
 */
export const STATUS_COLOURS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#1864ab', fg: '#ffffff' },
  2: { bg: '#c92a2a', fg: '#ffffff' },
  3: { bg: '#fcc419', fg: '#1a1a1a' },
  4: { bg: '#1e6b30', fg: '#ffffff' },
};

export const STATUS_KEYS: Record<number, string> = {
  1: 'OPD.STATUS.SCHEDULED',
  2: 'OPD.STATUS.WAITING',
  3: 'OPD.STATUS.ENGAGED',
  4: 'OPD.STATUS.CHECKOUT',
};

/** Text colours on white that keep 4.5:1. */
export const OK_TEXT = '#1e6b30';
export const WARN_TEXT = '#a61e1e';

export function StatusBadge({ status, size = 'md' }: { status: number; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const colour = STATUS_COLOURS[status] ?? STATUS_COLOURS[1]!;
  return (
    <Badge size={size} radius="sm" style={{ background: colour.bg, color: colour.fg }} data-status={status}>
      {t(STATUS_KEYS[status] ?? 'OPD.STATUS.SCHEDULED')}
    </Badge>
  );
}
