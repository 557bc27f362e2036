import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/utils';
import { DataTable, pageQuery, serialNumber, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ header: 'ADMIN.COL.NAME', cell: (r) => r.name }];
const idle = { isPending: false, isError: false, error: null, refetch: () => undefined };

describe('DataTable', () => {
  it('numbers rows per spec §9 (index + 1 + pageSize × (page − 1)), counts them and pages on the server', async () => {
    const onPageChange = vi.fn();
    renderWithRouter(
      <DataTable
        label="Users"
        columns={columns}
        rows={[
          { id: 41, name: 'Asha' },
          { id: 42, name: 'Bhavin' },
        ]}
        rowKey={(r) => r.id}
        query={idle}
        emptyMessage="No users found"
        serialHeader="ADMIN.COL.SERIAL"
        paging={{ page: 3, pageSize: 20, count: 42, onPageChange }}
      />,
    );
    const table = screen.getByRole('region', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Name']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['41Asha', '42Bhavin']);
    expect(screen.getByText('Showing 41–42 of 42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(serialNumber(0, { page: 2, pageSize: 20 })).toBe(21);
    expect(pageQuery(3, 20)).toEqual({ limit: 20, offset: 40 });
  });

  it('shows the empty-state row, and the CSV download next to the toolbar', async () => {
    const download = vi.fn(() => Promise.resolve());
    renderWithRouter(
      <DataTable
        label="Users"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        query={idle}
        emptyMessage="No users found"
        toolbar={<span>filters</span>}
        onDownloadCsv={download}
      />,
    );
    const cell = screen.getByText('No users found').closest('td');
    expect(cell).toHaveAttribute('colspan', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while loading, and no table yet', () => {
    renderWithRouter(
      <DataTable
        label="Users"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        query={{ ...idle, isPending: true }}
        emptyMessage="No users found"
      />,
    );
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
  });

  it('shows a failed load with its retry', async () => {
    const refetch = vi.fn();
    renderWithRouter(
      <DataTable
        label="Users"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        query={{ ...idle, isError: true, error: new Error('boom'), refetch }}
        emptyMessage="No users found"
      />,
    );
    // The alert's code loads with the failure (components/query-error.tsx).
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
