import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZLoginRequest, type TLoginRequest, type TLoginResponse } from '@gd/contracts/schemas/auth';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { PasswordField } from '../../../components/password-field';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { saveSession } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from './form-alert';

export interface LoginFormProps {
  /** Runs after the session is stored (the page navigates; a login modal closes). */
  onSuccess: (user: TLoginResponse['userData']) => void;
  /** Links in a modal close it first. */
  onNavigate?: () => void;
}

/**
 * Phone + password login (spec §2, §5): phone 10 digits, digit keys only. Stores user id, name and token
 * (spec §4), then hands over to `onSuccess`. Used by /login and, later, the login modal of profiles and pricing.
 */
export function LoginForm({ onSuccess, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { phone: '', password: '' },
    // Checked on submit, then as the visitor corrects: an error appearing on blur would move the button from under
    // the pointer between its press and release, and the first click would be lost (decision 59).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const data = await login.mutateAsync(values);
        saveSession({ token: data.token, userId: data.userData.id, userName: data.userData.name });
        onSuccess(data.userData);
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['phone', 'password'])) {
          setAlert(failureAlert(error, t, { titleKey: 'AUTH.LOGIN_FAILED', failedKey: 'AUTH.LOGIN_FAILED_DEFAULT' }));
        }
      }
    },
    () => setAlert(invalidFormAlert(t)),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <DigitsInput
          {...register('phone')}
          label={t('AUTH.MOBILE')}
          description={t('AUTH.MOBILE_HINT')}
          autoComplete="tel-national"
          maxLength={10}
          required
          error={fieldErrorText(t, errors.phone)}
        />
        <PasswordField
          {...register('password')}
          label={t('AUTH.PASSWORD')}
          autoComplete="current-password"
          required
          error={fieldErrorText(t, errors.password)}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={paths.forgotPassword.href()} size="sm" onClick={onNavigate}>
            {t('AUTH.FORGOT_PASSWORD_LINK')}
          </Anchor>
        </Group>
        <FormAlert alert={alert} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('AUTH.LOGIN_BUTTON')}
        </Button>
        <Text size="sm" ta="center">
          {t('AUTH.NO_ACCOUNT')}{' '}
          <Anchor component={Link} to={paths.register.href()} fw={600} onClick={onNavigate}>
            {t('AUTH.REGISTER_LINK')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
