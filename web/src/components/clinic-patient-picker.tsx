import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPatients } from '@gd/contracts/endpoints/clinic';
import { call } from '../lib/api-client';
import { useLanguage } from '../lib/use-language';

export interface PickedPatient {
  patient_id: number;
  name: string;
  phone: string | null;
}

/**
 * Finds a patient of the clinic through the clinic module's search (name in either script, phone or case number)
 * and picks one with the keyboard (arrows, Enter) or a tap. Shared by the desk's registration form and the
 * calendar's booking form.
 */
export function PatientPicker(props: {
  value: PickedPatient | null;
  onChange: (p: PickedPatient | null) => void;
  error: string | undefined;
  /** what the field shows at first (a patient picked for the user, or a phone to search by) */
  initialText?: string;
  /** the field's label and placeholder (the desk's by default) */
  label?: string;
  placeholder?: string;
  /** focus the field when it appears (in a dialog) */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [text, setText] = useState(props.initialText ?? '');
  const [q] = useDebouncedValue(text.trim(), 200);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = useQuery({
    queryKey: ['clinic-desk-patients', q],
    queryFn: ({ signal }) => call(listPatients, { query: { q, page: 1 } }, { signal }),
    enabled: q.length >= 1,
    placeholderData: keepPreviousData,
  });
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
          label={props.label ?? t('OPD.PATIENT')}
          placeholder={props.placeholder ?? t('OPD.REGISTER.FIND_PATIENT')}
          data-autofocus={props.autoFocus ? true : undefined}
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
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q.length === 0}>
        <Combobox.Options>
          {rows.length === 0 && !found.isFetching ? (
            <Combobox.Empty>{t('OPD.REGISTER.NO_PATIENT')}</Combobox.Empty>
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
