import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { takePostLoginRedirect } from '../utils/post-login-redirect';

/** /login (guest): the login form; success returns to the saved page or home (spec §4). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('AUTH.LOGIN_TITLE')} intro={t('AUTH.LOGIN_INTRO')}>
      <LoginForm onSuccess={() => void navigate(takePostLoginRedirect(), { replace: true })} />
    </AuthCard>
  );
}
