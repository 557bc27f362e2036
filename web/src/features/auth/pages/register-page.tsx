import { Anchor, Button, Checkbox, Group, Radio, Select, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZRegisterRequest, type TRegisterRequest } from '@gd/contracts/schemas/auth';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { QueryError } from '../../../components/query-error';
import { PasswordField } from '../../../components/password-field';
import { useEarlyBird } from '../../../lib/api/get-early-bird';
import { useOptions } from '../../../lib/api/get-options';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { saveSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from '../components/form-alert';

/** The form's own state: the select holds the category id as text, the checkbox starts unticked. */
type RegisterFormValues = Omit<TRegisterRequest, 'category_id' | 'agree' | 'language'> & {
  category_id: string | null;
  agree: boolean;
};
type RegisterOutput = z.output<typeof ZRegisterRequest>;

const resolver = zodResolver(ZRegisterRequest) as unknown as Resolver<RegisterFormValues, unknown, RegisterOutput>;

const SERVER_FIELDS = ['hasBusiness', 'category_id', 'owner_name', 'phone', 'email', 'password', 'agree'] as const;

/** Terms and privacy open in a new tab, so the half-filled form stays. */
function InfoLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> ({t('REGISTER.NEW_TAB')})</VisuallyHidden>
    </Anchor>
  );
}

function CategorySelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const options = useOptions();
  if (options.isError) return <QueryError error={options.error} onRetry={() => void options.refetch()} />;
  const data = (options.data?.categories ?? []).map((category) => ({
    value: String(category.op_key),
    label: pick(category.op_value, category.op_value_guj),
  }));
  return (
    <Select
      label={t('REGISTER.CATEGORY')}
      placeholder={options.isPending ? t('REGISTER.CATEGORIES_LOADING') : t('REGISTER.CATEGORY_PLACEHOLDER')}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable
      nothingFoundMessage={t('REGISTER.NO_CATEGORY_FOUND')}
      disabled={options.isPending}
      required
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/**
 * /register (guest), spec §2/§5: has-business radio, category (only for yes), name, mobile, optional email,
 * password, agreement. Sends the current UI language; a taken phone or email marks its field.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  // Decision 68: the early-bird offer, while it is on, can be claimed here (ticked when the banner sent us).
  const offer = useEarlyBird().data;
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const registerAccount = useRegister();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      hasBusiness: 'no',
      category_id: null,
      owner_name: '',
      phone: '',
      email: '',
      password: '',
      agree: false,
      claim_offer: params.get('offer') === 'early-bird',
    },
    // Checked on submit, then as the visitor corrects: an error appearing on blur would move the button from under
    // the pointer between its press and release, and the first click would be lost (decision 59).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const hasBusiness = useWatch({ control, name: 'hasBusiness' });

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const { claim_offer: claimed, ...rest } = values;
        const data = await registerAccount.mutateAsync({
          ...rest,
          category_id: values.hasBusiness === 'yes' ? values.category_id : null,
          language,
          ...(offer && claimed ? { claim_offer: true } : {}),
        });
        saveSession({ token: data.token, userId: data.userData.id, userName: data.userData.name });
        await navigate(
          data.record ? paths.profileSetupBusiness.href({ businessId: data.record.business_id }) : paths.home.href(),
          { replace: true },
        );
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, SERVER_FIELDS)) setAlert(failureAlert(error, t));
      }
    },
    () => setAlert(invalidFormAlert(t)),
  );

  return (
    <AuthCard
      title={t('REGISTER.TITLE')}
      intro={t('REGISTER.INTRO')}
      footer={
        <>
          {t('REGISTER.HAVE_ACCOUNT')}{' '}
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('REGISTER.LOGIN_LINK')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="hasBusiness"
            render={({ field }) => (
              <Radio.Group
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (value !== 'yes') {
                    setValue('category_id', null);
                    clearErrors('category_id');
                  }
                }}
                label={t('REGISTER.HAS_BUSINESS')}
                required
                error={fieldErrorText(t, errors.hasBusiness)}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="yes" label={t('REGISTER.YES')} ref={field.ref} />
                  <Radio value="no" label={t('REGISTER.NO')} />
                </Group>
              </Radio.Group>
            )}
          />
          {hasBusiness === 'yes' ? (
            <Controller
              control={control}
              name="category_id"
              render={({ field }) => (
                <CategorySelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldErrorText(t, errors.category_id)}
                />
              )}
            />
          ) : null}
          <TextInput
            {...register('owner_name')}
            label={t('REGISTER.NAME')}
            description={t('REGISTER.NAME_HINT')}
            autoComplete="name"
            required
            error={fieldErrorText(t, errors.owner_name)}
          />
          <DigitsInput
            {...register('phone')}
            label={t('AUTH.MOBILE')}
            description={t('AUTH.MOBILE_HINT')}
            autoComplete="tel-national"
            maxLength={10}
            required
            error={fieldErrorText(t, errors.phone)}
          />
          <TextInput
            {...register('email')}
            type="email"
            label={t('REGISTER.EMAIL')}
            description={t('REGISTER.EMAIL_HINT')}
            autoComplete="email"
            error={fieldErrorText(t, errors.email)}
          />
          <PasswordField
            {...register('password')}
            label={t('AUTH.PASSWORD')}
            description={t('REGISTER.PASSWORD_HINT')}
            autoComplete="new-password"
            required
            error={fieldErrorText(t, errors.password)}
          />
          <Checkbox
            {...register('agree')}
            label={
              <Trans
                i18nKey="REGISTER.AGREE"
                components={{
                  terms: <InfoLink to={paths.termsUsers.href()} />,
                  privacy: <InfoLink to={paths.privacyPolicy.href()} />,
                }}
              />
            }
            error={fieldErrorText(t, errors.agree)}
          />
          {offer ? (
            <Checkbox
              {...register('claim_offer')}
              label={t('REGISTER.CLAIM_OFFER', {
                plan: pick(offer.plan_name, offer.plan_name_guj),
                count: offer.months,
              })}
            />
          ) : null}
          <FormAlert alert={alert} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('REGISTER.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
