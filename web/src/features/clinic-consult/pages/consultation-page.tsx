import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addDays } from '@gd/contracts/india-time';
import { DOSHA, type TConsultationView, type TMedicine } from '@gd/contracts/schemas/clinic-consult';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadPrescription, useConsultMasters, useConsultation, useSaveConsultation } from '../api/consult';
import { bodyOf, draftOf, storedDraft, storeDraft, type Draft } from '../components/draft';
import { consultErrorText, consultKeyText } from '../components/errors';
import { HistoryTimeline } from '../components/history-timeline';
import { PrescriptionEditor } from '../components/prescription-editor';
import { whatsAppText } from '../components/share';

/**
 * /clinic/visits/:id/consultation (issue 20 point 6): the doctor's screen for an engaged visit — complaints,
 * examination, prakriti/vikriti, diagnosis, the prescription, diet/yoga/therapy advice, follow-up — with the
 * patient's history beside it (below it on a phone). What is typed is a draft kept in this tab until a save
 * succeeds, so a failed save or a reload loses nothing; the save is whole and idempotent (PUT), so retrying is safe.
 */
export function ConsultationPage() {
  const id = Number(useParams().id);
  const { t } = useTranslation();
  const view = useConsultation(id);
  const masters = useConsultMasters();
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      {view.error ? <QueryError error={view.error} onRetry={() => void view.refetch()} /> : null}
      {masters.error ? <QueryError error={masters.error} onRetry={() => void masters.refetch()} /> : null}
      {view.data && masters.data ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ConsultationForm key={id} view={view.data} masters={masters.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <HistoryTimeline patientId={view.data.visit.patient_id} currentVisitId={id} />
          </Grid.Col>
        </Grid>
      ) : !view.error && !masters.error ? (
        <Text role="status">{t('CONSULT.LOADING')}</Text>
      ) : null}
    </Container>
  );
}

type Masters = NonNullable<ReturnType<typeof useConsultMasters>['data']>;

