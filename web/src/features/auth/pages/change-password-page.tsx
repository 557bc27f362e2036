import { Alert, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@gd/contracts/schemas/auth';
import { PasswordField } from '../../../components/password-field';
import { logout } from '../../../lib/api/logout';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { reloadHome } from '../../../lib/session';
import { clearSession } from '../../../lib/storage';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from '../components/form-alert';

/** Spec §9: the change-password redirect waits 1.5 s. */
export const CHANGE_PASSWORD_REDIRECT_MS = 1500;

/**
 * /change-password (login), spec §2/§4/§5: old, new and confirm. Success: 'Password changed successfully',
 * this session ends too (the server already ended the others), storage is cleared except the language, and
 * home opens after 1.5 s.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!done) return;
    // A full load of home: nothing cached for the old session survives (as the header's Logout).
    const timer = setTimeout(reloadHome, CHANGE_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        await changePassword.mutateAsync(values);
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['old_password', 'new_password', 'confirm_password'])) {
          setAlert(
            failureAlert(error, t, {
              failedKey: 'CHANGE_PASSWORD.FAILED',
              exceptionKey: 'CHANGE_PASSWORD.ERROR',
            }),
          );
        }
        return;
      }
      notifySuccess(t('CHANGE_PASSWORD.SUCCESS'));
      void logout().catch(() => null); // sends the token before it is cleared below
      clearSession();
      setDone(true);
    },
    () => setAlert(invalidFormAlert(t)),
  );

  return (
    <AuthCard title={t('CHANGE_PASSWORD.TITLE')} intro={t('CHANGE_PASSWORD.INTRO')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <PasswordField
            {...register('old_password')}
            label={t('CHANGE_PASSWORD.OLD')}
            autoComplete="current-password"
            required
            disabled={done}
            error={fieldErrorText(t, errors.old_password)}
          />
          <PasswordField
            {...register('new_password')}
            label={t('CHANGE_PASSWORD.NEW')}
            description={t('REGISTER.PASSWORD_HINT')}
            autoComplete="new-password"
            required
            disabled={done}
            error={fieldErrorText(t, errors.new_password)}
          />
          <PasswordField
            {...register('confirm_password')}
            label={t('CHANGE_PASSWORD.CONFIRM')}
            autoComplete="new-password"
            required
            disabled={done}
            error={fieldErrorText(t, errors.confirm_password)}
          />
          <FormAlert alert={alert} />
          {done ? (
            <Alert variant="light" color="green" role="status" title={t('CHANGE_PASSWORD.SUCCESS')}>
              {t('CHANGE_PASSWORD.REDIRECTING')}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={isSubmitting} disabled={done}>
            {t('CHANGE_PASSWORD.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
