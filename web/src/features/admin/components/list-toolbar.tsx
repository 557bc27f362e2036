import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';

export interface ListToolbarProps {
  /** the accessible name and placeholder of the search box */
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  /** downloads the current filter as CSV */
  onExport: () => Promise<void>;
  /** filter controls (Selects) */
  children?: ReactNode;
}

/** Search box (Enter or the button), the list's filters and "Export CSV" of the current filter. */
export function ListToolbar({ searchLabel, q, onSearch, onExport, children }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [exporting, setExporting] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const exportCsv = () => {
    setExporting(true);
    onExport()
      .catch((error: unknown) => notifyError(error))
      .finally(() => setExporting(false));
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
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
      <Button variant="light" onClick={exportCsv} loading={exporting}>
        {t('ADMIN.EXPORT_CSV')}
      </Button>
    </Group>
  );
}
