// Every Mantine component's styles: the profile page loads only the shell's subset (and Tabs).
import '@mantine/core/styles.layer.css';
// Loaded lazily with the profile's Reviews tab (forms, zod): the profile's first paint does not wait for it.
import { Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_TEXT_MAX,
  ZReviewReplyRequest,
  ZReviewRequest,
  type TReview,
  type TReviewRequest,
} from '@gd/contracts/schemas/directory';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/api/get-me';
import { formatDate } from '../../../lib/format';
import { fieldErrorText } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { errorMessage, showToast } from '../../../lib/notify';
import { useStoredSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useReviews } from '../api/get-reviews';
import { useReplyToReview, type TReviewReplyRequest } from '../api/reply-review';
import { useSaveReview } from '../api/save-review';
import { RatingStars } from './rating-stars';
import classes from './profile.module.css';
import { StarRatingInput } from './star-rating-input';

function errorText(t: TFunction, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  if (error?.message && i18n.exists(`REVIEWS.VALIDATION.${error.message}`)) {
    return t(`REVIEWS.VALIDATION.${error.message}`);
  }
  return fieldErrorText(t, error);
}

const toastFailure = (t: TFunction, error: unknown) =>
  void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: errorMessage(error, t) });

type ReviewForm = { rating: number; review_text: string };

