import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordTable } from '@gd/contracts/schemas/records';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { RecordForm } from './record-form';

const supplier = recordTable('supplier')!;

function setup() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const fetch = mockFetch({
    'POST /api/common/record/supplier': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return body.gstin === '24AAGFS1234K1Z6'
        ? fail(409, 'A record with this value already exists.', { errors: { gstin: 'RECORD_DUPLICATE' } })
        : ok({ supplier_id: 9, ...body });
    },
  });
  const onDone = vi.fn();
  renderRoutes([{ path: '*', element: <RecordForm def={supplier} row={null} onDone={onDone} onCancel={() => {}} /> }]);
  return { fetch, onDone };
}

describe('RecordForm (built from the registry)', { timeout: 30_000 }, () => {
  it('shows the registry schema’s messages and sends nothing while invalid', async () => {
    const { fetch } = setup();
    await userEvent.type(screen.getByLabelText(/^Mobile/), '12345');
    await userEvent.type(screen.getByLabelText(/^GSTIN/), 'BAD');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(screen.getByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 15-character GSTIN.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid body with rupees as paise and empty optional fields as null, and shows server field errors', async () => {
    const { fetch, onDone } = setup();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Kesari Herbals');
    await userEvent.type(screen.getByLabelText(/^Mobile/), '9898034567');
    await userEvent.type(screen.getByLabelText(/^GSTIN/), '24AAGFS1234K1Z6');
    await userEvent.click(screen.getByRole('combobox', { name: /^GST type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SGST/CGST' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Approval level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin+Treasurer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A record with this value already exists.')).toBeInTheDocument();
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Kesari Herbals', gst_type: 1, approval_level: 2, email: null, is_active: 1 });
    await userEvent.clear(screen.getByLabelText(/^GSTIN/));
    await userEvent.type(screen.getByLabelText(/^GSTIN/), '24ABMPV4321Q1Z9');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('speaks Gujarati', async () => {
    await i18n.changeLanguage('guj');
    try {
      setup();
      await userEvent.click(screen.getByRole('button', { name: 'બનાવો' }));
      expect((await screen.findAllByText(i18n.t('VALIDATION.FIELD_REQUIRED'))).length).toBeGreaterThan(0);
      expect(screen.getByLabelText(/^જીએસટી નંબર/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
