import { Alert, Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZContactRequest, type TContactRequest } from '@gd/contracts/schemas/content';
import { DigitsInput } from '../../../components/digits-input';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';
import { useSendContact } from '../api/send-contact';

/**
 * /contact-us (spec §2, §5): name, optional valid email, 10-digit mobile, subject and message; submit disabled
 * while the form is invalid; after a good submit the form is replaced by a success message.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<TContactRequest, unknown, z.output<typeof ZContactRequest>>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { name: '', email: '', mobile: '', subject: '', message: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, email: values.email ?? '' });
      setSent(true);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'email', 'mobile', 'subject', 'message']);
    }
  });

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('TITLES.CONTACT_US')}
        </Title>
        {sent ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            title={t('CONTENT.CONTACT_SENT_TITLE')}
            styles={{ title: { color: '#1b5e20' } }}
          >
            {t('CONTENT.CONTACT_SENT')}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Text c="dimmed" mb="md">
              {t('CONTENT.CONTACT_INTRO')}
            </Text>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap="sm">
                <TextInput
                  {...register('name')}
                  label={t('CONTENT.CONTACT_NAME')}
                  required
                  autoComplete="name"
                  error={fieldErrorText(t, errors.name)}
                />
                <TextInput
                  {...register('email')}
                  type="email"
                  label={t('CONTENT.CONTACT_EMAIL')}
                  autoComplete="email"
                  error={fieldErrorText(t, errors.email)}
                />
                <DigitsInput
                  {...register('mobile')}
                  maxLength={10}
                  label={t('CONTENT.CONTACT_MOBILE')}
                  required
                  autoComplete="tel-national"
                  error={fieldErrorText(t, errors.mobile)}
                />
                <TextInput
                  {...register('subject')}
                  label={t('CONTENT.CONTACT_SUBJECT')}
                  required
                  error={fieldErrorText(t, errors.subject)}
                />
                <Textarea
                  {...register('message')}
                  label={t('CONTENT.CONTACT_MESSAGE')}
                  required
                  autosize
                  minRows={4}
                  error={fieldErrorText(t, errors.message)}
                />
                {send.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorMessage(send.error, t)}
                  </Alert>
                ) : null}
                <Button type="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
                  {isSubmitting ? t('CONTENT.SUBMITTING') : t('CONTENT.SEND')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
