import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZAdminLoginRequest, type TAdminLoginRequest } from '@gd/contracts/schemas/auth';
import { PasswordField } from '../../../components/password-field';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { saveSession } from '../../../lib/storage';
import { useAdminLogin } from '../api/admin-login';
import { AuthCard } from '../components/auth-card';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from '../components/form-alert';
import { takeAdminRedirect } from '../utils/post-login-redirect';

/** /admin-login (guest): email + password of an admin account; success opens the admin console. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const adminLogin = useAdminLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminLoginRequest>({
    resolver: zodResolver(ZAdminLoginRequest),
    defaultValues: { email: '', password: '' },
    // Checked on submit, then as the visitor corrects: an error appearing on blur would move the button from under
    // the pointer between its press and release, and the first click would be lost (decision 59).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const data = await adminLogin.mutateAsync(values);
        saveSession({ token: data.token, userId: data.userData.id, userName: data.userData.name });
        await navigate(takeAdminRedirect(), { replace: true });
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['email', 'password'])) {
          setAlert(
            failureAlert(error, t, {
              titleKey: 'AUTH.LOGIN_FAILED',
              failedKey: 'AUTH.LOGIN_FAILED_DEFAULT',
              overrides: { INVALID_CREDENTIALS: 'AUTH.ADMIN_INVALID_CREDENTIALS' },
            }),
          );
        }
      }
    },
    () => setAlert(invalidFormAlert(t)),
  );

  return (
    <AuthCard title={t('AUTH.ADMIN_LOGIN_TITLE')} intro={t('AUTH.ADMIN_LOGIN_INTRO')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('email')}
            type="email"
            label={t('AUTH.EMAIL')}
            autoComplete="username"
            required
            error={fieldErrorText(t, errors.email)}
          />
          <PasswordField
            {...register('password')}
            label={t('AUTH.PASSWORD')}
            autoComplete="current-password"
            required
            error={fieldErrorText(t, errors.password)}
          />
          <FormAlert alert={alert} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('AUTH.LOGIN_BUTTON')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
