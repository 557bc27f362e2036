import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getPatient } from '@gd/contracts/endpoints/clinic';
import { indiaDate } from '@gd/contracts/india-time';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { ZTherapyPlanCreate, type TTherapyPlanCreate } from '@gd/contracts/schemas/clinic-therapy';
import { paths } from '../../../app/paths';
import { PatientPicker, type PickedPatient } from '../../../components/clinic-patient-picker';
import { ApiError, call } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useMasters, usePatientPlans, usePrescribe } from '../api/therapy';
import { therapyErrorText, therapyKeyText } from '../components/errors';
import { rolesOf } from '../lib/board-logic';

/**
 * /clinic/therapy/prescribe?patient=&visit= (decision 97): a doctor prescribes a therapy or yoga course for a
 * patient — from the patient's page or the visit's consultation, whose ids come in the address — and sees the
 * patient's courses. Other departments see the courses only.
 */
export function TherapyPrescribePage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const roles = rolesOf(me);
  const [params] = useSearchParams();
  const patientParam = Number(params.get('patient'));
  const visitParam = Number(params.get('visit'));
  const fromUrl = useQuery({
    queryKey: ['clinic-therapy', 'patient', patientParam],
    queryFn: ({ signal }) => call(getPatient, { params: { id: patientParam } }, { signal }),
    enabled: Number.isInteger(patientParam) && patientParam > 0,
    retry: false,
  });
  const [picked, setPicked] = useState<PickedPatient | null>(null);
  const patient: PickedPatient | null =
    picked ??
    (fromUrl.data ? { patient_id: fromUrl.data.patient_id, name: fromUrl.data.name, phone: fromUrl.data.phone } : null);
  const visitId =
    Number.isInteger(visitParam) && visitParam > 0 && patient?.patient_id === patientParam ? visitParam : undefined;

  if (!roles.read) {
    return (
      <Alert color="yellow" role="alert" title={t('THERAPY.PRESCRIBE.TITLE')}>
        {t('THERAPY.NOT_ALLOWED')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t(roles.prescribe ? 'THERAPY.PRESCRIBE.TITLE' : 'THERAPY.PRESCRIBE.COURSES')}
        </Title>
        <Button component={Link} to={paths.clinicTherapy.href()} variant="default" size="sm">
          {t('THERAPY.BOARD.TITLE')}
        </Button>
      </Group>
      <PatientPicker
        label={t('THERAPY.PRESCRIBE.PATIENT')}
        placeholder={t('THERAPY.PRESCRIBE.FIND')}
        value={patient}
        onChange={setPicked}
        error={undefined}
        initialText={fromUrl.data ? pick(fromUrl.data.name, fromUrl.data.name_guj) : undefined}
        key={fromUrl.data?.patient_id ?? 0}
      />
      {visitId ? <Text size="sm">{t('THERAPY.PRESCRIBE.FROM_VISIT', { id: visitId })}</Text> : null}
      {patient && roles.prescribe ? (
        <CourseForm key={patient.patient_id} patientId={patient.patient_id} visitId={visitId} />
      ) : null}
      {!roles.prescribe ? <Text c="gray.8">{t('THERAPY.PRESCRIBE.DOCTORS_ONLY')}</Text> : null}
      {patient ? <PatientCourses patientId={patient.patient_id} /> : null}
    </Stack>
  );
}

