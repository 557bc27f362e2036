import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@gd/contracts/api-client';
import { APPOINTMENT_STATUS } from '@gd/contracts/codes';
import { PRACTITIONER_REVIEW_MAX } from '@gd/contracts/schemas/practitioner-community';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useMyReviews, useReviewAppointment } from '../api/community';
import { StarInput } from './star-input';
import { Stars } from './stars';

/**
 * My appointments (decision 65): a checked-out visit offers "Write a review" (1–5 stars and text, once); a
 * reviewed one shows the stars given. Other visits show nothing.
 */
export function ReviewAction({ appointment: a }: { appointment: TAppointment }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const checkedOut = a.status === APPOINTMENT_STATUS.CHECKOUT;
  const mine = useMyReviews(checkedOut);
  const save = useReviewAppointment();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<{ rating?: boolean; text?: boolean }>({});
  const textId = useId();
  if (!checkedOut || mine.isPending || mine.isError) return null;
  const done = mine.data.find((r) => r.appointment_id === a.appointment_id);
  if (done) {
    return (
      <Group gap={6}>
        <Text size="sm">{t('DOCTOR_QA.YOUR_REVIEW')}</Text>
        <Stars value={done.rating} size="sm" />
      </Group>
    );
  }
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const fieldError = (field: string) => (fieldErrors[field] ? t(`ERRORS.${fieldErrors[field]}`) : undefined);
  const submit = () => {
    const review_text = text.trim();
    if (!rating || !review_text) {
      setMissing({ rating: !rating, text: !review_text });
      return;
    }
    save.mutate(
      { id: a.appointment_id, body: { rating, review_text } },
      {
        onSuccess: () => {
          notifySuccess(t('DOCTOR_QA.REVIEW_SAVED'));
          setOpen(false);
        },
      },
    );
  };
  const otherError =
    save.error && !Object.keys(fieldErrors).length ? errorMessage(save.error) : fieldError('appointment');

  return (
    <>
      <Group>
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          {t('DOCTOR_QA.WRITE_REVIEW')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
        title={t('DOCTOR_QA.REVIEW_TITLE', { name: pick(a.practitioner_name, a.practitioner_name_guj) })}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <StarInput
              label={t('REVIEWS.YOUR_RATING')}
              value={rating}
              onChange={(v) => {
                setRating(v);
                setMissing((m) => ({ ...m, rating: false }));
              }}
              error={missing.rating ? t('ERRORS.RATING_REQUIRED') : fieldError('rating')}
            />
            <Textarea
              id={textId}
              label={t('DOCTOR_QA.REVIEW_TEXT')}
              description={t('DOCTOR_QA.QUESTION_HINT', { count: text.length, max: PRACTITIONER_REVIEW_MAX })}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setMissing((m) => ({ ...m, text: false }));
              }}
              maxLength={PRACTITIONER_REVIEW_MAX}
              autosize
              minRows={3}
              required
              error={missing.text ? t('ERRORS.REVIEW_TEXT_REQUIRED') : fieldError('review_text')}
            />
            {otherError && (
              <Text size="sm" c="red.8" role="alert">
                {otherError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('DOCTOR_QA.CANCEL')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('DOCTOR_QA.SEND_REVIEW')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
