import { Button, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  /** the accessible name and placeholder of the search box */
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  /** filter controls (Selects) */
  children?: ReactNode;
}

/**
 * Search box (Enter or the button) and the list's filters: the `toolbar` of an admin DataTable, which adds
 * "Export CSV" of the current filter at the end of the row.
 */
export function ListToolbar({ searchLabel, q, onSearch, children }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <>
      <form
        role="search"
        onSubmit={submit}
        style={{ flex: '1 1 16rem', display: 'flex', gap: 8, alignItems: 'flex-end' }}
      >
        <TextInput
          label={searchLabel}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          type="search"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('ADMIN.SEARCH')}
        </Button>
      </form>
      {children}
    </>
  );
}
