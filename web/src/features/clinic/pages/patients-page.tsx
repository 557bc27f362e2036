import { Alert, Badge, Button, Card, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../lib/use-language';
import { usePatients } from '../api/clinic';
import { canReadPatients, canRegister, ClinicShell } from '../components/clinic-shell';

/** /clinic/patients (staff): find a patient by name in either script, mobile number or case number; 20 a page. */
export function PatientsPage() {
  const { t } = useTranslation();
  return (
    <ClinicShell>
      {(me) =>
        canReadPatients(me) ? (
          <FindPatients canAdd={canRegister(me)} />
        ) : (
          <Alert color="yellow" role="alert">
            {t('ERRORS.DEPARTMENT_FORBIDDEN')}
          </Alert>
        )
      }
    </ClinicShell>
  );
}

function FindPatients({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  // The box follows the URL when it changes (back button, a link): React's "adjust state on a prop change".
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const patients = usePatients(q, page);
  const number = new Intl.NumberFormat(locale);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    setParams(next);
  };
  const data = patients.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('TITLES.CLINIC_PATIENTS')}
        </Title>
        {canAdd && (
          <Button component={Link} to={paths.clinicPatientNew.href()}>
            {t('CLINIC.NAV.REGISTER')}
          </Button>
        )}
      </Group>
      <form onSubmit={search} role="search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('CLINIC.PATIENTS.SEARCH_LABEL')}
            description={t('CLINIC.PATIENTS.SEARCH_HINT')}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={100}
          />
          <Button type="submit">{t('CLINIC.PATIENTS.SEARCH')}</Button>
        </Group>
      </form>
      {patients.isError ? (
        <QueryError error={patients.error} onRetry={() => void patients.refetch()} />
      ) : data ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('CLINIC.PATIENTS.COUNT', { count: data.count, formatted: number.format(data.count) })}
          </Text>
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.rows.map((p) => (
              <li key={p.patient_id}>
                <Card
                  withBorder
                  padding="sm"
                  component={Link}
                  to={paths.clinicPatient.href({ id: p.patient_id })}
                  aria-label={`${p.name} ${p.name_guj ?? ''} · ${p.case_no}`}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={600}>
                        <Text span c="dimmed" size="sm">
                          {number.format(p.serial)}.{' '}
                        </Text>
                        {p.name}
                      </Text>
                      {p.name_guj && <Text lang="gu">{p.name_guj}</Text>}
                      <Text size="sm" c="dimmed">
                        {t(`CLINIC.SEX.${p.sex}`)} ·{' '}
                        {t('CLINIC.AGE_YEARS', { count: p.age, formatted: number.format(p.age) })} · {p.phone}
                      </Text>
                    </div>
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {p.case_no}
                    </Badge>
                  </Group>
                </Card>
              </li>
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
              getControlProps={(control) => ({ 'aria-label': t(`TABLE.PAGE_${control.toUpperCase()}`) })}
              getItemProps={(n) => ({ 'aria-label': t('TABLE.PAGE_N', { n }) })}
            />
          )}
        </>
      ) : (
        <Text c="dimmed">{t('APP.LOADING')}</Text>
      )}
    </Stack>
  );
}
