import { Alert, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateOfferRequest, type TCreateOfferRequest, type TOffer } from '@gd/contracts/schemas/content';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { type OfferScope, useSaveOffer } from '../api/manage-offers';
import { ImageField } from './image-field';

const FIELDS = [
  'offer_name',
  'offer_description_short',
  'offer_description',
  'offer_start_date',
  'offer_end_date',
  'offer_discount',
  'offer_code',
] as const;

/**
 * Create or edit an offer, as the admin or as an owner for their business. The description may hold simple
 * HTML (paragraphs, bold, lists, links); the server cleans it with sanitize-html and the page with DOMPurify.
 */
export function OfferForm({ scope, offer, onDone }: { scope: OfferScope; offer?: TOffer; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOffer(scope);
  const [file, setFile] = useState<File | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<
    TCreateOfferRequest,
    unknown,
    z.output<typeof ZCreateOfferRequest>
  >({
    resolver: zodResolver(ZCreateOfferRequest),
    defaultValues: {
      offer_name: offer?.offer_name ?? '',
      offer_description_short: offer?.offer_description_short ?? '',
      offer_description: offer?.offer_description ?? '',
      offer_start_date: offer?.offer_start_date ?? '',
      offer_end_date: offer?.offer_end_date ?? '',
      offer_discount: offer?.offer_discount ? String(offer.offer_discount) : '',
      offer_code: offer?.offer_code ?? '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async () => {
    const typed = getValues();
    const fields = Object.fromEntries(FIELDS.map((k) => [k, String(typed[k] ?? '')])) as TCreateOfferRequest;
    try {
      await save.mutateAsync({ offerId: offer?.offer_id, fields, file });
    } catch (error) {
      applyServerFieldErrors(error, setError, [...FIELDS]);
      return;
    }
    notifySuccess(t(offer ? 'CONTENT.OFFER_UPDATED' : 'CONTENT.OFFER_CREATED'));
    onDone();
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            {...register('offer_name')}
            label={t('CONTENT.OFFER_NAME')}
            required
            error={fieldErrorText(t, errors.offer_name)}
          />
          <TextInput
            {...register('offer_description_short')}
            label={t('CONTENT.SHORT_DESCRIPTION')}
            required
            error={fieldErrorText(t, errors.offer_description_short)}
          />
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              {...register('offer_start_date')}
              type="date"
              label={t('CONTENT.START_DATE')}
              required
              miw={150}
              error={fieldErrorText(t, errors.offer_start_date)}
            />
            <TextInput
              {...register('offer_end_date')}
              type="date"
              label={t('CONTENT.END_DATE')}
              required
              miw={150}
              error={fieldErrorText(t, errors.offer_end_date)}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              {...register('offer_discount')}
              label={t('CONTENT.DISCOUNT')}
              description={t('CONTENT.DISCOUNT_HINT')}
              inputMode="numeric"
              rightSection="%"
              miw={150}
              error={fieldErrorText(t, errors.offer_discount)}
            />
            <TextInput
              {...register('offer_code')}
              label={t('CONTENT.CODE')}
              description={t('CONTENT.CODE_HINT')}
              miw={150}
              error={fieldErrorText(t, errors.offer_code)}
            />
          </Group>
          <Textarea
            {...register('offer_description')}
            label={t('CONTENT.DESCRIPTION')}
            description={t('CONTENT.HTML_HINT')}
            autosize
            minRows={5}
            maxRows={14}
            error={fieldErrorText(t, errors.offer_description)}
          />
          <ImageField label={t('CONTENT.OFFER_IMAGE')} stored={offer?.offer_image_url} file={file} onChange={setFile} />
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={onDone}>
              {t('CONTENT.CANCEL')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('CONTENT.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
