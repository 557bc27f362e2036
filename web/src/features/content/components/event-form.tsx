import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { eventStatuses } from '@gd/contracts/codes';
import {
  EVENT_STATUSES,
  ZCreateEventRequest,
  type TCreateEventRequest,
  type TEvent,
} from '@gd/contracts/schemas/content';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSaveEvent } from '../api/manage-events';
import { ImageField } from './image-field';

const FIELDS = [
  'event_name',
  'event_description',
  'event_start_date',
  'event_end_date',
  'event_location',
  'event_organizer',
  'event_status',
] as const;

/** Admin: create or edit an event (status published / draft / cancelled) with an optional banner image. */
export function EventForm({ event, onDone }: { event?: TEvent; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const [file, setFile] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<
    TCreateEventRequest,
    unknown,
    z.output<typeof ZCreateEventRequest>
  >({
    resolver: zodResolver(ZCreateEventRequest),
    defaultValues: {
      event_name: event?.event_name ?? '',
      event_description: event?.event_description ?? '',
      event_start_date: event?.event_start_date ?? '',
      event_end_date: event?.event_end_date ?? '',
      event_location: event?.event_location ?? '',
      event_organizer: event?.event_organizer ?? '',
      event_status: event?.event_status ?? 'published',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async () => {
    const typed = getValues();
    const fields = Object.fromEntries(FIELDS.map((k) => [k, String(typed[k] ?? '')])) as TCreateEventRequest;
    try {
      await save.mutateAsync({ eventId: event?.event_id, fields, file });
    } catch (error) {
      applyServerFieldErrors(error, setError, [...FIELDS]);
      return;
    }
    notifySuccess(t(event ? 'CONTENT.EVENT_UPDATED' : 'CONTENT.EVENT_CREATED'));
    onDone();
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            {...register('event_name')}
            label={t('CONTENT.EVENT_NAME')}
            required
            error={fieldErrorText(t, errors.event_name)}
          />
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              {...register('event_start_date')}
              type="date"
              label={t('CONTENT.START_DATE')}
              required
              miw={150}
              error={fieldErrorText(t, errors.event_start_date)}
            />
            <TextInput
              {...register('event_end_date')}
              type="date"
              label={t('CONTENT.END_DATE')}
              miw={150}
              error={fieldErrorText(t, errors.event_end_date)}
            />
          </Group>
          <TextInput
            {...register('event_location')}
            label={t('CONTENT.LOCATION')}
            required
            error={fieldErrorText(t, errors.event_location)}
          />
          <TextInput
            {...register('event_organizer')}
            label={t('CONTENT.ORGANIZER')}
            error={fieldErrorText(t, errors.event_organizer)}
          />
          <Controller
            control={control}
            name="event_status"
            render={({ field }) => (
              <Select
                label={t('CONTENT.STATUS')}
                description={t('CONTENT.STATUS_HINT')}
                value={field.value ?? 'published'}
                onChange={(v) => field.onChange(v ?? 'published')}
                allowDeselect={false}
                data={EVENT_STATUSES.map((s) => ({
                  value: s,
                  label: t(eventStatuses.labelKey(s, 'CODES.EVENT_STATUS.PUBLISHED')),
                }))}
                error={fieldErrorText(t, errors.event_status)}
              />
            )}
          />
          <Textarea
            {...register('event_description')}
            label={t('CONTENT.DESCRIPTION')}
            autosize
            minRows={4}
            maxRows={12}
            error={fieldErrorText(t, errors.event_description)}
          />
          <ImageField
            label={t('CONTENT.BANNER_IMAGE')}
            stored={event?.event_image_url}
            file={file}
            onChange={setFile}
          />
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