/** Write or edit my review: 1–5 stars (keyboard: arrow keys) and up to 1000 characters with a counter. */
function MyReviewForm({ businessId, mine, onDone }: { businessId: number; mine: TReview | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReview(businessId);
  const textId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm>({
    // The schema coerces `rating` (its input type is unknown); the form always holds a number.
    resolver: zodResolver(ZReviewRequest) as unknown as Resolver<ReviewForm>,
    defaultValues: { rating: mine?.rating ?? 0, review_text: mine?.review_text ?? '' },
    mode: 'onTouched',
  });
  const length = useWatch({ control, name: 'review_text' }).length;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values satisfies TReviewRequest);
      void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('REVIEWS.SAVED') });
      onDone();
    } catch (error) {
      toastFailure(t, error);
    }
  });

  return (
    <Card withBorder padding="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {mine ? t('REVIEWS.EDIT_TITLE') : t('REVIEWS.WRITE_TITLE')}
        </Title>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              label={t('REVIEWS.YOUR_RATING')}
              value={field.value}
              onChange={field.onChange}
              required
              error={errorText(t, errors.rating)}
            />
          )}
        />
        <Textarea
          {...register('review_text')}
          id={textId}
          label={t('REVIEWS.YOUR_REVIEW')}
          description={t('REVIEWS.CHARACTERS', { count: length, max: REVIEW_TEXT_MAX })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_TEXT_MAX}
          error={errorText(t, errors.review_text)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('INQUIRY.CANCEL')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {mine ? t('REVIEWS.UPDATE') : t('REVIEWS.SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The owner's one reply to a review. */
function ReplyForm({ businessId, review, onDone }: { businessId: number; review: TReview; onDone: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyToReview(businessId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TReviewReplyRequest>({
    resolver: zodResolver(ZReviewReplyRequest),
    defaultValues: { reply: '' },
    mode: 'onTouched',
  });
  const length = (useWatch({ control, name: 'reply' }) ?? '').length;
  const submit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ reviewId: review.review_id, reply: values.reply });
      void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('REVIEWS.REPLY_SAVED') });
      onDone();
    } catch (error) {
      toastFailure(t, error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={classes.replyForm}>
      <Stack gap="xs">
        <Textarea
          {...register('reply')}
          label={t('REVIEWS.REPLY_LABEL', { name: review.user_name })}
          description={t('REVIEWS.CHARACTERS', { count: length, max: REVIEW_TEXT_MAX })}
          autosize
          minRows={2}
          maxLength={REVIEW_TEXT_MAX}
          required
          error={errorText(t, errors.reply)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('INQUIRY.CANCEL')}
          </Button>
          <Button type="submit" size="xs" loading={isSubmitting}>
            {t('REVIEWS.SEND_REPLY')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReviewItem({ review, businessId, canReply }: { review: TReview; businessId: number; canReply: boolean }) {
  const { t } = useTranslation();
  const { language: lang } = useLanguage();
  const [replying, setReplying] = useState(false);
  return (
    <li className={classes.review}>
      <article>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} component="h3" size="md">
            {review.user_name}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={review.created_at}>{formatDate(review.created_at, 'MMM d, y', lang)}</time>
          </Text>
        </Group>
        <RatingStars value={review.rating} size={14} />
        {review.review_text ? (
          <Text className={classes.prewrap} mt={6}>
            {review.review_text}
          </Text>
        ) : null}
        {review.owner_reply ? (
          <div className={classes.ownerReply}>
            <Text size="sm" fw={700}>
              {t('REVIEWS.OWNER_REPLY')}
            </Text>
            <Text size="sm" className={classes.prewrap}>
              {review.owner_reply}
            </Text>
          </div>
        ) : canReply ? (
          replying ? (
            <ReplyForm businessId={businessId} review={review} onDone={() => setReplying(false)} />
          ) : (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setReplying(true)}>
              {t('REVIEWS.REPLY')}
            </Button>
          )
        ) : null}
      </article>
    </li>
  );
}

export interface ReviewsPanelProps {
  businessId: number;
  ownerUserId: number;
}

/**
 * The Reviews tab (decision 4): average and count, my review (write or edit; anonymous visitors get the login
 * modal), the list newest first with Load more, and the owner's single reply per review.
 */
export function ReviewsPanel({ businessId, ownerUserId }: ReviewsPanelProps) {
  const { t } = useTranslation();
  const { token } = useStoredSession();
  const me = useMe().data;
  const requestLogin = useLoginPrompt();
  const reviews = useReviews(businessId);
  const [editing, setEditing] = useState(false);

  if (reviews.isError) return <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={24} width={200} />
        <Skeleton height={80} />
        <Skeleton height={80} />
      </Stack>
    );
  }

  const first = reviews.data.pages[0];
  const rows = reviews.data.pages.flatMap((page) => page.rows);
  const mine = first?.mine ?? null;
  const count = first?.count ?? 0;
  const isOwner = Boolean(me && me.user_id === ownerUserId);

  const startWriting = () => {
    if (token) setEditing(true);
    else requestLogin({ reason: t('REVIEWS.LOGIN_REASON'), onSuccess: () => setEditing(true) });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          {count > 0 ? (
            <>
              <RatingStars value={first?.average ?? 0} size={20} />
              <Text size="sm" c="dimmed" mt={4}>
                {t('REVIEWS.SUMMARY', { average: (first?.average ?? 0).toFixed(1), count })}
              </Text>
            </>
          ) : (
            <Text c="dimmed">{t('REVIEWS.NONE_YET')}</Text>
          )}
        </div>
        {!isOwner && !editing ? (
          <Button variant={mine ? 'default' : 'filled'} onClick={startWriting}>
            {mine ? t('REVIEWS.EDIT_BUTTON') : t('REVIEWS.WRITE_BUTTON')}
          </Button>
        ) : null}
      </Group>

      {editing ? <MyReviewForm businessId={businessId} mine={mine} onDone={() => setEditing(false)} /> : null}

      {rows.length ? (
        <ul className={classes.reviewList} aria-label={t('REVIEWS.LIST_LABEL')}>
          {rows.map((review) => (
            <ReviewItem key={review.review_id} review={review} businessId={businessId} canReply={isOwner} />
          ))}
        </ul>
      ) : null}

      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className={classes.loadMore}
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('REVIEWS.LOAD_MORE')}
        </Button>
      ) : null}
    </Stack>
  );
}
