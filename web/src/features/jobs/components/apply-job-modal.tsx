import { Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZApplyJobRequest, type TApplyJobRequest } from '@gd/contracts/schemas/jobs';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { ModalForm } from '../../../components/modal-form';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/get-me';
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
  const apply = useApplyJob(job?.job_id ?? 0); // only sent with a job
  return (
    <ModalForm<TApplyJobRequest>
      opened={job !== null}
      onClose={onClose}
      title={job ? t('JOBS.APPLY_TITLE', { title: job.title }) : ''}
      intro={
        job ? (
          <Text size="sm" c="dimmed" mb="sm">
            {job.company}
          </Text>
        ) : null
      }
      loading={me.isPending}
      formKey={job?.job_id}
      resolver={zodResolver(ZApplyJobRequest)}
      defaultValues={{
        candidate_name: me.data?.name ?? '',
        candidate_email: me.data?.email ?? '',
        candidate_phone: me.data?.phone ?? '',
        resume_url: '',
        cover_letter: '',
      }}
      onSubmit={(values) => apply.mutateAsync(values)}
      onSuccess={() =>
        void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('JOBS.APPLIED') })
      }
      serverErrorFields={FIELDS}
      onError={(error) =>
        void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: failureMessage(t, error) })
      }
      submitLabel={t('JOBS.SUBMIT_APPLICATION')}
      submittingLabel={t('JOBS.SUBMITTING')}
      cancelLabel={t('JOBS.CANCEL')}
      disableWhenInvalid
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </ModalForm>
  );
}
