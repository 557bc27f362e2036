import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminAppointment, TAdminPractitioner } from '@gd/contracts/schemas/admin-practitioners';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { AppointmentsPage } from './appointments-page';
import { PractitionerQueuePage } from './practitioner-queue-page';

const row = (over: Partial<TAdminPractitioner>): TAdminPractitioner => ({
  practitioner_id: 1,
  name: 'Dr. Pending Vora',
  name_guj: null,
  slug: 'dr-pending-vora',
  phone: '9825000000',
  email: null,
  city: 'Rajkot',
  is_approve: 0,
  is_active: 1,
  verification_reason: null,
  registration_council: 'Gujarat Board of Ayurveda',
  registration_number: 'GBAU-2002',
  document_id: 41,
  document_type: 'application/pdf',
  document_uploaded_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the verification queue (decision 65)', () => {
  it('shows the registration and the proof, verifies, and rejects only with a reason', async () => {
    const patches: { url: string; body: unknown }[] = [];
    mockFetch({
      'GET /api/cities': () => ok([]),
      'GET /api/admin/practitioners': () =>
        ok({
          rows: [
            row({}),
            row({ practitioner_id: 2, name: 'Dr. No Proof', document_id: null, registration_number: null }),
          ],
          count: 2,
        }),
      'PATCH /api/admin/practitioners/1/verification': (url, init) => {
        patches.push({ url, body: JSON.parse(String(init.body)) });
        return ok({ practitioner_id: 1, is_approve: 1 });
      },
      'PATCH /api/admin/practitioners/2/verification': (url, init) => {
        patches.push({ url, body: JSON.parse(String(init.body)) });
        return ok({ practitioner_id: 2, is_approve: 2 });
      },
    });
    renderWithRouter(<PractitionerQueuePage />);
    expect(await screen.findByText('GBAU-2002')).toBeVisible();
    expect(screen.getByText('Gujarat Board of Ayurveda')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the proof document of Dr. Pending Vora' })).toBeVisible();
    expect(screen.getByText('None sent')).toBeVisible();
    expect(screen.getByText('Not given')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Dr. Pending Vora' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ is_approve: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Reject Dr. No Proof' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    expect(patches).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Registration not found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]!.body).toEqual({ is_approve: 2, reason: 'Registration not found' });
  }, 30_000);
});

describe('all appointments (decision 65)', () => {
  it('lists them and keeps the filters in the request', async () => {
    const appointment: TAdminAppointment = {
      appointment_id: 9,
      date: '2026-11-02',
      time: '09:30',
      practitioner_id: 5,
      practitioner_name: 'Dr. Verified Shah',
      city: 'Surat',
      patient_name: 'નીતા પટેલ',
      patient_phone: '9825012345',
      status: 4,
      status_name: 'Checkout',
      booking_status: 1,
      booking_status_name: 'Confirm',
      pay_mode: 'clinic',
      fee_paise: 50_000,
      created_at: '2026-10-30T10:00:00.000Z',
      cancelled_at: null,
    };
    const fetch = mockFetch({
      'GET /api/cities': () => ok([]),
      'GET /api/admin/appointments': () => ok({ rows: [appointment], count: 1 }),
    });
    renderWithRouter(<AppointmentsPage />, { initialPath: '/admin-appointments?from=2026-11-01&status=4' });
    const line = (await screen.findByText('નીતા પટેલ')).closest('tr')!;
    expect(within(line).getByText('Checked out')).toBeVisible();
    expect(within(line).getByText('₹500.00')).toBeVisible();
    expect(within(line).getByText('Surat')).toBeVisible();
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((u) => u.includes('/api/admin/appointments'))!;
    expect(asked).toContain('from=2026-11-01');
    expect(asked).toContain('status=4');
    // A practitioner's name narrows the list to them.
    await userEvent.click(screen.getByRole('button', { name: 'Show only the appointments of Dr. Verified Shah' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('practitioner_id=5'))).toBe(true));
    expect(await screen.findByText('Only the appointments of Dr. Verified Shah.')).toBeVisible();
  }, 30_000);
});
