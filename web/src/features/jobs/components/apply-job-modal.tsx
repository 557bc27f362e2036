import { Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZApplyJobRequest, type TApplyJobRequest } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/get-me';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/notify';
import { getToken, SESSION_KEYS, setSessionValue } from '../../../lib/storage';
import { useApplyJob } from '../api/apply-job';
import { jobFieldError, refusalText } from '../utils/format-job';

const FIELDS = ['candidate_name', 'candidate_email', 'candidate_phone', 'resume_url', 'cover_letter'] as const;
/** The job view opens the apply modal by itself when its URL carries this (back from the login page). */
export const APPLY_PARAM = 'apply';

/** Spec §8: the server's message or 'Failed to apply'; no answer at all: 'Error while submitting application.' */
function failureMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('JOBS.APPLY_ERROR');
  if (error.status >= 500) return t('MESSAGES.SERVER_ERROR');
  return refusalText(t, error) || t('JOBS.APPLY_FAILED');
}

/**
 * Spec §4 apply flow: a guest gets 'Please login first!' and goes to /login, coming back to the job view with
 * the modal open; a logged-in user sees the modal at once.
 */
export function useApplyFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (jobId: number, open: () => void) => {
    if (getToken()) {
      open();
      return;
    }
    void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: t('JOBS.PLEASE_LOGIN') });
    const back = `${paths.jobViewId.href({ id: jobId })}?${APPLY_PARAM}=1`;
    setSessionValue(SESSION_KEYS.postLoginRedirect, back);
    void navigate(paths.login.href());
  };
}

interface ApplyFormProps {
  jobId: number;
  defaults: TApplyJobRequest;
  onDone: () => void;
  onCancel: () => void;
}

function ApplyForm({ jobId, defaults, onDone, onCancel }: ApplyFormProps) {
  const { t } = useTranslation();
  const apply = useApplyJob(jobId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<TApplyJobRequest>({
    resolver: zodResolver(ZApplyJobRequest),
    mode: 'onTouched',
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('JOBS.APPLIED') });
      reset(defaults);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: failureMessage(t, error) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          {...register('candidate_name')}
          label={t('JOBS.CANDIDATE_NAME')}
          autoComplete="name"
          required
          maxLength={100}
          error={jobFieldError(t, errors.candidate_name)}
        />
        <TextInput
          {...register('candidate_email')}
          type="email"
          label={t('JOBS.CANDIDATE_EMAIL')}
          autoComplete="email"
          required
          error={jobFieldError(t, errors.candidate_email)}
        />
        <DigitsInput
          {...register('candidate_phone')}
          label={t('JOBS.CANDIDATE_PHONE')}
          autoComplete="tel-national"
          maxLength={10}
          required
          error={jobFieldError(t, errors.candidate_phone)}
        />
        <TextInput
          {...register('resume_url')}
          type="url"
          label={t('JOBS.RESUME_URL')}
          description={t('JOBS.RESUME_URL_HINT')}
          placeholder="https://"
          required
          maxLength={500}
          error={jobFieldError(t, errors.resume_url)}
        />
        <Textarea
          {...register('cover_letter')}
          label={t('JOBS.COVER_LETTER')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={3000}
          error={jobFieldError(t, errors.cover_letter)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('JOBS.CANCEL')}
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t('JOBS.SUBMITTING') : t('JOBS.SUBMIT_APPLICATION')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ApplyJobModalProps {
  job: { job_id: number; title: string; company: string } | null;
  onClose: () => void;
}

/**
 * The apply modal (spec §2, §5): name, email, phone (10 digits, digit keys only), resume URL (https only),
 * cover letter, validated by the contracts schema; errors show once a field is touched; Submit is disabled
 * while invalid or sending and reads 'Submitting...'; success closes the modal and resets the form.
 */
export function ApplyJobModal({ job, onClose }: ApplyJobModalProps) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      title={job ? t('JOBS.APPLY_TITLE', { title: job.title }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      {job ? (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {job.company}
          </Text>
          {me.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label={t('APP.LOADING')} />
            </Group>
          ) : (
            <ApplyForm
              key={job.job_id}
              jobId={job.job_id}
              defaults={{
                candidate_name: me.data?.name ?? '',
                candidate_email: me.data?.email ?? '',
                candidate_phone: me.data?.phone ?? '',
                resume_url: '',
                cover_letter: '',
              }}
              onDone={onClose}
              onCancel={onClose}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
