import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { BookingPanel } from './booking-panel';

const today = indiaDate(new Date());
const tomorrow = addDays(today, 1);
const me = {
  user_id: 3,
  logged_in_id: 3,
  name: 'Priya Shah',
  phone: '9123456780',
  email: null,
  language: 'en',
  user_type: 'user',
  has_login_access: 1,
  is_profile_approve: 1,
  photo: null,
  department: null,
  environment_id: null,
  folder: null,
  practitioner_id_view_id: null,
  user_view_id: null,
};
const slots = (date: string, free: string[]) =>
  ok({
    date,
    slots: ['09:00', '09:30', '10:00'].map((time) => ({ time, available: free.includes(time) })),
  });

function renderPanel(requestLogin = vi.fn()) {
  renderWithRouter(
    <LoginPromptContext.Provider value={requestLogin}>
      <BookingPanel practitionerId={7} initialDate={tomorrow} />
    </LoginPromptContext.Provider>,
  );
  return requestLogin;
}

describe('the booking panel (decision 65)', () => {
  it('offers only the free times of the chosen day, and asks a guest to log in', async () => {
    const fetch = mockFetch({ 'GET /api/practitioners/7/slots': (url) => slots(url.slice(-10), ['09:30', '10:00']) });
    const requestLogin = renderPanel();
    expect(await screen.findByText('9:30 am')).toBeVisible();
    expect(screen.queryByText('9:00 am')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`date=${tomorrow}`))).toBe(true);
    await userEvent.click(screen.getByText('9:30 am'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in to book' }));
    expect(requestLogin).toHaveBeenCalledWith({ reason: 'Log in to book a visit.' });
  });

  it('books for the logged-in patient with their name and number, and says when', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let body: Record<string, unknown> | null = null;
    mockFetch({
      'GET /api/auth/me': () => ok(me),
      'GET /api/practitioners/7/slots': (url) => slots(url.slice(-10), ['10:00']),
      'POST /api/appointments': (_url, init) => {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok({ appointment_id: 41, booking_status: 2 });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByText('10:00 am'));
    expect(await screen.findByLabelText(/Patient name/)).toHaveValue('Priya Shah');
    expect(screen.getByLabelText(/Patient mobile number/)).toHaveValue('9123456780');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book 10:00 am' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booked: Tomorrow at 10:00 am');
    expect(body).toMatchObject({
      practitioner_id: 7,
      date: tomorrow,
      time: '10:00',
      booked_by: 1,
      patient_name: 'Priya Shah',
      patient_phone: '9123456780',
      sex: 2,
      appointment_type: 1,
      pay: 'clinic',
    });
    expect(screen.getByRole('link', { name: 'See my appointments' })).toHaveAttribute('href', '/my-appointments');
  });

  it('says so when someone else has just taken the slot, and reads the times again', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let taken = false;
    mockFetch({
      'GET /api/auth/me': () => ok(me),
      'GET /api/practitioners/7/slots': (url) => slots(url.slice(-10), taken ? ['09:00'] : ['09:00', '10:00']),
      'POST /api/appointments': () => {
        taken = true;
        return fail(409, 'Someone has just booked this slot. Please choose another time.', {
          message_key: 'SLOT_TAKEN',
          errors: { time: 'SLOT_TAKEN' },
        });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByText('10:00 am'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book 10:00 am' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked this slot');
    await waitFor(() => expect(screen.queryByText('10:00 am')).not.toBeInTheDocument());
    expect(screen.getByText('9:00 am')).toBeVisible();
  });

  it("pays online at once when the site takes payments: the checkout opens with the server's order, then confirms", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let body: Record<string, unknown> | null = null;
    let verified: Record<string, unknown> | null = null;
    let opened: Record<string, unknown> | null = null;
    // The checkout widget: records what it was opened with and "pays" (what Razorpay's script does).
    window.Razorpay = class {
      constructor(private options: Record<string, unknown>) {}
      on() {}
      open() {
        opened = this.options;
        (this.options.handler as (r: object) => void)({
          razorpay_payment_id: 'pay_Test123',
          razorpay_order_id: this.options.order_id,
          razorpay_signature: 'a1b2c3',
        });
      }
    } as unknown as NonNullable<typeof window.Razorpay>;
    mockFetch({
      'GET /api/auth/me': () => ok(me),
      'GET /api/settings/public': () =>
        ok({ site_name: 'Gujarat Directory', payment_provider_type: 'razorpay', support_phone: null }),
      'GET /api/practitioners/7': () => ok({ practitioner_id: 7, name: 'Dr. Meera Shah', fee_paise: 50_000 }),
      'GET /api/practitioners/7/slots': (url) => slots(url.slice(-10), ['10:00']),
      'POST /api/appointments': (_url, init) => {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok({
          appointment_id: 41,
          booking_status: 2,
          order: {
            payment_id: 5,
            key_id: 'rzp_test_key',
            order_id: 'order_Abc123',
            amount: 50_000,
            currency: 'INR',
            practitioner_name: 'Dr. Meera Shah',
            hold_expires_at: '2026-11-02T04:15:00.000Z',
          },
        });
      },
      'POST /api/appointments/41/payment/verify': (_url, init) => {
        verified = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok({
          appointment_id: 41,
          booking_status: 1,
          payment: { status: 1, receipt_number: 'RCT/2026-27/0001', refund_status: null, refund_amount_paise: null },
        });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByText('10:00 am'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Female' }));
    const online = await screen.findByRole('radio', { name: 'Pay online now (₹500.00)' });
    expect(screen.getByRole('radio', { name: 'Pay at the clinic' })).toBeChecked();
    await userEvent.click(online);
    await userEvent.click(screen.getByRole('button', { name: 'Book 10:00 am and pay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paid and confirmed: Tomorrow at 10:00 am');
    expect(body).toMatchObject({ pay: 'online', time: '10:00' });
    expect(body).not.toHaveProperty('amount');
    expect(opened).toMatchObject({ key: 'rzp_test_key', order_id: 'order_Abc123', amount: 50_000, currency: 'INR' });
    expect(verified).toEqual({
      razorpay_payment_id: 'pay_Test123',
      razorpay_order_id: 'order_Abc123',
      razorpay_signature: 'a1b2c3',
    });
    delete window.Razorpay;
  });
});
