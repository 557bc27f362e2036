import { Badge, Button, Group, Modal, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL, approvalStates } from '@gd/contracts/codes';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';

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

/** "Showing 21–40 of 312" and the page buttons (server paging, ADMIN_PAGE_SIZE rows a page). */
export function Pager({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
  const from = count === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const to = Math.min(count, page * ADMIN_PAGE_SIZE);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('ADMIN.SHOWING', { from, to, count })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({
            'aria-label': t(`ADMIN.PAGE_${control.toUpperCase()}`),
          })}
          getItemProps={(n) => ({ 'aria-label': t('ADMIN.PAGE_N', { n }) })}
        />
      ) : null}
    </Group>
  );
}

/** Spec §2: the delete modal 'Are you sure want to delete?' with Yes / No. */
export function ConfirmDeleteModal({
  opened,
  onClose,
  onConfirm,
  loading,
  subject,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
  subject?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('ADMIN.CONFIRM_TITLE')} centered>
      <Text>{t('ADMIN.CONFIRM_DELETE')}</Text>
      {subject ? (
        <Text fw={600} mt={4}>
          {subject}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('ADMIN.NO')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('ADMIN.YES')}
        </Button>
      </Group>
    </Modal>
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
