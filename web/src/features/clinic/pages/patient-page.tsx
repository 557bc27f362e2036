import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TPatient, TStaffSession } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useGiveConsent, usePatient, useWithdrawConsent } from '../api/clinic';
import { canReadPatients, canRegister, ClinicShell } from '../components/clinic-shell';

/** /clinic/patients/:id (staff): one patient of the clinic, with the consent's state and its withdrawal. */
export function PatientPage() {
  const { t } = useTranslation();
  return (
    <ClinicShell>
      {(me) =>
        canReadPatients(me) ? (
          <PatientDetail me={me} />
        ) : (
          <Alert color="yellow" role="alert">
            {t('ERRORS.DEPARTMENT_FORBIDDEN')}
          </Alert>
        )
      }
    </ClinicShell>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

function PatientDetail({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language, locale, pick } = useLanguage();
  const id = Number(useParams().id);
  const patient = usePatient(id);
  if (patient.isError) return <QueryError error={patient.error} onRetry={() => void patient.refetch()} />;
  if (!patient.data) return <Text c="dimmed">{t('APP.LOADING')}</Text>;
  const p = patient.data;
  const number = new Intl.NumberFormat(locale);
  const none = t('CLINIC.NONE');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            {p.name}
          </Title>
          {p.name_guj && (
            <Text size="lg" lang="gu">
              {p.name_guj}
            </Text>
          )}
        </div>
        <Badge size="lg" variant="light">
          {t('CLINIC.FIELDS.CASE_NO')} {p.case_no}
        </Badge>
      </Group>
      <Card withBorder padding="sm">
        <Stack gap={6} component="dl" m={0}>
          <Row label={t('CLINIC.FIELDS.SEX')}>{t(`CLINIC.SEX.${p.sex}`)}</Row>
          <Row label={t('CLINIC.FIELDS.AGE')}>
            {t('CLINIC.AGE_YEARS', { count: p.age, formatted: number.format(p.age) })}
            {p.dob
              ? ` · ${t('CLINIC.FIELDS.DOB')}: ${formatDate(`${p.dob}T12:00:00Z`, 'dd-MM-yyyy', language)}`
              : ` · ${t('CLINIC.AGE_ESTIMATED', { year: p.birth_year })}`}
          </Row>
          <Row label={t('CLINIC.FIELDS.PHONE')}>
            <a href={`tel:+91${p.phone}`}>{p.phone}</a>
          </Row>
          <Row label={t('CLINIC.FIELDS.ADDRESS')}>
            {[p.address, pick(p.city_name, p.city_name_guj)].filter(Boolean).join(', ') || none}
          </Row>
          <Row label={t('CLINIC.FIELDS.ABHA')}>{p.abha_address ?? none}</Row>
          <Row label={t('CLINIC.FIELDS.EMERGENCY')}>
            {p.emergency_name ? `${p.emergency_name} · ${p.emergency_phone ?? ''}` : none}
          </Row>
          <Row label={t('CLINIC.FIELDS.REGISTERED')}>{formatDate(p.created_at, 'dd MMM yyyy', language)}</Row>
        </Stack>
      </Card>
      <ConsentCard patient={p} canChange={canRegister(me)} />
      <Button component={Link} to={paths.clinicPatients.href()} variant="default">
        {t('CLINIC.PATIENTS.BACK')}
      </Button>
    </Stack>
  );
}

function ConsentCard({ patient, canChange }: { patient: TPatient; canChange: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const withdraw = useWithdrawConsent();
  const give = useGiveConsent();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const consent = patient.consent;
  const inForce = consent !== null && consent.withdrawn_at === null;
  const when = (at: string) => formatDate(at, 'dd MMM yyyy', language);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      notifySuccess(done);
      setAsking(false);
      setReason('');
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="consent-heading">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h5" id="consent-heading">
          {t('CLINIC.CONSENT.TITLE')}
        </Title>
        <Badge color={inForce ? 'teal.9' : 'red.9'}>
          {t(inForce ? 'CLINIC.CONSENT.GIVEN' : 'CLINIC.CONSENT.WITHDRAWN')}
        </Badge>
      </Group>
      <Text size="sm">{t('CLINIC.CONSENT.HEALTH_RECORDS')}</Text>
      {consent && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('CLINIC.CONSENT.GIVEN_ON', {
            date: when(consent.given_at),
            language: t(`CLINIC.LANGUAGE.${consent.language}`),
          })}
          {consent.withdrawn_at &&
            ` · ${t('CLINIC.CONSENT.WITHDRAWN_ON', { date: when(consent.withdrawn_at) })}${consent.withdraw_reason ? ` (${consent.withdraw_reason})` : ''}`}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" mt="xs">
          {failure}
        </Alert>
      )}
      {canChange &&
        (inForce ? (
          asking ? (
            <Stack gap="xs" mt="sm">
              <Textarea
                label={t('CLINIC.CONSENT.REASON')}
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Group gap="xs">
                <Button
                  color="red"
                  loading={withdraw.isPending}
                  onClick={() =>
                    void run(
                      () => withdraw.mutateAsync({ id: patient.patient_id, reason }),
                      t('CLINIC.CONSENT.WITHDRAW_DONE'),
                    )
                  }
                >
                  {t('CLINIC.CONSENT.WITHDRAW_CONFIRM')}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('CLINIC.CANCEL')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button variant="light" color="red" mt="sm" onClick={() => setAsking(true)}>
              {t('CLINIC.CONSENT.WITHDRAW')}
            </Button>
          )
        ) : (
          <Button
            variant="light"
            mt="sm"
            loading={give.isPending}
            onClick={() =>
              void run(() => give.mutateAsync({ id: patient.patient_id, language }), t('CLINIC.CONSENT.GIVE_DONE'))
            }
          >
            {t('CLINIC.CONSENT.GIVE')}
          </Button>
        ))}
    </Card>
  );
}
