import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPROVAL, approvalStates } from '@gd/contracts/codes';

const COLORS: Record<number, string> = {
  [APPROVAL.PENDING]: 'yellow',
  [APPROVAL.APPROVED]: 'green',
  [APPROVAL.REJECTED]: 'red',
};

/** Decision 6: the owner sees pending / approved / rejected. */
export function ApprovalBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state] ?? 'yellow'} variant="light" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {t(approvalStates.labelKey(state as 0 | 1 | 2, 'CODES.APPROVAL.PENDING'))}
    </Badge>
  );
}
