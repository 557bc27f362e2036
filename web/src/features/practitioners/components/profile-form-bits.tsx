import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';

/** Shared parts of the practitioner's profile sections (decision 65). */

/** The server's message key for a field (or for one inside it: `specialty_ids.1` shows on `specialty_ids`), translated. */
export function useFieldError(error: unknown) {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    if (!(error instanceof ApiError)) return undefined;
    const key =
      error.fieldErrors[field] ?? Object.entries(error.fieldErrors).find(([name]) => name.startsWith(`${field}.`))?.[1];
    return key ? fieldErrorText(t, { message: key }) : undefined;
  };
}

/** A section of the page: its heading, its fields, and its own save button and failure. */
export function ProfileSection(props: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  onSave?: () => void;
  saving?: boolean;
  saveLabel?: string;
  error?: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={props.id}>
      <Title order={2} size="h3" id={props.id} mb={4}>
        {props.title}
      </Title>
      {props.intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {props.intro}
        </Text>
      )}
      {props.children}
      {props.error != null && (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(props.error, t)}
        </Alert>
      )}
      {props.onSave && (
        <Group mt="md">
          <Button onClick={props.onSave} loading={props.saving}>
            {props.saveLabel ?? t('PRACTITIONER_PROFILE.SAVE_SECTION', { section: props.title })}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Several choices from a master list, as labelled checkboxes (keyboard: Tab and Space). */
export function MultiPick(props: {
  label: string;
  options: { id: number | string; label: string }[];
  value: (number | string)[];
  onChange: (next: (number | string)[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={props.label}
      error={props.error}
      value={props.value.map(String)}
      onChange={(next) => props.onChange(props.options.filter((o) => next.includes(String(o.id))).map((o) => o.id))}
    >
      {props.options.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('PRACTITIONER_PROFILE.NO_OPTIONS')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={6}>
          {props.options.map((o) => (
            <Checkbox key={o.id} value={String(o.id)} label={o.label} />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
