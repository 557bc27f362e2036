import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { AppointmentPayment } from './appointment-payment';

const base: TAppointment = {
  appointment_id: 41,
  practitioner_id: 7,
  practitioner_name: 'Dr. Meera Shah',
  practitioner_name_guj: null,
  date: '2026-11-02',
  time: '10:00',
  status: 1,
  booking_status: 2,
  pay_mode: 'online',
  fee_paise: 50_000,
  patient_name: 'Priya Shah',
  patient_phone: '9123456780',
  sex: 2,
  booked_by: 1,
  appointment_type: 1,
  notes: null,
  can_change: true,
  hold_expires_at: '2026-11-01T06:45:00.000Z',
  payment: { status: 0, receipt_number: null, refund_status: null, refund_amount_paise: null },
  can_pay: true,
} as TAppointment;

describe('an appointment paid online, on My appointments (decision 65)', () => {
  it('offers Pay until the hold ends and pays through the checkout with the server’s order', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let verified = false;
    window.Razorpay = class {
      constructor(private options: Record<string, unknown>) {}
      on() {}
      open() {
        (this.options.handler as (r: object) => void)({
          razorpay_payment_id: 'pay_X1',
          razorpay_order_id: this.options.order_id,
          razorpay_signature: 'ab12',
        });
      }
    } as unknown as NonNullable<typeof window.Razorpay>;
    mockFetch({
      'POST /api/appointments/41/payment': () =>
        ok({
          payment_id: 5,
          key_id: 'rzp_test_key',
          order_id: 'order_X1',
          amount: 50_000,
          currency: 'INR',
          practitioner_name: 'Dr. Meera Shah',
          hold_expires_at: base.hold_expires_at,
        }),
      'POST /api/appointments/41/payment/verify': () => {
        verified = true;
        return ok({
          appointment_id: 41,
          booking_status: 1,
          payment: { status: 1, receipt_number: 'RCT/2026-27/0001', refund_status: null, refund_amount_paise: null },
        });
      },
    });
    renderWithRouter(<AppointmentPayment appointment={base} />);
    expect(screen.getByText('Payment due')).toBeVisible();
    // 06:45 UTC is 12:15 pm in India.
    expect(screen.getByText('Pay by 12:15 pm to keep this slot.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹500.00' }));
    await waitFor(() => expect(verified).toBe(true));
    delete window.Razorpay;
  });

  it('shows a paid visit’s receipt button, and a refund', () => {
    renderWithRouter(
      <>
        <AppointmentPayment
          appointment={{
            ...base,
            booking_status: 1,
            can_pay: false,
            hold_expires_at: null,
            payment: { status: 1, receipt_number: 'RCT/2026-27/0007', refund_status: null, refund_amount_paise: null },
          }}
        />
        <AppointmentPayment
          appointment={{
            ...base,
            appointment_id: 42,
            status: 5,
            can_pay: false,
            payment: {
              status: 3,
              receipt_number: 'RCT/2026-27/0008',
              refund_status: 'processed',
              refund_amount_paise: 50_000,
            },
          }}
        />
      </>,
    );
    expect(screen.getByText('Paid online')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download receipt RCT/2026-27/0007' })).toBeVisible();
    expect(screen.getByText('Refunded ₹500.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
