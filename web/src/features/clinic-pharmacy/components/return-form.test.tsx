import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indiaDate } from '@gd/contracts/india-time';
import type { TCreditNote, TSale } from '@gd/contracts/schemas/clinic-pharmacy';
import { fail, jsonResponse, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { ReturnAction, ReturnForm } from './return-form';

const today = indiaDate(new Date());
const inDays = (n: number) => indiaDate(new Date(Date.now() + n * 86_400_000));

const line = (over: Partial<TSale['lines'][number]>): TSale['lines'][number] => ({
  line_id: 41,
  item_id: 3,
  name: 'Triphala Churna 100 g',
  name_guj: 'ત્રિફળા ચૂર્ણ ૧૦૦ ગ્રામ',
  hsn_code: '30049011',
  batch_no: 'TC-LATE',
  expiry_date: '2027-06-30',
  quantity: 3,
  mrp: 9_000,
  gst_rate_bp: 1_200,
  amount: 27_000,
  taxable: 24_107,
  cgst: 1_447,
  sgst: 1_446,
  returned_quantity: 1,
  ...over,
});

const sale = (over: Partial<TSale> = {}): TSale => ({
  sale_id: 7,
  invoice_number: 'PH/2026-27/0012',
  invoice_date: today,
  document: 1,
  patient_id: null,
  patient_name: null,
  patient_name_guj: null,
  case_no: null,
  customer_name: 'Kiran Shah',
  visit_id: null,
  payment: 3,
  lines: [
    line({}),
    line({ line_id: 42, name: 'Fresh Amla 1 kg', name_guj: null, batch_no: 'AM-1', quantity: 2, returned_quantity: 2 }),
  ],
  taxable: 0,
  cgst: 0,
  sgst: 0,
  exempt: 0,
  total: 51_000,
  created_by_name: 'Komal',
  created_at: new Date().toISOString(),
  returns: [],
  return_until: inDays(30),
  ...over,
});

const note: TCreditNote = {
  return_id: 5,
  credit_note_number: 'CN/2026-27/0001',
  return_date: today,
  sale_id: 7,
  invoice_number: 'PH/2026-27/0012',
  invoice_date: today,
  patient_name: null,
  patient_name_guj: null,
  case_no: null,
  customer_name: 'Kiran Shah',
  reason: 'Doctor changed the prescription',
  refund_mode: 3,
  lines: [],
  taxable: 8_036,
  cgst: 482,
  sgst: 482,
  exempt: 0,
  total: 9_000,
  created_by_name: 'Komal',
  created_at: new Date().toISOString(),
};

const quantityOf = (name: RegExp) => screen.findByRole('textbox', { name });

describe('the sales return form', () => {
  it('asks for units and a reason before sending anything, and offers only what is still returnable', async () => {
    const fetch = mockFetch({ 'GET /api/clinic/sales/7': () => ok(sale()) });
    renderWithRouter(<ReturnForm sale={sale()} onClose={() => {}} />);
    const triphala = await quantityOf(/Triphala Churna 100 g, batch TC-LATE: units to return \(0–2\)/);
    expect(triphala).toHaveValue('0');
    // Every unit of the Amla line is back already.
    expect(
      screen.getByRole('textbox', { name: /Fresh Amla 1 kg, batch AM-1: units to return \(0–0\)/ }),
    ).toBeDisabled();
    expect(screen.getByText('Sold 3, returned 1', { exact: false })).toBeInTheDocument();
    // The refund defaults to the sale's mode.
    expect(screen.getByRole('combobox', { name: 'Refund by' })).toHaveValue('UPI');
    await userEvent.click(screen.getByRole('button', { name: 'Return and issue the credit note' }));
    expect(await screen.findByText('Choose at least one unit to return.')).toBeInTheDocument();
    expect(screen.getByText('Write why the items come back.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends one return for a double click and shows the credit note with its PDFs in both languages', async () => {
    let release: () => void = () => {};
    const posts: { body: unknown; key: string | undefined }[] = [];
    mockFetch({
      'GET /api/clinic/sales/7': () => ok(sale()),
      'POST /api/clinic/sales/7/returns': async (_url, init) => {
        posts.push({
          body: JSON.parse(String(init.body)),
          key: (init.headers as Record<string, string>)['Idempotency-Key'],
        });
        await new Promise<void>((resolve) => (release = resolve));
        return jsonResponse({ is_error: false, message: 'Returned.', data: note }, 201);
      },
    });
    renderWithRouter(<ReturnForm sale={sale()} onClose={() => {}} />);
    const triphala = await quantityOf(/Triphala Churna 100 g, batch TC-LATE/);
    await userEvent.clear(triphala);
    await userEvent.type(triphala, '1');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason for the return/ }),
      'Doctor changed the prescription',
    );
    expect(screen.getByText('Refund: ₹90.00')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Return and issue the credit note' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(submit).toBeDisabled();
    release();
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Returned: credit note CN/2026-27/0001')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Credit note CN/2026-27/0001 in English' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Credit note CN/2026-27/0001 in Gujarati' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      lines: [{ sale_line_id: 41, quantity: 1 }],
      reason: 'Doctor changed the prescription',
      refund_mode: 3,
    });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the server’s refusal of too many units under the line', async () => {
    mockFetch({
      'GET /api/clinic/sales/7': () => ok(sale()),
      'POST /api/clinic/sales/7/returns': () =>
        fail(409, 'Only 1 of Triphala Churna 100 g (batch TC-LATE) may still be returned: nothing was returned.', {
          message_key: 'PHARMACY.RETURN.TOO_MANY',
          errors: { 'lines.0.quantity': 'PHARMACY.RETURN.TOO_MANY' },
        }),
    });
    renderWithRouter(<ReturnForm sale={sale()} onClose={() => {}} />);
    const triphala = await quantityOf(/Triphala Churna 100 g, batch TC-LATE/);
    await userEvent.clear(triphala);
    await userEvent.type(triphala, '2');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for the return/ }), 'Not needed');
    await userEvent.click(screen.getByRole('button', { name: 'Return and issue the credit note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More units than are still returnable');
    expect(triphala).toHaveAccessibleDescription(/More units than are still returnable/);
  });

  it('offers no return for a sale charged to the stay, or one older than 30 days', () => {
    mockFetch({});
    const { unmount } = renderWithRouter(<ReturnAction sale={sale({ payment: 0 })} />);
    expect(screen.getByText("Charged to the in-patient stay: correct it on the stay's bill.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Return items/ })).toBeNull();
    unmount();
    renderWithRouter(<ReturnAction sale={sale({ return_until: inDays(-1) })} />);
    expect(screen.getByText(/Returns of this sale closed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Return items/ })).toBeNull();
  });

  it('opens the form from the sale’s Return action', async () => {
    mockFetch({ 'GET /api/clinic/sales/7': () => ok(sale()) });
    renderWithRouter(<ReturnAction sale={sale()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return items of invoice PH/2026-27/0012' }));
    expect(await screen.findByRole('dialog', { name: 'Return from invoice PH/2026-27/0012' })).toBeInTheDocument();
    expect(await quantityOf(/Triphala Churna 100 g, batch TC-LATE/)).toBeInTheDocument();
  });
});
