import { Alert, Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@gd/contracts/schemas/content';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type OfferScope, useDeleteOffer, useManagedOffers } from '../api/manage-offers';
import { useDateRange } from './date-badge';
import { OfferForm } from './offer-form';

/**
 * Offers with create, edit and delete: the admin's (every offer) or an owner's for one business. An owner's
 * business must be approved before it can publish (`canPublish`); expired offers stay listed, marked.
 */
export function OffersManager({
  scope,
  title,
  canPublish = true,
}: {
  scope: OfferScope;
  title: string;
  canPublish?: boolean;
}) {
  const { t } = useTranslation();
  const offers = useManagedOffers(scope);
  const remove = useDeleteOffer(scope);
  const range = useDateRange();
  const [editing, setEditing] = useState<TOffer | 'new' | null>(null);
  const confirm = useConfirm();
  const Heading = scope.kind === 'admin' ? 1 : 2;

  if (editing) {
    return (
      <Stack gap="md">
        <Title order={Heading} fz={{ base: 22, sm: 28 }}>
          {editing === 'new' ? t('CONTENT.ADD_OFFER') : t('CONTENT.EDIT_OFFER')}
        </Title>
        <OfferForm scope={scope} offer={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  }

  const confirmDelete = (item: TOffer) =>
    confirm({
      title: t('CONTENT.DELETE_TITLE'),
      message: t('CONTENT.CONFIRM_DELETE'),
      subject: item.offer_name,
      onConfirm: () =>
        remove.mutateAsync(item.offer_id).then(
          () => notifySuccess(t('CONTENT.OFFER_DELETED')),
          (error: unknown) => {
            notifyError(error);
            throw error;
          },
        ),
    });

  const columns: DataTableColumn<TOffer>[] = [
    {
      header: 'CONTENT.IMAGE',
      cell: (o) =>
        o.offer_image_url ? <Image src={mediaUrl(o.offer_image_url)} alt="" w={64} h={36} radius="sm" /> : '—',
    },
    {
      header: 'CONTENT.OFFER_NAME',
      cell: (o) => (
        <>
          <Text fw={600}>{o.offer_name}</Text>
          {scope.kind === 'admin' ? (
            <Text size="xs" c="dimmed">
              {o.business_name ?? t('CONTENT.SITE_OFFER')}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'CONTENT.DATES',
      cell: (o) => (
        <>
          {range(o.offer_start_date, o.offer_end_date)}
          {o.is_expired ? (
            <Badge color="gray.8" variant="filled" ml="xs">
              {t('CONTENT.EXPIRED')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'CONTENT.DISCOUNT',
      cell: (o) => (
        <>
          {o.offer_discount ? `${o.offer_discount}%` : '—'}
          {o.offer_code ? (
            <Text size="xs" c="dimmed">
              {o.offer_code}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'CONTENT.ACTIONS',
      cell: (o) => (
        <Group gap="xs" wrap="nowrap">
          {canPublish ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(o)}
              aria-label={`${t('CONTENT.EDIT')}: ${o.offer_name}`}
            >
              {t('CONTENT.EDIT')}
            </Button>
          ) : null}
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(o)}
            aria-label={`${t('CONTENT.DELETE')}: ${o.offer_name}`}
          >
            {t('CONTENT.DELETE')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={Heading} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {canPublish ? <Button onClick={() => setEditing('new')}>{t('CONTENT.ADD_OFFER')}</Button> : null}
      </Group>
      {!canPublish ? (
        <Alert color="yellow" variant="light">
          {t('ERRORS.OFFER_BUSINESS_NOT_APPROVED')}
        </Alert>
      ) : null}
      <DataTable
        label={title}
        query={offers}
        rows={offers.data}
        rowKey={(o) => o.offer_id}
        columns={columns}
        serialHeader="#"
        emptyMessage={t('CONTENT.NO_OFFERS')}
        minWidth={680}
        highlightOnHover={false}
      />
    </Stack>
  );
}
