import { Alert, Badge, Button, Group, Image, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@gd/contracts/schemas/content';
import { QueryError } from '../../../components/query-error';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type OfferScope, useDeleteOffer, useManagedOffers } from '../api/manage-offers';
import { ConfirmDelete } from './confirm-delete';
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
  const [toDelete, setToDelete] = useState<TOffer | null>(null);
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

  const confirm = () =>
    toDelete &&
    remove.mutate(toDelete.offer_id, {
      onSuccess: () => {
        notifySuccess(t('CONTENT.OFFER_DELETED'));
        setToDelete(null);
      },
      onError: (error) => notifyError(error),
    });

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
      {offers.isError ? <QueryError error={offers.error} onRetry={() => void offers.refetch()} /> : null}
      {offers.isPending ? <Skeleton h={200} /> : null}
      {offers.data ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('CONTENT.IMAGE')}</Table.Th>
                <Table.Th>{t('CONTENT.OFFER_NAME')}</Table.Th>
                <Table.Th>{t('CONTENT.DATES')}</Table.Th>
                <Table.Th>{t('CONTENT.DISCOUNT')}</Table.Th>
                <Table.Th>{t('CONTENT.ACTIONS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offers.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed">{t('CONTENT.NO_OFFERS')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {offers.data.map((o, i) => (
                <Table.Tr key={o.offer_id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    {o.offer_image_url ? (
                      <Image src={mediaUrl(o.offer_image_url)} alt="" w={64} h={36} radius="sm" />
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600}>{o.offer_name}</Text>
                    {scope.kind === 'admin' ? (
                      <Text size="xs" c="dimmed">
                        {o.business_name ?? t('CONTENT.SITE_OFFER')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {range(o.offer_start_date, o.offer_end_date)}
                    {o.is_expired ? (
                      <Badge color="gray.8" variant="filled" ml="xs">
                        {t('CONTENT.EXPIRED')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {o.offer_discount ? `${o.offer_discount}%` : '—'}
                    {o.offer_code ? (
                      <Text size="xs" c="dimmed">
                        {o.offer_code}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
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
                        onClick={() => setToDelete(o)}
                        aria-label={`${t('CONTENT.DELETE')}: ${o.offer_name}`}
                      >
                        {t('CONTENT.DELETE')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <ConfirmDelete
        subject={toDelete?.offer_name ?? null}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirm()}
        loading={remove.isPending}
      />
    </Stack>
  );
}
