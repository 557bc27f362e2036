import { Button, Center, Group, Loader, Radio, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '@gd/contracts/codes';
import { ZUpdateMeRequest, type TMe } from '@gd/contracts/schemas/auth';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/api/get-me';
import { useUpdateMe } from '../../../lib/api/update-me';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { htmlLangFor } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { AuthCard } from '../components/auth-card';
import { FormAlert, failureAlert, invalidFormAlert, type FormAlertState } from '../components/form-alert';

type ProfileValues = { name: string; email: string; language: Language };
type ProfileOutput = z.output<typeof ZUpdateMeRequest>;
const resolver = zodResolver(ZUpdateMeRequest) as unknown as Resolver<ProfileValues, unknown, ProfileOutput>;

function ProfileForm({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const { language: uiLanguage, setLanguage } = useLanguage();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const updateMe = useUpdateMe();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver,
    // The language on screen is the user's latest choice (made in the header, perhaps before logging in).
    defaultValues: { name: me.name, email: me.email ?? '', language: uiLanguage },
    mode: 'onTouched',
  });

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const saved = await updateMe.mutateAsync(values);
        reset({ name: saved.name, email: saved.email ?? '', language: saved.language });
        if (saved.language !== uiLanguage) await setLanguage(saved.language);
        notifySuccess();
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['name', 'email'])) setAlert(failureAlert(error, t));
      }
    },
    () => setAlert(invalidFormAlert(t)),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('name')}
          label={t('PROFILE.NAME')}
          description={t('REGISTER.NAME_HINT')}
          autoComplete="name"
          required
          error={fieldErrorText(t, errors.name)}
        />
        <TextInput
          label={t('AUTH.MOBILE')}
          description={t('PROFILE.PHONE_HINT')}
          value={me.phone ?? t('PROFILE.NOT_SET')}
          readOnly
          variant="filled"
        />
        <TextInput
          {...register('email')}
          type="email"
          label={t('REGISTER.EMAIL')}
          description={t('REGISTER.EMAIL_HINT')}
          autoComplete="email"
          error={fieldErrorText(t, errors.email)}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              label={t('PROFILE.LANGUAGE')}
              description={t('PROFILE.LANGUAGE_HINT')}
            >
              <Group gap="lg" mt={6}>
                {LANGUAGES.map((language, index) => (
                  <Radio
                    key={language}
                    value={language}
                    label={t(`LANGUAGE.${language.toUpperCase()}`)}
                    lang={htmlLangFor(language)}
                    ref={index === 0 ? field.ref : undefined}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <FormAlert alert={alert} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('PROFILE.SAVE')}
        </Button>
      </Stack>
    </form>
  );
}

/** /user-profile (login), decision 28: name, phone (read-only), email and language; name and email as at registration. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <AuthCard title={t('PROFILE.TITLE')} intro={t('PROFILE.INTRO')}>
      {me.isError ? (
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      ) : me.data ? (
        <ProfileForm me={me.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('APP.LOADING')} />
        </Center>
      )}
    </AuthCard>
  );
}
