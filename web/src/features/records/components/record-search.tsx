import { Autocomplete, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTable } from '@gd/contracts/schemas/records';
import { useAutocompleteRecords } from '../api/autocomplete-records';
import { fieldLabelKey, rowLabel } from './record-text';

export interface RecordSearchProps {
  def: RecordTable;
  value: string;
  onSearch: (text: string) => void;
}

/** Search of the admin list: suggestions from the autocomplete endpoint as you type; Search filters the list. */
export function RecordSearch({ def, value, onSearch }: RecordSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const suggestions = useAutocompleteRecords(def.table, text);
  const data = [...new Set((suggestions.data ?? []).map((row) => rowLabel(def, row)))];
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Autocomplete
          label={t('RECORDS.SEARCH_BY', { field: t(fieldLabelKey(def.autocomplete)) })}
          value={text}
          onChange={setText}
          onOptionSubmit={(option) => onSearch(option)}
          data={data}
          filter={({ options }) => options}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="filled">
          {t('RECORDS.SEARCH')}
        </Button>
        {value ? (
          <Button
            variant="default"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('RECORDS.CLEAR')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
