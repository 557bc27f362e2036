import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZLoginRequest, type TLoginRequest } from '@gd/contracts/schemas/auth';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { saveSession } from '../../../lib/storage';
import { practitionerLogin } from '../api/practitioners';

/** /doctor-login (guest; decision 65): a practitioner's mobile number and password; success opens their day. */
export function DoctorLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { phone: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const data = await practitionerLogin(values);
      saveSession({ token: data.token, userId: data.userData.id, userName: data.userData.name });
      await navigate(paths.practitionerDay.href(), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['phone', 'password'])) setFailure(errorMessage(error, t));
    }
  });

  return (
    <Container size={420} py="xl" px="xs">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h3">
          {t('TITLES.DOCTOR_LOGIN')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('DOCTORS.LOGIN_INTRO')}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              {...register('phone')}
              label={t('DOCTORS.PHONE')}
              inputMode="numeric"
              autoComplete="username"
              maxLength={10}
              required
              error={fieldErrorText(t, errors.phone)}
            />
            <PasswordField
              {...register('password')}
              label={t('DOCTORS.PASSWORD')}
              autoComplete="current-password"
              required
              error={fieldErrorText(t, errors.password)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={isSubmitting}>
              {t('DOCTORS.LOGIN')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
