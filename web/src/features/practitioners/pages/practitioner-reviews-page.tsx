import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@gd/contracts/api-client';
import { PRACTITIONER_REVIEW_MAX, type TOwnReview } from '@gd/contracts/schemas/practitioner-community';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useOwnReviews, useReplyToReview } from '../api/community';
import { Pager } from '../components/pager';
import { PractitionerNav } from '../components/practitioner-nav';
import { Stars } from '../components/stars';

const PAGE = 20;

/** The one reply to a review: sent once, it cannot be changed (decision 65). */
function ReplyForm({ review }: { review: TOwnReview }) {
  const { t } = useTranslation();
  const save = useReplyToReview();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const key = save.error instanceof ApiError ? save.error.fieldErrors.reply : undefined;
  const error = empty
    ? t('ERRORS.REPLY_REQUIRED')
    : key
      ? t(`ERRORS.${key}`)
      : save.error
        ? errorMessage(save.error)
        : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setEmpty(true);
        save.mutate(
          { id: review.review_id, reply: text.trim() },
          { onSuccess: () => notifySuccess(t('DOCTOR_QA.REPLY_SAVED')) },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('DOCTOR_QA.YOUR_REPLY', { name: review.reviewer })}
          description={t('DOCTOR_QA.REPLY_ONCE')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setEmpty(false);
          }}
          maxLength={PRACTITIONER_REVIEW_MAX}
          autosize
          minRows={2}
          required
          error={error}
        />
        <Group>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('DOCTOR_QA.SEND_REPLY')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /practitioner/reviews (decision 65): reviews of the practitioner's visits, those without a reply first; one
 * reply each. A review the admin hid is marked: patients do not see it and it does not count in the rating.
 */
export function PractitionerReviewsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [status, setStatus] = useState<'all' | 'unreplied'>('all');
  const [page, setPage] = useState(1);
  const list = useOwnReviews(status, (page - 1) * PAGE);
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="sm">
        {t('TITLES.PRACTITIONER_REVIEWS')}
      </Title>
      <PractitionerNav />
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => {
          setStatus(v as typeof status);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('DOCTOR_QA.FILTER_ALL') },
          { value: 'unreplied', label: t('DOCTOR_QA.FILTER_UNREPLIED') },
        ]}
      />
      {forbidden ? (
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            {t('DOCTOR_QA.UNREPLIED_COUNT', { count: list.data.unreplied })}
          </Text>
          {!list.data.rows.length && <Text c="dimmed">{t('DOCTOR_QA.NO_REVIEWS')}</Text>}
          {list.data.rows.map((r) => (
            <Card key={r.review_id} withBorder radius="md" padding="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Stars value={r.rating} />
                  {r.is_hidden === 1 && (
                    <Badge variant="dot" color="gray" c="dark.9">
                      {t('DOCTOR_QA.HIDDEN')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('DOCTOR_QA.REVIEW_BY', {
                    name: r.reviewer,
                    date: formatDate(`${r.appointment_date}T12:00:00+05:30`, 'dd-MM-yyyy', language),
                  })}
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.review_text}</Text>
                {r.reply ? (
                  <Card bg="gray.0" radius="sm" padding="xs">
                    <Text size="sm" fw={600}>
                      {t('DOCTOR_QA.YOUR_REPLY_WAS')}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {r.reply}
                    </Text>
                  </Card>
                ) : (
                  <ReplyForm review={r} />
                )}
              </Stack>
            </Card>
          ))}
          <Pager count={list.data.count} size={PAGE} page={page} onChange={setPage} />
        </Stack>
      )}
    </Container>
  );
}
