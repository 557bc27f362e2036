import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { usePatientSearch } from '../api/calendar';

export interface PickedPatient {
  patient_id: number;
  name: string;
  phone: string | null;
}

/**
 * A registered patient of the clinic, found by name (either script), phone or case number and picked with the
 * keyboard (arrows, Enter) or a tap. (The desk's own picker lives in another feature, which this one may not
 * import: features are composed by the app, never by each other.)
 */
export function PatientSearch(props: {
  value: PickedPatient | null;
  onChange: (p: PickedPatient | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = usePatientSearch(q);
  const rows = q.length >= 1 ? (found.data?.rows ?? []) : [];
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const row = rows.find((r) => String(r.patient_id) === id);
        if (!row) return;
        props.onChange({ patient_id: row.patient_id, name: pick(row.name, row.name_guj), phone: row.phone });
        setText(`${pick(row.name, row.name_guj)} · ${row.case_no}`);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('CLINIC_APPT.FORM.REGISTERED')}
          placeholder={t('CLINIC_APPT.FORM.FIND')}
          required
          value={text}
          error={props.error}
          rightSection={found.isFetching ? <Loader size="xs" /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (props.value) props.onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
          data-autofocus
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q.length === 0}>
        <Combobox.Options>
          {rows.length === 0 && !found.isFetching ? (
            <Combobox.Empty>{t('CLINIC_APPT.FORM.NO_PATIENT')}</Combobox.Empty>
          ) : (
            rows.map((r) => (
              <Combobox.Option value={String(r.patient_id)} key={r.patient_id}>
                <Text size="sm" fw={600}>
                  {pick(r.name, r.name_guj)}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.case_no} · {r.phone}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