function ConsultationForm({ view, masters }: { view: TConsultationView; masters: Masters }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const visit = view.visit;
  const save = useSaveConsultation(visit.visit_id);
  const [draft, setDraftState] = useState<Draft>(
    () => (view.editable ? storedDraft(visit.visit_id) : null) ?? draftOf(view.consultation),
  );
  const [dirty, setDirty] = useState(() => view.editable && storedDraft(visit.visit_id) !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const disabled = !view.editable;

  const setDraft = (next: Draft) => {
    setDraftState(next);
    setDirty(true);
    storeDraft(visit.visit_id, next);
  };
  const field =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft({ ...draft, [key]: value });

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setFailure(null);
    save.mutate(bodyOf(draft), {
      onSuccess: () => {
        storeDraft(visit.visit_id, null);
        setDirty(false);
        setErrors({});
        notifySuccess(t('CONSULT.SAVED'));
      },
      onError: (err) => {
        // The draft stays as typed: the doctor fixes the named fields or simply retries.
        setErrors(err instanceof ApiError ? err.fieldErrors : {});
        setFailure(consultErrorText(t, err));
      },
    });
  };

  const err = (key: string) => (errors[key] ? consultKeyText(t, errors[key]) : undefined);
  const listErr = (key: string) => {
    const found = errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
    return found ? consultKeyText(t, found) : undefined;
  };
  const doshaData = DOSHA.map((d) => ({ value: String(d), label: t(`CONSULT.DOSHA.${d}`) }));
  const items = (list: { id: number; name: string; name_guj: string | null }[]) =>
    list.map((i) => ({ value: String(i.id), label: pick(i.name, i.name_guj) }));
  const medicines: TMedicine[] = masters.medicines;
  const saved = view.consultation;
  const pdfLang = language === 'guj' ? 'gu' : 'en';
  const phone = (visit.patient_phone ?? '').replace(/\D/g, '');
  const wa = saved
    ? `https://wa.me/${phone.length === 10 ? `91${phone}` : phone}?text=${encodeURIComponent(
        whatsAppText(t, pick, visit, saved, language),
      )}`
    : null;
  const followUps = [7, 15, 30];

  return (
    <form onSubmit={submit} noValidate aria-labelledby="consult-title">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <div>
          <Title order={1} size="h2" id="consult-title">
            {t('CONSULT.TITLE')}
          </Title>
          <Text fw={600} data-testid="consult-patient">
            {pick(visit.patient_name, visit.patient_name_guj)} · {visit.case_no}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(`${visit.visit_date}T12:00:00+05:30`, 'dd MMM yyyy', language)} · {t('OPD.TOKEN')}{' '}
            {visit.token_no} · {visit.doctor_name}
          </Text>
        </div>
        <Button component={Link} to={paths.clinicQueue.href()} variant="default" size="sm">
          {t('CONSULT.BACK_TO_QUEUE')}
        </Button>
      </Group>
      {disabled ? (
        <Alert color="gray" mb="sm">
          {t('CONSULT.READ_ONLY')}
        </Alert>
      ) : null}

      <Stack gap="sm">
        <Card withBorder padding="sm">
          <Stack gap="xs">
            <Textarea
              label={t('CONSULT.COMPLAINTS')}
              autosize
              minRows={2}
              value={draft.complaints}
              onChange={(e) => field('complaints')(e.currentTarget.value)}
              error={err('complaints')}
              disabled={disabled}
              data-autofocus
            />
            <Textarea
              label={t('CONSULT.EXAMINATION')}
              description={t('CONSULT.EXAMINATION_HINT')}
              autosize
              minRows={2}
              value={draft.examination}
              onChange={(e) => field('examination')(e.currentTarget.value)}
              error={err('examination')}
              disabled={disabled}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Select
                label={t('CONSULT.PRAKRITI')}
                description={t('CONSULT.PRAKRITI_HINT')}
                data={doshaData}
                value={draft.prakriti}
                onChange={field('prakriti')}
                clearable
                error={err('prakriti')}
                disabled={disabled}
              />
              <Select
                label={t('CONSULT.VIKRITI')}
                description={t('CONSULT.VIKRITI_HINT')}
                data={doshaData}
                value={draft.vikriti}
                onChange={field('vikriti')}
                clearable
                error={err('vikriti')}
                disabled={disabled}
              />
            </SimpleGrid>
            <TextInput
              label={t('CONSULT.DIAGNOSIS')}
              value={draft.diagnosis}
              onChange={(e) => field('diagnosis')(e.currentTarget.value)}
              error={err('diagnosis')}
              disabled={disabled}
            />
          </Stack>
        </Card>

        <Card withBorder padding="sm">
          <Title order={2} size="h4" mb="xs">
            {t('CONSULT.RX.TITLE')}
          </Title>
          {medicines.length === 0 ? (
            <Alert color="yellow" mb="xs">
              {t('CONSULT.RX.NO_MASTER')}{' '}
              <Anchor component={Link} to={paths.clinicMedicines.href()}>
                {t('CONSULT.MEDICINES.TITLE')}
              </Anchor>
            </Alert>
          ) : null}
          <PrescriptionEditor
            lines={draft.lines}
            medicines={medicines}
            errors={errors}
            disabled={disabled}
            onChange={field('lines')}
          />
          {err('lines') ? (
            <Text c="red.8" size="sm" role="alert">
              {err('lines')}
            </Text>
          ) : null}
        </Card>

        <Card withBorder padding="sm">
          <Title order={2} size="h4" mb="xs">
            {t('CONSULT.ADVICE_TITLE')}
          </Title>
          <Stack gap="xs">
            <MultiSelect
              label={t('CONSULT.DIET')}
              placeholder={t('CONSULT.PICK')}
              searchable
              data={items(masters.diet_items)}
              value={draft.diet}
              onChange={field('diet')}
              error={listErr('diet_item_ids')}
              disabled={disabled}
              nothingFoundMessage={t('CONSULT.NOTHING_FOUND')}
            />
            <MultiSelect
              label={t('CONSULT.YOGA')}
              placeholder={t('CONSULT.PICK')}
              searchable
              data={items(masters.yoga)}
              value={draft.yoga}
              onChange={field('yoga')}
              error={listErr('yoga_ids')}
              disabled={disabled}
              nothingFoundMessage={t('CONSULT.NOTHING_FOUND')}
            />
            <MultiSelect
              label={t('CONSULT.THERAPY')}
              placeholder={t('CONSULT.PICK')}
              searchable
              data={items(masters.therapies)}
              value={draft.therapy}
              onChange={field('therapy')}
              error={listErr('therapy_ids')}
              disabled={disabled}
              nothingFoundMessage={t('CONSULT.NOTHING_FOUND')}
            />
            <Textarea
              label={t('CONSULT.ADVICE')}
              autosize
              minRows={2}
              value={draft.advice}
              onChange={(e) => field('advice')(e.currentTarget.value)}
              error={err('advice')}
              disabled={disabled}
            />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                type="date"
                label={t('CONSULT.FOLLOW_UP')}
                value={draft.follow_up_date}
                min={addDays(visit.visit_date, 1)}
                onChange={(e) => field('follow_up_date')(e.currentTarget.value)}
                error={err('follow_up_date')}
                disabled={disabled}
              />
              {followUps.map((days) => (
                <Button
                  key={days}
                  variant="default"
                  size="sm"
                  onClick={() => field('follow_up_date')(addDays(visit.visit_date, days))}
                  disabled={disabled}
                >
                  {t('CONSULT.IN_DAYS', { count: days })}
                </Button>
              ))}
            </Group>
            <Textarea
              label={t('CONSULT.NOTES')}
              description={t('CONSULT.NOTES_HINT')}
              autosize
              minRows={1}
              value={draft.notes}
              onChange={(e) => field('notes')(e.currentTarget.value)}
              error={err('notes')}
              disabled={disabled}
            />
          </Stack>
        </Card>

        {failure ? (
          <Alert color="red" role="alert" title={t('CONSULT.NOT_SAVED')} data-testid="consult-failure">
            {failure} {t('CONSULT.DRAFT_KEPT')}
          </Alert>
        ) : null}
        {!disabled ? (
          <Group gap="xs" wrap="wrap">
            <Button type="submit" size="md" loading={save.isPending} data-testid="consult-save">
              {failure ? t('CONSULT.RETRY') : t('CONSULT.SAVE')}
            </Button>
            <Text size="sm" c="dimmed" role="status">
              {dirty ? t('CONSULT.UNSAVED') : saved ? t('CONSULT.ALL_SAVED') : ''}
            </Text>
          </Group>
        ) : null}
        {saved ? (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              onClick={() => void downloadPrescription(visit.visit_id, pdfLang).catch((e: unknown) => notifyError(e))}
              data-testid="consult-pdf"
            >
              {t('CONSULT.PDF')}
            </Button>
            {wa ? (
              <Anchor href={wa} target="_blank" rel="noopener noreferrer" data-testid="consult-whatsapp">
                {t('CONSULT.WHATSAPP')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
