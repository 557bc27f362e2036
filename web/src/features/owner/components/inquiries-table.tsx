import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryError } from '../../../components/query-error';
import { ModalForm } from '../../../components/modal-form';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useInquiries } from '../api/get-inquiries';
import { useReplyToInquiry } from '../api/reply-inquiry';

/** Tables from 48em (768 px); cards below, so a phone never scrolls sideways. */
export const WIDE_QUERY = '(min-width: 48em)';

/** The WhatsApp chat with an inquirer's Indian 10-digit mobile, or null. */
const whatsappHref = (mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `https://wa.me/91${digits}` : null;
};

/**
 * Inquiries received (spec §2): serial no, date (dd-mm-yyyy, India time), name, email, mobile, subject, message,
 * delete with a confirm modal; 'No inquiries found' when none. Decision 69: reply by email (a dialog) or on
 * WhatsApp, and when the last reply went.
 */
export function InquiriesTable({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const inquiries = useInquiries(businessId);
  const remove = useDeleteInquiry(businessId);
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const confirm = useConfirm();
  const reply = useReplyToInquiry(businessId);
  const [replying, setReplying] = useState<TReceivedInquiry | null>(null);

  const confirmDelete = (row: TReceivedInquiry) =>
    confirm({
      title: t('OWNER.CONFIRM_DELETE_TITLE'),
      message: t('OWNER.CONFIRM_DELETE'),
      subject: `${row.name} — ${row.subject}`,
      onConfirm: () =>
        remove.mutateAsync(row.id).then(
          () => notifySuccess(t('OWNER.INQUIRY_DELETED')),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) {
              notifyError(error, t('OWNER.INQUIRY_NOT_FOUND'));
              return; // gone already: the dialog closes
            }
            const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
            notifyError(
              error,
              refused ? errorMessage(error) || t('OWNER.INQUIRY_DELETE_FAILED') : t('OWNER.INQUIRY_DELETE_ERROR'),
            );
            throw error;
          },
        ),
    });

  if (inquiries.isError)
    return (
      <Stack gap="xs">
        <Text c="red.8">{t('OWNER.INQUIRIES_LOAD_FAILED')}</Text>
        <QueryError error={inquiries.error} onRetry={() => void inquiries.refetch()} />
      </Stack>
    );
  if (inquiries.isPending) return <Skeleton height={160} aria-busy="true" />;
  const rows = inquiries.data;
  const date = (row: TReceivedInquiry) => formatDate(row.created_at, 'dd-MM-yyyy');
  const deleteButton = (row: TReceivedInquiry) => (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => confirmDelete(row)}
      aria-label={t('OWNER.DELETE_INQUIRY', { name: row.name })}
    >
      {t('OWNER.DELETE')}
    </Button>
  );

  const replyActions = (row: TReceivedInquiry) => {
    const whatsapp = whatsappHref(row.mobile);
    return (
      <Stack gap={4} align="flex-start">
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setReplying(row)}
            aria-label={t('OWNER.REPLY_LABEL', { name: row.name })}
          >
            {t('OWNER.REPLY')}
          </Button>
          {whatsapp ? (
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('OWNER.WHATSAPP_LABEL', { name: row.name })}
            >
              {t('OWNER.WHATSAPP')}
            </Button>
          ) : null}
          {deleteButton(row)}
        </Group>
        {row.replied_at ? (
          <Text size="xs" c="dimmed">
            {t('OWNER.REPLIED_ON', { date: formatDate(row.replied_at, 'dd-MM-yyyy') })}
          </Text>
        ) : null}
      </Stack>
    );
  };

  const columns: DataTableColumn<TReceivedInquiry>[] = [
    { header: 'OWNER.COL_DATE', nowrap: true, cell: date },
    { header: 'OWNER.COL_NAME', cell: (row) => row.name },
    {
      header: 'OWNER.COL_EMAIL',
      cell: (row) => (row.email ? <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor> : '—'),
    },
    { header: 'OWNER.COL_MOBILE', cell: (row) => <Anchor href={`tel:${row.mobile}`}>{row.mobile}</Anchor> },
    { header: 'OWNER.COL_SUBJECT', cell: (row) => row.subject },
    { header: 'OWNER.COL_MESSAGE', style: { whiteSpace: 'pre-wrap', maxWidth: 320 }, cell: (row) => row.message },
    { header: 'OWNER.COL_ACTION', cell: replyActions },
  ];

  return (
    <>
      {wide ? (
        <DataTable
          label={t('TITLES.INQUIRIES')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          serialHeader="OWNER.COL_SERIAL"
          emptyMessage={t('OWNER.NO_INQUIRIES')}
          minWidth={720}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('OWNER.NO_INQUIRIES')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row, index) => (
            <Card key={row.id} component="li" withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {index + 1} · {date(row)}
              </Text>
              <Text fw={700}>{row.subject}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} mt={4}>
                {row.message}
              </Text>
              <Text size="sm" mt="xs">
                {row.name} · <Anchor href={`tel:${row.mobile}`}>{row.mobile}</Anchor>
                {row.email ? (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${row.email}`} style={{ wordBreak: 'break-all' }}>
                      {row.email}
                    </Anchor>
                  </>
                ) : null}
              </Text>
              <div style={{ marginTop: 8 }}>{replyActions(row)}</div>
            </Card>
          ))}
        </Stack>
      )}
      <ModalForm<{ message: string }>
        opened={replying !== null}
        onClose={() => setReplying(null)}
        title={t('OWNER.REPLY_TITLE', { name: replying?.name ?? '' })}
        intro={
          replying ? (
            <Text size="sm" c="dimmed" mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {replying.subject} — {replying.message}
            </Text>
          ) : null
        }
        formKey={replying?.id}
        defaultValues={{ message: '' }}
        onSubmit={({ message }) =>
          replying ? reply.mutateAsync({ inquiryId: replying.id, message: message.trim() }) : Promise.resolve()
        }
        onSuccess={() => notifySuccess(t('OWNER.REPLY_SENT'))}
        onError={(error, shown) => {
          if (!shown) notifyError(error, errorMessage(error));
        }}
        serverErrorFields={['message']}
        submitLabel={t('OWNER.REPLY_SEND')}
        cancelLabel={t('OWNER.REPLY_CANCEL')}
        disableWhenInvalid
      >
        {({ register, formState }) => (
          <Textarea
            {...register('message', { validate: (v) => v.trim().length > 0 || 'FIELD_REQUIRED' })}
            label={t('OWNER.REPLY_MESSAGE')}
            description={t('OWNER.REPLY_HINT')}
            error={fieldErrorText(t, formState.errors.message)}
            required
            maxLength={2000}
            autosize
            minRows={4}
            data-autofocus
          />
        )}
      </ModalForm>
    </>
  );
}
