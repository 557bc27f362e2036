import { Alert, Button, Group, Modal, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentTypes, bookedBy, bookingModes, bookingStatuses } from '@gd/contracts/codes';
import { ZAppointmentCreate, type TAppointmentCreate } from '@gd/contracts/schemas/clinic-calendar';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useBook } from '../api/calendar';
import { calendarErrorText, calendarKeyText } from './errors';
import { PatientPicker, type PickedPatient } from '../../../components/clinic-patient-picker';

export interface SlotChoice {
  doctorId: number;
  doctorName: string;
  date: string;
  /** the date as the page shows it */
  dateText: string;
  time: string;
}

type Code = { value: number; labelKey: string };

function CodeRadios(props: {
  label: string;
  codes: readonly Code[];
  value: number;
  onChange: (v: number) => void;
  error: string | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={props.label}
      name={props.name}
      value={String(props.value)}
      onChange={(v) => props.onChange(Number(v))}
      error={props.error}
    >
      <Group gap="md" mt={4} wrap="wrap">
        {props.codes.map((c) => (
          <Radio key={c.value} value={String(c.value)} label={t(c.labelKey)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * Booking a free slot (decision 93): a registered patient or a caller's name and mobile, the type, how it was
 * booked, for whom, confirmed or tentative, a note. A dialog (focus kept inside, given back on close). The
 * server's field errors show under their fields; a slot someone else has just taken says so and the calendar
 * is read again.
 */
export function BookingForm({ slot, onClose }: { slot: SlotChoice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={slot !== null}
      onClose={onClose}
      title={slot ? t('CLINIC_APPT.FORM.TITLE', { time: slot.time }) : ''}
      closeButtonProps={{ 'aria-label': t('CLINIC_APPT.FORM.CLOSE') }}
      size="lg"
    >
      {slot ? <BookingFields key={`${slot.doctorId}|${slot.date}|${slot.time}`} slot={slot} onClose={onClose} /> : null}
    </Modal>
  );
}

function BookingFields({ slot, onClose }: { slot: SlotChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const book = useBook();
  const [kind, setKind] = useState<'new' | 'registered'>('new');
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [type, setType] = useState(1);
  const [mode, setMode] = useState(1);
  const [who, setWho] = useState(1);
  const [status, setStatus] = useState(1);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const shown = (field: string) => (errors[field] ? calendarKeyText(t, errors[field]) : undefined);
  const clear = (...fields: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));

  const submit = () => {
    setFailure(null);
    const body: TAppointmentCreate = {
      doctor_id: slot.doctorId,
      date: slot.date,
      time: slot.time,
      ...(kind === 'registered'
        ? patient
          ? { patient_id: patient.patient_id }
          : {}
        : { patient_name: name.trim(), patient_phone: phone.trim() }),
      appointment_type: type as 1 | 2,
      booking_mode: mode as 1 | 2 | 3 | 4,
      booked_by: who as 1 | 2,
      booking_status: status as 1 | 2,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    if (kind === 'registered' && !patient) {
      setErrors({ patient_id: 'OPD.PATIENT_REQUIRED' });
      return;
    }
    const checked = ZAppointmentCreate.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    book.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('CLINIC_APPT.BOOKED_OK', { time: slot.time, doctor: slot.doctorName }));
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409 && err.messageKey === 'SLOT_TAKEN') {
          setTaken(true);
          return;
        }
        if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
          setErrors(err.fieldErrors);
          // A field the form has no place for (date, time, doctor) is said above the fields.
          const known = ['patient_id', 'patient_name', 'patient_phone', 'notes'];
          if (Object.keys(err.fieldErrors).some((f) => !known.includes(f))) setFailure(calendarErrorText(t, err));
          return;
        }
        setFailure(calendarErrorText(t, err));
      },
    });
  };

  if (taken) {
    return (
      <Stack>
        <Alert color="red" role="alert" title={t('CLINIC_APPT.FORM.TAKEN_TITLE')} data-testid="slot-taken">
          {t('ERRORS.SLOT_TAKEN')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('CLINIC_APPT.FORM.CHOOSE_ANOTHER')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600} data-testid="booking-when">
          {t('CLINIC_APPT.FORM.WHEN', { doctor: slot.doctorName, date: slot.dateText, time: slot.time })}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SegmentedControl
          fullWidth
          aria-label={t('CLINIC_APPT.FORM.PATIENT_KIND')}
          value={kind}
          onChange={(v) => {
            setKind(v as 'new' | 'registered');
            clear('patient_id', 'patient_name', 'patient_phone');
          }}
          data={[
            { value: 'new', label: t('CLINIC_APPT.FORM.NEW_CALLER') },
            { value: 'registered', label: t('CLINIC_APPT.FORM.REGISTERED') },
          ]}
        />
        {kind === 'registered' ? (
          <PatientPicker
            label={t('CLINIC_APPT.FORM.REGISTERED')}
            placeholder={t('CLINIC_APPT.FORM.FIND')}
            autoFocus
            value={patient}
            onChange={(p) => {
              setPatient(p);
              clear('patient_id');
            }}
            error={shown('patient_id')}
          />
        ) : (
          <>
            <TextInput
              label={t('CLINIC_APPT.FORM.NAME')}
              required
              value={name}
              maxLength={100}
              autoComplete="off"
              data-autofocus
              onChange={(e) => {
                setName(e.currentTarget.value);
                clear('patient_name');
              }}
              error={shown('patient_name')}
            />
            <TextInput
              label={t('CLINIC_APPT.FORM.PHONE')}
              required
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              value={phone}
              onChange={(e) => {
                setPhone(e.currentTarget.value.replace(/\D/g, ''));
                clear('patient_phone');
              }}
              error={shown('patient_phone')}
            />
          </>
        )}
        <CodeRadios
          name="appointment_type"
          label={t('CLINIC_APPT.FORM.TYPE')}
          codes={appointmentTypes.entries}
          value={type}
          onChange={setType}
          error={shown('appointment_type')}
        />
        <CodeRadios
          name="booking_mode"
          label={t('CLINIC_APPT.FORM.MODE')}
          codes={bookingModes.entries}
          value={mode}
          onChange={setMode}
          error={shown('booking_mode')}
        />
        <CodeRadios
          name="booked_by"
          label={t('CLINIC_APPT.FORM.BOOKED_BY')}
          codes={bookedBy.entries}
          value={who}
          onChange={setWho}
          error={shown('booked_by')}
        />
        <CodeRadios
          name="booking_status"
          label={t('CLINIC_APPT.FORM.STATUS')}
          codes={bookingStatuses.entries}
          value={status}
          onChange={setStatus}
          error={shown('booking_status')}
        />
        <Textarea
          label={t('CLINIC_APPT.FORM.NOTES')}
          value={notes}
          maxLength={300}
          autosize
          minRows={2}
          onChange={(e) => {
            setNotes(e.currentTarget.value);
            clear('notes');
          }}
          error={shown('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('CLINIC_APPT.FORM.CANCEL')}
          </Button>
          <Button type="submit" loading={book.isPending}>
            {t('CLINIC_APPT.FORM.SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
