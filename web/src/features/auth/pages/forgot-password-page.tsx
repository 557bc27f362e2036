import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZVerifyOtpRequest,
  type TResetPasswordRequest,
} from '@gd/contracts/schemas/auth';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthCard } from '../components/auth-card';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from '../components/form-alert';

/** Spec §4: email → Send OTP; OTP → Verify OTP; new password → Reset Password. */
type Phase = 'email' | 'otp' | 'password';
type Values = TResetPasswordRequest;

/** Each phase validates with its request's schema (only the fields that phase sends). */
const resolvers: Record<Phase, Resolver<Values>> = {
  email: zodResolver(ZSendOtpRequest) as unknown as Resolver<Values>,
  otp: zodResolver(ZVerifyOtpRequest) as unknown as Resolver<Values>,
  password: zodResolver(ZResetPasswordRequest) as unknown as Resolver<Values>,
};

const BUTTON_KEY: Record<Phase, string> = {
  email: 'FORGOT_PASSWORD.SEND_OTP',
  otp: 'FORGOT_PASSWORD.VERIFY_OTP',
  password: 'FORGOT_PASSWORD.RESET_PASSWORD',
};

/** Spec §9: the password reset redirect waits 2 s. */
export const RESET_REDIRECT_MS = 2000;

function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** Decision 19: an account without an email cannot get an OTP; its owner is pointed to support. */
function NoEmailNote() {
  const { t } = useTranslation();
  const settings = usePublicSettings().data;
  const phone = settings?.support_phone;
  const email = settings?.support_email;
  return (
    <Alert variant="light" color="gray" role="note" title={t('FORGOT_PASSWORD.NO_EMAIL_TITLE')}>
      <Text size="sm">{t('FORGOT_PASSWORD.NO_EMAIL_NOTE')}</Text>
      {phone || email ? (
        <List size="sm" mt="xs" spacing={4}>
          {phone ? (
            <List.Item>
              {t('FORGOT_PASSWORD.SUPPORT_PHONE')} <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Anchor>
            </List.Item>
          ) : null}
          {email ? (
            <List.Item>
              {t('FORGOT_PASSWORD.SUPPORT_EMAIL')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </List.Item>
          ) : null}
        </List>
      ) : (
        <Text size="sm" mt="xs">
          <Anchor component={Link} to={paths.contactUs.href()}>
            {t('FORGOT_PASSWORD.CONTACT_US')}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}

/**
 * /forgot-password (guest): one form in three phases (spec §2/§4, decision 19). The email is fixed once an OTP
 * is sent; the OTP is disabled once verified; success says so and opens /login after 2 s.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('email');
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: resolvers[phase],
    defaultValues: { email: '', otp: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login.href(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const moveTo = (next: Phase, focus: keyof Values) => {
    flushSync(() => setPhase(next));
    setFocus(focus);
  };

  const showFailure = (error: unknown, failedKey: string, exceptionKey: string) => {
    setAlert(
      isRateLimited(error)
        ? { tone: 'error', title: t('MESSAGES.ERROR_TITLE'), message: t('FORGOT_PASSWORD.RATE_LIMITED') }
        : failureAlert(error, t, { failedKey, exceptionKey }),
    );
  };

  const requestOtp = async (email: string) => {
    setAlert(null);
    try {
      await sendOtp.mutateAsync({ email });
      notifySuccess(t('FORGOT_PASSWORD.OTP_SENT_SUCCESS'));
      return true;
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email'])) {
        showFailure(error, 'FORGOT_PASSWORD.FAILED_SEND_OTP', 'FORGOT_PASSWORD.ERROR_SENDING_OTP');
      }
      return false;
    }
  };

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      if (phase === 'email') {
        if (await requestOtp(values.email)) moveTo('otp', 'otp');
        return;
      }
      if (phase === 'otp') {
        try {
          await verifyOtp.mutateAsync({ email: values.email, otp: values.otp });
          notifySuccess(t('FORGOT_PASSWORD.OTP_VERIFIED_SUCCESS'));
          moveTo('password', 'new_password');
        } catch (error) {
          if (!applyServerFieldErrors(error, setError, ['otp'])) {
            showFailure(error, 'VALIDATION.INVALID_OTP', 'FORGOT_PASSWORD.ERROR_OTP_VERIFICATION');
          }
        }
        return;
      }
      try {
        await resetPassword.mutateAsync(values);
        notifySuccess(t('FORGOT_PASSWORD.PASSWORD_RESET_SUCCESS'));
        setDone(true);
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors.otp) {
          // The verified OTP is no longer good (expired, replaced): back to the OTP step.
          moveTo('otp', 'otp');
          setError('otp', { type: 'server', message: error.fieldErrors.otp }, { shouldFocus: true });
        } else if (!applyServerFieldErrors(error, setError, ['new_password', 'confirm_password'])) {
          showFailure(error, 'FORGOT_PASSWORD.FAILED_RESET_PASSWORD', 'FORGOT_PASSWORD.ERROR_RESET_PASSWORD');
        }
      }
    },
    () => setAlert(invalidFormAlert(t)),
  );

  const resend = async () => {
    resetField('otp');
    await requestOtp(getValues('email'));
    setFocus('otp');
  };

  const changeEmail = () => {
    setAlert(null);
    resetField('otp');
    moveTo('email', 'email');
  };

  return (
    <AuthCard
      title={t('FORGOT_PASSWORD.TITLE')}
      intro={t('FORGOT_PASSWORD.INTRO')}
      footer={
        <Anchor component={Link} to={paths.login.href()} fw={600}>
          {t('FORGOT_PASSWORD.BACK_TO_LOGIN')}
        </Anchor>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('email')}
            type="email"
            label={t('AUTH.EMAIL')}
            autoComplete="email"
            required
            readOnly={phase !== 'email'}
            variant={phase !== 'email' ? 'filled' : 'default'}
            error={fieldErrorText(t, errors.email)}
          />
          {phase !== 'email' ? (
            <>
              <DigitsInput
                {...register('otp')}
                label={t('FORGOT_PASSWORD.OTP')}
                description={t('FORGOT_PASSWORD.OTP_HINT')}
                autoComplete="one-time-code"
                maxLength={6}
                required
                disabled={phase === 'password'}
                error={fieldErrorText(t, errors.otp)}
              />
              {phase === 'otp' ? (
                <Group gap="xs" mt={-6}>
                  <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={sendOtp.isPending}>
                    {t('FORGOT_PASSWORD.RESEND_OTP')}
                  </Button>
                  <Button variant="subtle" size="compact-sm" onClick={changeEmail}>
                    {t('FORGOT_PASSWORD.CHANGE_EMAIL')}
                  </Button>
                </Group>
              ) : null}
            </>
          ) : null}
          {phase === 'password' ? (
            <>
              <PasswordField
                {...register('new_password')}
                label={t('FORGOT_PASSWORD.NEW_PASSWORD')}
                description={t('REGISTER.PASSWORD_HINT')}
                autoComplete="new-password"
                required
                disabled={done}
                error={fieldErrorText(t, errors.new_password)}
              />
              <PasswordField
                {...register('confirm_password')}
                label={t('FORGOT_PASSWORD.CONFIRM_PASSWORD')}
                autoComplete="new-password"
                required
                disabled={done}
                error={fieldErrorText(t, errors.confirm_password)}
              />
            </>
          ) : null}
          <FormAlert alert={alert} />
          {done ? (
            <Alert variant="light" color="green" role="status" title={t('MESSAGES.SUCCESS_TITLE')}>
              {t('FORGOT_PASSWORD.REDIRECTING')}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={isSubmitting} disabled={done}>
            {t(BUTTON_KEY[phase])}
          </Button>
          {phase === 'email' ? <NoEmailNote /> : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
