import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOSE_UNITS, MEDICINE_FORMS, type DoseUnit, type TMedicine } from '@gd/contracts/schemas/clinic-consult';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSaveMedicine, useMedicines } from '../api/consult';
import { consultErrorText, consultKeyText } from '../components/errors';

interface MedicineDraft {
  name: string;
  name_guj: string;
  form: string;
  default_dose: string;
  unit: DoseUnit;
  is_active: boolean;
}
const EMPTY: MedicineDraft = { name: '', name_guj: '', form: '1', default_dose: '', unit: 'g', is_active: true };
const draftOf = (m: TMedicine): MedicineDraft => ({
  name: m.name,
  name_guj: m.name_guj ?? '',
  form: String(m.form),
  default_dose: m.default_dose ?? '',
  unit: m.unit as DoseUnit,
  is_active: m.is_active,
});

/**
 * /clinic/medicines (issue 20 point 6): the clinic's medicine master, kept by its doctors and its administrator —
 * add, correct, retire (a retired medicine stays on the prescriptions that have it and is offered no more).
 */
export function MedicinesPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const list = useMedicines(q.trim());
  const save = useSaveMedicine();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<MedicineDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (m: TMedicine | null) => {
    setEditing(m ? m.medicine_id : null);
    setDraft(m ? draftOf(m) : EMPTY);
    setErrors({});
    setFailure(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: editing,
        body: {
          name: draft.name,
          name_guj: draft.name_guj || null,
          form: Number(draft.form),
          default_dose: draft.default_dose || null,
          unit: draft.unit,
          is_active: draft.is_active,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('CONSULT.MEDICINES.SAVED'));
          edit(null);
        },
        onError: (err) => {
          setErrors(err instanceof ApiError ? err.fieldErrors : {});
          setFailure(consultErrorText(t, err));
        },
      },
    );
  };
  const err = (k: string) => (errors[k] ? consultKeyText(t, errors[k]) : undefined);

  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="sm">
        {t('CONSULT.MEDICINES.TITLE')}
      </Title>
      <Card
        withBorder
        padding="sm"
        mb="md"
        component="form"
        onSubmit={submit}
        noValidate
        aria-labelledby="medicine-form-title"
      >
        <Title order={2} size="h4" id="medicine-form-title" mb="xs">
          {editing === null ? t('CONSULT.MEDICINES.ADD') : t('CONSULT.MEDICINES.EDIT')}
        </Title>
        <Stack gap="xs">
          <TextInput
            label={t('CONSULT.MEDICINES.NAME')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            error={err('name')}
            required
          />
          <TextInput
            label={t('CONSULT.MEDICINES.NAME_GUJ')}
            lang="gu"
            value={draft.name_guj}
            onChange={(e) => setDraft({ ...draft, name_guj: e.currentTarget.value })}
            error={err('name_guj')}
          />
          <Group grow gap="xs" wrap="wrap" align="flex-start">
            <Select
              label={t('CONSULT.MEDICINES.FORM')}
              data={MEDICINE_FORMS.map((f) => ({ value: String(f), label: t(`CONSULT.FORM.${f}`) }))}
              value={draft.form}
              onChange={(v) => v && setDraft({ ...draft, form: v })}
              allowDeselect={false}
              error={err('form')}
              miw={140}
            />
            <TextInput
              label={t('CONSULT.MEDICINES.DEFAULT_DOSE')}
              inputMode="decimal"
              value={draft.default_dose}
              onChange={(e) => setDraft({ ...draft, default_dose: e.currentTarget.value })}
              error={err('default_dose')}
              miw={120}
            />
            <Select
              label={t('CONSULT.RX.UNIT')}
              data={DOSE_UNITS.map((u) => ({ value: u, label: t(`CONSULT.UNIT.${u}`) }))}
              value={draft.unit}
              onChange={(v) => v && setDraft({ ...draft, unit: v as DoseUnit })}
              allowDeselect={false}
              error={err('unit')}
              miw={120}
            />
          </Group>
          <Switch
            label={t('CONSULT.MEDICINES.ACTIVE')}
            checked={draft.is_active}
            onChange={(e) => setDraft({ ...draft, is_active: e.currentTarget.checked })}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {t('CONSULT.MEDICINES.SAVE')}
            </Button>
            {editing !== null ? (
              <Button variant="default" onClick={() => edit(null)}>
                {t('CONSULT.MEDICINES.CANCEL')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <TextInput
        type="search"
        label={t('CONSULT.MEDICINES.SEARCH')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        mb="sm"
      />
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <Alert color="gray">{t('CONSULT.MEDICINES.EMPTY')}</Alert> : null}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(list.data ?? []).map((m) => (
          <Card key={m.medicine_id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text fw={600}>
                  {m.name}
                  {m.name_guj ? <span lang="gu"> · {m.name_guj}</span> : null}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`CONSULT.FORM.${m.form}`)}
                  {m.default_dose ? ` · ${m.default_dose} ${t(`CONSULT.UNIT.${m.unit}`)}` : ''}
                </Text>
                {!m.is_active ? (
                  <Badge color="gray" variant="light">
                    {t('CONSULT.MEDICINES.RETIRED')}
                  </Badge>
                ) : null}
              </div>
              <Button
                variant="default"
                size="sm"
                onClick={() => edit(m)}
                aria-label={t('CONSULT.MEDICINES.EDIT_NAMED', { name: m.name })}
              >
                {t('CONSULT.MEDICINES.EDIT_SHORT')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
