import {
  Button,
  Group,
  Pagination,
  Skeleton,
  Table,
  Text,
  type MantineStyleProp,
  type TableTrProps,
} from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify';
import { QueryError } from './query-error';

export interface DataTableColumn<Row> {
  /** The header's i18n key ('ADMIN.COL.NAME'); also the column's React key. */
  header: string;
  /** The cell of one row (`index` is the row's place on this page, from 0). */
  cell: (row: Row, index: number) => ReactNode;
  width?: CSSProperties['width'];
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
  /** Further styles of the body cells (a maximum width, word breaking). */
  style?: CSSProperties;
}

/** Server paging: the page shown (from 1), rows per page and the total count the server reported. */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  count: number;
  onPageChange: (page: number) => void;
}

/** The `limit` and `offset` a list endpoint takes for a page (from 1). */
export function pageQuery(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Spec §9: the serial number of a row is index + 1 + pageSize × (page − 1). */
export function serialNumber(index: number, paging?: Pick<DataTablePaging, 'page' | 'pageSize'>): number {
  return index + 1 + (paging ? paging.pageSize * (paging.page - 1) : 0);
}

export interface DataTableProps<Row> {
  /** The accessible name of the table's scrolling region (the page's title). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The rows of this page; undefined while there are none to show yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Props of a row's <tr> (e.g. bold for an unread message). */
  rowProps?: (row: Row) => TableTrProps;
  /** The state of the request behind the rows: a skeleton while pending, QueryError (with retry) on failure. */
  query?: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The message of the empty-state row. */
  emptyMessage: string;
  /** A first column numbered per spec §9 under this header: an i18n key (e.g. 'ADMIN.COL.SERIAL') or '#'. */
  serialHeader?: string;
  /** Server paging: "Showing 21–40 of 312" and the page buttons under the table. */
  paging?: DataTablePaging;
  /** Filters and search above the table, in one wrapping row with the CSV download on its right. */
  toolbar?: ReactNode;
  /** Downloads the rows of the current filter as CSV (a button "Export CSV" in the toolbar row). */
  onDownloadCsv?: () => Promise<void>;
  /** The table's minimum width before it scrolls sideways. */
  minWidth?: number;
  highlightOnHover?: boolean;
}

const alignStyle = (column: DataTableColumn<unknown>): MantineStyleProp => ({
  ...(column.align ? { textAlign: column.align } : {}),
  ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...column.style,
});

/** "Showing 21–40 of 312" and the page buttons (only when there is more than one page). */
function Pager({ page, pageSize, count, onPageChange }: DataTablePaging) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('TABLE.SHOWING', { from, to, count })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`TABLE.PAGE_${control.toUpperCase()}`) })}
          getItemProps={(n) => ({ 'aria-label': t('TABLE.PAGE_N', { n }) })}
        />
      ) : null}
    </Group>
  );
}

/** The CSV download of the current filter: busy while the file is fetched, a toast when it fails. */
function CsvButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    onDownload()
      .catch((error: unknown) => notifyError(error))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="light" onClick={download} loading={busy}>
      {t('TABLE.EXPORT_CSV')}
    </Button>
  );
}

/**
 * The list table of the consoles: column headers from i18n keys, a serial number column, one row per record, an
 * empty-state row, the loading skeleton and the failure with its retry, server paging with counts, and the CSV
 * download next to the filters. The table scrolls sideways inside a named, focusable region on a narrow screen.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  query,
  emptyMessage,
  serialHeader,
  paging,
  toolbar,
  onDownloadCsv,
  minWidth = 900,
  highlightOnHover = true,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const columnCount = columns.length + (serialHeader ? 1 : 0);
  return (
    <>
      {toolbar || onDownloadCsv ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {toolbar}
          {onDownloadCsv ? <CsvButton onDownload={onDownloadCsv} /> : null}
        </Group>
      ) : null}
      {query?.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query?.isPending ? <Skeleton height={240} aria-busy="true" /> : null}
      {rows ? (
        <>
          <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
            <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {serialHeader ? <Table.Th>{serialHeader === '#' ? '#' : t(serialHeader)}</Table.Th> : null}
                  {columns.map((column) => (
                    <Table.Th
                      key={column.header}
                      style={{ ...(column.width ? { width: column.width } : {}), textAlign: column.align }}
                    >
                      {t(column.header)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount}>
                      <Text c="dimmed" ta="center">
                        {emptyMessage}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row, index) => (
                    <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                      {serialHeader ? <Table.Td>{serialNumber(index, paging)}</Table.Td> : null}
                      {columns.map((column) => (
                        <Table.Td key={column.header} style={alignStyle(column as DataTableColumn<unknown>)}>
                          {column.cell(row, index)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {paging ? <Pager {...paging} /> : null}
        </>
      ) : null}
    </>
  );
}
