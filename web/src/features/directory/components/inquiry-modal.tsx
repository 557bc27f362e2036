// Every Mantine component's styles: the profile page loads only the shell's subset (and Tabs).
import '@mantine/core/styles.layer.css';
import { Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateInquiryRequest, type TCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import { DigitsInput } from '../../../components/digits-input';
import { ModalForm } from '../../../components/modal-form';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/get-me';
import { fieldErrorText } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { showToast } from '../../../lib/notify';
import { useCreateInquiry } from '../api/create-inquiry';

const FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;

/** The schema's message keys (INQUIRY_NAME_REQUIRED → 'Name is required', …) live under INQUIRY.VALIDATION. */
function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (error?.message && i18n.exists(`INQUIRY.VALIDATION.${error.message}`)) {
    return t(`INQUIRY.VALIDATION.${error.message}`);
  }
  return fieldErrorText(t, error);
}

/**
 * Spec §8: a refused request shows the server's message (translated when its key is known) or 'Submission failed.
 * Try again.'; anything that is not an answer of the server shows 'Unexpected error occurred.'
 */
function failureMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('INQUIRY.UNEXPECTED_ERROR');
  if (error.status === 0) return t('MESSAGES.NETWORK_ERROR');
  if (error.status >= 500) return t('MESSAGES.SERVER_ERROR');
  if (error.messageKey && i18n.exists(`ERRORS.${error.messageKey}`)) return t(`ERRORS.${error.messageKey}`);
  return error.message || t('INQUIRY.SUBMIT_FAILED');
}

export interface InquiryModalProps {
  businessId: number;
  businessName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The Inquiry modal (spec §2, §5, §8): name, email (optional), mobile (10 digits, digit keys only), subject,
 * message, validated by the contracts schema; Submit is disabled while the form is invalid or sending. The
 * logged-in user's name, mobile and email are filled in. Success closes and resets the form.
 */
export function InquiryModal({ businessId, businessName, opened, onClose }: InquiryModalProps) {
  const { t } = useTranslation();
  const me = useMe();
  const create = useCreateInquiry(businessId);
  return (
    <ModalForm<TCreateInquiryRequest>
      opened={opened}
      onClose={onClose}
      title={t('INQUIRY.TITLE', { name: businessName })}
      loading={me.isPending}
      resolver={zodResolver(ZCreateInquiryRequest)}
      defaultValues={{
        name: me.data?.name ?? '',
        email: me.data?.email ?? '',
        mobile: me.data?.phone ?? '',
        subject: '',
        message: '',
      }}
      onSubmit={(values) => create.mutateAsync(values)}
      onSuccess={() =>
        void showToast({ color: 'green', title: t('MESSAGES.SUCCESS_TITLE'), message: t('INQUIRY.SUBMITTED') })
      }
      serverErrorFields={FIELDS}
      onError={(error, fieldErrorsShown) => {
        if (fieldErrorsShown) return;
        void showToast({ color: 'red', title: t('MESSAGES.ERROR_TITLE'), message: failureMessage(t, error) });
      }}
      submitLabel={t('INQUIRY.SUBMIT')}
      submittingLabel={t('INQUIRY.SUBMITTING')}
      cancelLabel={t('INQUIRY.CANCEL')}
      disableWhenInvalid
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextInput
            {...register('name')}
            label={t('INQUIRY.NAME')}
            autoComplete="name"
            required
            error={errorText(t, errors.name)}
          />
          <TextInput
            {...register('email')}
            type="email"
            label={t('INQUIRY.EMAIL')}
            description={t('INQUIRY.OPTIONAL')}
            autoComplete="email"
            error={errorText(t, errors.email)}
          />
          <DigitsInput
            {...register('mobile')}
            label={t('INQUIRY.MOBILE')}
            autoComplete="tel-national"
            maxLength={10}
            required
            error={errorText(t, errors.mobile)}
          />
          <TextInput
            {...register('subject')}
            label={t('INQUIRY.SUBJECT')}
            required
            maxLength={200}
            error={errorText(t, errors.subject)}
          />
          <Textarea
            {...register('message')}
            label={t('INQUIRY.MESSAGE')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            error={errorText(t, errors.message)}
          />
        </>
      )}
    </ModalForm>
  );
}
