import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PickedPatient {
  patient_id: number;
  name: string;
  phone: string | null;
}

/** Finds a patient of the clinic (name in either script, phone or case number). */
export function PatientPicker(props: {
  value: PickedPatient | null;
  onChange: (p: PickedPatient | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return <TextInput label={t('OPD.PATIENT')} error={props.error} value={props.value?.name ?? ''} readOnly />;
}