function CourseForm({ patientId, visitId }: { patientId: number; visitId: number | undefined }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const masters = useMasters();
  const prescribe = usePrescribe();
  const today = indiaDate(new Date());
  const [kind, setKind] = useState<1 | 2>(1);
  const [masterId, setMasterId] = useState('');
  const [days, setDays] = useState('7');
  const [perDay, setPerDay] = useState('1');
  const [start, setStart] = useState(today);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const list = kind === 1 ? (masters.data?.therapies ?? []) : (masters.data?.yoga ?? []);
  const errorOf = (f: string) => (errors[f] ? therapyKeyText(t, errors[f]) : undefined);

  const submit = () => {
    setFailure(null);
    const body: TTherapyPlanCreate = {
      patient_id: patientId,
      ...(visitId ? { visit_id: visitId } : {}),
      kind,
      master_id: Number(masterId),
      days: Number(days),
      sessions_per_day: Number(perDay),
      start_date: start,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = ZTherapyPlanCreate.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    prescribe.mutate(body, {
      onSuccess: (plan) => {
        notifySuccess(t('THERAPY.PRESCRIBE.DONE', { name: pick(plan.name, plan.name_guj) }));
        void navigate(paths.clinicTherapyCourse.href({ id: plan.plan_id }));
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(err.fieldErrors);
        setFailure(therapyErrorText(t, err));
      },
    });
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="new-course">
      <Title order={2} size="h4" id="new-course" mb="xs">
        {t('THERAPY.PRESCRIBE.NEW')}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SegmentedControl
            fullWidth
            aria-label={t('THERAPY.PRESCRIBE.KIND')}
            value={String(kind)}
            onChange={(v) => {
              setKind(v === '2' ? 2 : 1);
              setMasterId('');
            }}
            data={[
              { value: '1', label: t('THERAPY.PRESCRIBE.KIND_THERAPY') },
              { value: '2', label: t('THERAPY.PRESCRIBE.KIND_YOGA') },
            ]}
          />
          <NativeSelect
            label={t(kind === 1 ? 'THERAPY.PRESCRIBE.THERAPY' : 'THERAPY.PRESCRIBE.YOGA')}
            required
            value={masterId}
            onChange={(e) => setMasterId(e.currentTarget.value)}
            error={errorOf('master_id')}
            data={[
              { value: '', label: t('THERAPY.PRESCRIBE.CHOOSE') },
              ...list.map((m) => ({
                value: String(m.id),
                label: `${pick(m.name, m.name_guj)} · ${t('THERAPY.MINUTES', { count: m.duration_minutes })}${
                  m.price_paise > 0 ? ` · ${formatRupees(m.price_paise, language)}` : ''
                }`,
              })),
            ]}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('THERAPY.PRESCRIBE.DAYS')}
              inputMode="numeric"
              required
              value={days}
              maxLength={2}
              onChange={(e) => setDays(e.currentTarget.value.replace(/\D/g, ''))}
              error={errorOf('days')}
              style={{ minWidth: '8rem' }}
            />
            <NativeSelect
              label={t('THERAPY.PRESCRIBE.PER_DAY')}
              value={perDay}
              onChange={(e) => setPerDay(e.currentTarget.value)}
              data={['1', '2', '3']}
              error={errorOf('sessions_per_day')}
              style={{ minWidth: '8rem' }}
            />
          </Group>
          <TextInput
            type="date"
            label={t('THERAPY.PRESCRIBE.START')}
            required
            value={start}
            min={today}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={errorOf('start_date')}
          />
          <Textarea
            label={t('THERAPY.PRESCRIBE.NOTES')}
            value={notes}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={errorOf('notes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={prescribe.isPending}>
              {t('THERAPY.PRESCRIBE.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PatientCourses({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const plans = usePatientPlans(patientId);
  if (!plans.data) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="patient-courses" data-testid="patient-courses">
      <Title order={2} size="h4" id="patient-courses">
        {t('THERAPY.PRESCRIBE.COURSES')}
      </Title>
      {plans.data.rows.length === 0 ? <Text c="gray.8">{t('THERAPY.PRESCRIBE.NO_COURSES')}</Text> : null}
      {plans.data.rows.map((p) => (
        <Paper key={p.plan_id} withBorder p="xs">
          <Anchor component={Link} to={paths.clinicTherapyCourse.href({ id: p.plan_id })} fw={600}>
            {pick(p.name, p.name_guj)}
          </Anchor>
          <Text size="sm">
            {t('THERAPY.COURSE.SUMMARY', {
              days: p.days,
              perDay: p.sessions_per_day,
              start: formatDate(`${p.start_date}T12:00:00+05:30`, 'dd MMM yyyy', language),
            })}
            {p.status === 2 ? ` · ${t('THERAPY.COURSE.STOPPED')}` : ''}
          </Text>
          <Text size="xs" c="gray.8">
            {t('THERAPY.COURSE.COUNTS', p.counts)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
