import { Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MAX } from '@gd/contracts/schemas/directory';
import { OWNER_REVIEWS_PAGE, type TOwnerReview } from '@gd/contracts/schemas/owner-reviews';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { type OwnerReviewFilter, useOwnerReviews, useSaveOwnerReply } from '../api/get-owner-reviews';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <Text component="span" c="yellow.9" aria-label={t('OWNER_REVIEWS.STARS', { rating })} role="img">
      {'★'.repeat(rating)}
      <Text component="span" c="gray.5">
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

/** Write or edit the one reply (decision 4): at most 1000 characters, never empty. */
function ReplyForm({ businessId, review, onDone }: { businessId: number; review: TOwnerReview; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOwnerReply(businessId);
  const [value, setValue] = useState(review.owner_reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('REVIEWS.VALIDATION.REPLY_REQUIRED'));
      return;
    }
    save.mutate(
      { reviewId: review.review_id, reply: value.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('REVIEWS.REPLY_SAVED'));
          onDone();
        },
        onError: (e) => notifyError(e),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="xs">
        <Textarea
          label={t('REVIEWS.REPLY_LABEL', { name: review.user_name })}
          description={t('REVIEWS.CHARACTERS', { count: value.length, max: REVIEW_TEXT_MAX })}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={2}
          maxLength={REVIEW_TEXT_MAX}
          required
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('INQUIRY.CANCEL')}
          </Button>
          <Button type="submit" size="xs" loading={save.isPending}>
            {review.owner_reply ? t('OWNER_REVIEWS.SAVE_REPLY') : t('REVIEWS.SEND_REPLY')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReviewCard({ businessId, review }: { businessId: number; review: TOwnerReview }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="md" component="li">
      <article>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} component="h3" size="md" m={0}>
            {review.user_name}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={review.created_at}>{formatDate(review.created_at, 'MMM d, y', language)}</time>
          </Text>
        </Group>
        <Group gap="xs" mt={4}>
          <Stars rating={review.rating} />
          {review.is_hidden ? (
            <Badge color="gray" variant="light">
              {t('OWNER_REVIEWS.HIDDEN')}
            </Badge>
          ) : null}
          {!review.owner_reply ? (
            <Badge color="orange" variant="light">
              {t('OWNER_REVIEWS.UNANSWERED')}
            </Badge>
          ) : null}
        </Group>
        {review.review_text ? (
          <Text mt={6} style={{ whiteSpace: 'pre-wrap' }}>
            {review.review_text}
          </Text>
        ) : (
          <Text mt={6} size="sm" c="dimmed">
            {t('OWNER_REVIEWS.STARS_ONLY')}
          </Text>
        )}
        {editing ? (
          <ReplyForm businessId={businessId} review={review} onDone={() => setEditing(false)} />
        ) : review.owner_reply ? (
          <Stack gap={4} mt="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-blue-3)' }}>
            <Text size="sm" fw={700}>
              {t('REVIEWS.OWNER_REPLY')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.owner_reply}
            </Text>
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
                {t('OWNER_REVIEWS.EDIT_REPLY')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button variant="light" size="compact-sm" mt="sm" onClick={() => setEditing(true)}>
            {t('REVIEWS.REPLY')}
          </Button>
        )}
      </article>
    </Card>
  );
}

/**
 * Decision 72: the owner's reviews tab — every review of the business (those the admin hid are marked), newest
 * first, ten a page; reply to one, or edit the reply; "Unanswered" lists those still waiting for one.
 */
export function OwnerReviews({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [filter, setFilter] = useState<OwnerReviewFilter>('all');
  const [offset, setOffset] = useState(0);
  const reviews = useOwnerReviews(businessId, filter, offset);

  if (reviews.isError) return <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.isPending) return <Skeleton height={200} aria-busy="true" />;
  const data = reviews.data;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const last = Math.min(offset + OWNER_REVIEWS_PAGE, data.matching);

  return (
    <Stack gap="md" aria-busy={reviews.isPlaceholderData}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm">
          {data.count
            ? t('OWNER_REVIEWS.SUMMARY', { average: number.format(data.average), count: data.count })
            : t('OWNER_REVIEWS.NONE')}
        </Text>
        <SegmentedControl
          aria-label={t('OWNER_REVIEWS.FILTER')}
          value={filter}
          onChange={(value) => {
            setFilter(value as OwnerReviewFilter);
            setOffset(0);
          }}
          data={[
            { value: 'all', label: t('OWNER_REVIEWS.ALL', { count: data.count }) },
            { value: 'unanswered', label: t('OWNER_REVIEWS.UNANSWERED_COUNT', { count: data.unanswered }) },
          ]}
        />
      </Group>
      {data.rows.length === 0 ? (
        <Text c="dimmed">{filter === 'unanswered' ? t('OWNER_REVIEWS.ALL_ANSWERED') : t('OWNER_REVIEWS.NONE')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.rows.map((review) => (
            <ReviewCard key={review.review_id} businessId={businessId} review={review} />
          ))}
        </Stack>
      )}
      {data.matching > OWNER_REVIEWS_PAGE ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('OWNER_REVIEWS.SHOWING', { from: offset + 1, to: last, count: data.matching })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - OWNER_REVIEWS_PAGE))}
            >
              {t('OWNER_REVIEWS.NEWER')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={last >= data.matching}
              onClick={() => setOffset(offset + OWNER_REVIEWS_PAGE)}
            >
              {t('OWNER_REVIEWS.OLDER')}
            </Button>
          </Group>
        </Group>
      ) : null}
    </Stack>
  );
}
