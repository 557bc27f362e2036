import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ZStaffLoginRequest } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { getSessionValue, getToken, saveSession, SESSION_KEYS, setSessionValue } from '../../../lib/storage';
import { staffLogin, useStaffMe } from '../api/clinic';

/** The page a staff guard saved before sending the visitor here, when it is a clinic page. */
function takeClinicRedirect(): string {
  const saved = getSessionValue(SESSION_KEYS.postLoginRedirect);
  setSessionValue(SESSION_KEYS.postLoginRedirect, null);
  return saved && /^\/clinic(\/|$|\?)/.test(saved) && !saved.startsWith('/clinic/login')
    ? saved
    : paths.clinicHome.href();
}

/**
 * /clinic/login (decision 87): a clinic staff member signs in with their mobile number or email and password;
 * success opens the desk (or the clinic page they were sent here from).
 */
export function ClinicLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A staff member who arrives already signed in goes straight to the desk (another account's session stays on
  // this page). Asked only for a session that was there on arrival: a sign-in here goes where `submit` sends it.
  const [hadSession] = useState(() => getToken() !== null);
  const signedIn = useStaffMe(hadSession);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const text = login.trim();
    const body = text.includes('@') ? { email: text, password } : { phone: text, password };
    const parsed = ZStaffLoginRequest.safeParse(body);
    if (!parsed.success) {
      const found: { login?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'password' ? 'password' : 'login';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const data = await staffLogin(body);
      saveSession({ token: data.token, userId: data.staff.user_id, userName: data.staff.name });
      await navigate(takeClinicRedirect(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors({
          login: error.fieldErrors.phone ?? error.fieldErrors.email,
          password: error.fieldErrors.password,
        });
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  if (signedIn.data) return <Navigate to={paths.clinicHome.href()} replace />;
  return (
    <Container size={420} py="xl" px="xs">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h3">
          {t('TITLES.CLINIC_LOGIN')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('CLINIC.LOGIN_INTRO')}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              name="login"
              label={t('CLINIC.LOGIN_ID')}
              description={t('CLINIC.LOGIN_ID_HINT')}
              autoComplete="username"
              value={login}
              onChange={(event) => setLogin(event.currentTarget.value)}
              required
              error={fieldErrorText(t, errors.login ? { message: errors.login } : undefined)}
            />
            <PasswordField
              name="password"
              label={t('CLINIC.PASSWORD')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              error={fieldErrorText(t, errors.password ? { message: errors.password } : undefined)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={busy}>
              {t('CLINIC.LOGIN')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
