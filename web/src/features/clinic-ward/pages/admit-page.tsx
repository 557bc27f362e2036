import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { PatientPicker, type PickedPatient } from '../../../components/clinic-patient-picker';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useAdmit, useBedBoard, useDoctors, usePatientToAdmit } from '../api/ward';
import { wardErrorText, wardFieldErrors } from '../components/errors';
import { freeBedOptions } from '../components/beds';
import { canAdmit } from '../components/roles';

/**
 * /clinic/ward/admit (issue 21 point 1, decision 98): reception or a doctor admits a patient of the clinic to a
 * free bed (chosen here, or from the bed board), names the admitting doctor, the reason and the diagnosis, and
 * whether the patient keeps a Jain diet. `?bed=` chooses the bed and `?patient=` the patient (from the patient's page
 * or the consultation's care plan links). The bed's daily charge is shown and captured by the server. A bed taken
 * meanwhile, or a patient already admitted, is said under its field.
 */
export function AdmitPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const board = useBedBoard();
  const doctors = useDoctors();
  const admit = useAdmit();
  const patientParam = Number(search.get('patient'));
  const fromUrl = usePatientToAdmit(patientParam);
  // undefined until the user picks or clears one: till then the patient of the address, once it is loaded
  const [picked, setPicked] = useState<PickedPatient | null | undefined>(undefined);
  const urlPatient: PickedPatient | null = fromUrl.data
    ? {
        patient_id: fromUrl.data.patient_id,
        name: pick(fromUrl.data.name, fromUrl.data.name_guj),
        phone: fromUrl.data.phone,
      }
    : null;
  const patient = picked === undefined ? urlPatient : picked;
  const [bedId, setBedId] = useState(search.get('bed') ?? '');
  const [doctorId, setDoctorId] = useState(me.doctor_id ? String(me.doctor_id) : '');
  const [reason, setReason] = useState('');
  const [diagnosis, setDiagnosis] = useState('');
  const [jain, setJain] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});

  if (!canAdmit(me)) {
    return (
      <Alert color="yellow" role="alert" title={t('WARD.ADMIT.TITLE')}>
        {t('WARD.ADMIT.NOT_ALLOWED')}
      </Alert>
    );
  }
  const beds = freeBedOptions(board.data, (room, bed, category) =>
    t('WARD.BED_OPTION', {
      bed: t('WARD.BED_NAMED', { room, bed }),
      category: pick(category, board.data?.rooms.find((r) => r.room_number === room)?.category_name_guj),
    }),
  );
  const chosenRoom = board.data?.rooms.find((r) => r.beds.some((b) => String(b.bed_id) === bedId));
  const server = wardFieldErrors(t, admit.error);
  const errors = { ...server, ...missing };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const need: Record<string, string> = {};
    if (!patient) need.patient_id = t('WARD.ERRORS.PATIENT_REQUIRED');
    if (!bedId) need.bed_id = t('WARD.ERRORS.BED_REQUIRED');
    if (!doctorId) need.doctor_id = t('WARD.ERRORS.DOCTOR_REQUIRED');
    if (!reason.trim()) need.reason = t('WARD.ERRORS.REASON_REQUIRED');
    setMissing(need);
    if (Object.keys(need).length > 0 || !patient) return;
    admit.mutate(
      {
        patient_id: patient.patient_id,
        bed_id: Number(bedId),
        doctor_id: Number(doctorId),
        reason: reason.trim(),
        diagnosis: diagnosis.trim() || null,
        is_jain: jain,
      },
      {
        onSuccess: (created) => {
          notifySuccess(t('WARD.ADMIT.DONE', { name: patient.name }));
          void navigate(paths.clinicStay.href({ id: created.stay_id }));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('WARD.ADMIT.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicWard.href()} variant="default" size="sm">
          {t('WARD.BOARD.TITLE')}
        </Button>
      </Group>
      {board.isError ? <QueryError error={board.error} onRetry={() => void board.refetch()} /> : null}
      {board.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('WARD.ADMIT.TITLE')}
      >
        <Stack gap="sm">
          <PatientPicker
            value={patient}
            onChange={(p) => {
              setPicked(p);
              admit.reset();
            }}
            error={errors.patient_id}
            label={t('WARD.PATIENT')}
            initialText={urlPatient && fromUrl.data ? `${urlPatient.name} · ${fromUrl.data.case_no}` : undefined}
            key={fromUrl.data?.patient_id ?? 0}
          />
          <NativeSelect
            label={t('WARD.BED')}
            required
            value={bedId}
            onChange={(e) => {
              setBedId(e.currentTarget.value);
              admit.reset();
            }}
            data={[{ value: '', label: t('WARD.ADMIT.CHOOSE_BED') }, ...beds]}
            error={errors.bed_id}
            description={
              chosenRoom
                ? t('WARD.ADMIT.CHARGE', { amount: formatRupees(chosenRoom.daily_charge, language) })
                : beds.length === 0 && board.data
                  ? t('WARD.ADMIT.NO_FREE_BED')
                  : undefined
            }
          />
          <NativeSelect
            label={t('WARD.DOCTOR')}
            required
            value={doctorId}
            onChange={(e) => setDoctorId(e.currentTarget.value)}
            data={[
              { value: '', label: t('WARD.ADMIT.CHOOSE_DOCTOR') },
              ...(doctors.data ?? []).map((d) => ({ value: String(d.doctor_id), label: d.name })),
            ]}
            error={errors.doctor_id}
          />
          <TextInput
            label={t('WARD.REASON')}
            required
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Textarea
            label={t('WARD.DIAGNOSIS')}
            autosize
            minRows={2}
            maxLength={1000}
            value={diagnosis}
            onChange={(e) => setDiagnosis(e.currentTarget.value)}
            error={errors.diagnosis}
          />
          <Checkbox
            label={t('WARD.ADMIT.JAIN')}
            description={t('WARD.ADMIT.JAIN_HINT')}
            checked={jain}
            onChange={(e) => setJain(e.currentTarget.checked)}
          />
          {admit.isError && Object.keys(server).length === 0 ? (
            <Alert color="red" role="alert">
              {wardErrorText(t, admit.error)}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={admit.isPending}>
              {t('WARD.ADMIT.SUBMIT')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('WARD.ADMIT.NOTE')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
