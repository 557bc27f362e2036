import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL, approvalStates } from '@gd/contracts/codes';

/** The heading of an admin page, with its actions on the right (they wrap below on a phone). */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}

const APPROVAL_COLORS: Record<number, string> = {
  [APPROVAL.PENDING]: 'yellow',
  [APPROVAL.APPROVED]: 'green',
  [APPROVAL.REJECTED]: 'red',
};

export function ApprovalBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={APPROVAL_COLORS[state] ?? 'yellow'}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {t(approvalStates.labelKey(state as 0 | 1 | 2, 'CODES.APPROVAL.PENDING'))}
    </Badge>
  );
}

/** A light badge whose text keeps full contrast (the colour only tints the background). */
export function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Badge>
  );
}

/** Label styles for light buttons: the page's text colour (the tint alone marks the kind), for 4.5:1 contrast. */
export const readableLabel = { label: { color: 'var(--mantine-color-text)' } };
