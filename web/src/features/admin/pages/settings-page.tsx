import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_SETTING_NAMES,
  ADMIN_SETTINGS,
  type AdminSettingName,
  type TAdminSettings,
  ZAdminSettings,
} from '@gd/contracts/schemas/admin';
import { QueryError } from '../../../components/query-error';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveSettings, useSettings } from '../api/settings';
import { AdminPageHeader } from '../components/admin-ui';

/**
 * /admin-settings: every key of ADMIN_SETTINGS (contracts), switches for flags and text boxes for the rest. A key
 * added there shows here with its label ADMIN.SETTING.{NAME} and hint ADMIN.SETTING_HINT.{NAME}.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isError)
    return (
      <Stack gap="md">
        <AdminPageHeader title={t('TITLES.ADMIN_SETTINGS')} />
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      </Stack>
    );
  if (settings.isPending) return <Skeleton height={320} aria-busy="true" />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: TAdminSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const { control, register, handleSubmit, setError, formState, reset } = useForm<TAdminSettings>({
    resolver: zodResolver(ZAdminSettings),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const flags = ADMIN_SETTING_NAMES.filter((n) => ADMIN_SETTINGS[n].kind === 'flag');
  const texts = ADMIN_SETTING_NAMES.filter((n) => ADMIN_SETTINGS[n].kind === 'text');
  const label = (n: AdminSettingName) => t(`ADMIN.SETTING.${n.toUpperCase()}`);
  const hint = (n: AdminSettingName) => t(`ADMIN.SETTING_HINT.${n.toUpperCase()}`);

  const submit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        reset(saved);
        notifySuccess();
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, setError, ADMIN_SETTING_NAMES)) notifyError(error);
      },
    ),
  );

  return (
    <Stack gap="md" maw={720}>
      <AdminPageHeader title={t('TITLES.ADMIN_SETTINGS')} intro={t('ADMIN.ABOUT.SETTINGS')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Card withBorder padding="lg">
            <Title order={2} fz="lg" mb="sm">
              {t('ADMIN.SETTINGS_MODERATION')}
            </Title>
            <Stack gap="md">
              {flags.map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      label={label(name)}
                      description={hint(name)}
                      checked={field.value === 1}
                      onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
                      ref={field.ref}
                    />
                  )}
                />
              ))}
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} fz="lg" mb="sm">
              {t('ADMIN.SETTINGS_CONTACT')}
            </Title>
            <Stack gap="sm">
              {texts.map((name) => (
                <TextInput
                  key={name}
                  label={label(name)}
                  description={hint(name)}
                  {...register(name, { setValueAs: (v: string | null) => (v ? v : null) })}
                  error={fieldErrorText(t, errors[name])}
                />
              ))}
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Text size="sm" c="dimmed" aria-live="polite">
              {formState.isDirty ? t('ADMIN.UNSAVED') : ''}
            </Text>
            <Button type="submit" loading={save.isPending}>
              {t('ADMIN.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
