import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { InquiriesTable } from './inquiries-table';

const inquiry = (over: Partial<TReceivedInquiry> = {}): TReceivedInquiry => ({
  id: 31,
  created_at: '2026-11-01T06:30:00.000Z',
  name: 'Ravi Mehta',
  email: 'ravi@example.in',
  mobile: '9898012345',
  subject: 'Mango order',
  message: 'Do you deliver to Adajan?',
  business_id: 4,
  business_name: 'Asha Mangoes',
  replied_at: null,
  ...over,
});

describe('InquiriesTable: replying (decision 69)', () => {
  it('sends the reply by email from a dialog, then shows when it went', async () => {
    let replied: string | null = null;
    const fetch = mockFetch({
      'GET /api/my/businesses/4/inquiries': () => ok([inquiry({ replied_at: replied })]),
      'POST /api/my/businesses/4/inquiries/31/reply': () => {
        replied = '2026-11-02T06:30:00.000Z';
        return ok({ replied_at: replied });
      },
    });
    renderWithRouter(<InquiriesTable businessId={4} />);
    expect(await screen.findByRole('link', { name: 'Reply to Ravi Mehta on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919898012345',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reply by email to Ravi Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ravi Mehta' });
    const send = within(dialog).getByRole('button', { name: 'Send reply' });
    fireEvent.change(within(dialog).getByLabelText(/Your reply/), {
      target: { value: '₹600 a dozen, delivered free.' },
    });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([url]) => String(url).endsWith('/reply'))
          .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
      ).toEqual([{ message: '₹600 a dozen, delivered free.' }]),
    );
    expect(await screen.findByText('Replied on 02-11-2026')).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the inquiry has no email address', async () => {
    mockFetch({
      'GET /api/my/businesses/4/inquiries': () => ok([inquiry({ email: null })]),
      'POST /api/my/businesses/4/inquiries/31/reply': () =>
        fail(409, 'This inquiry has no email address.', {
          message_key: 'INQUIRY_NO_EMAIL',
          errors: { message: 'INQUIRY_NO_EMAIL' },
        }),
    });
    renderWithRouter(<InquiriesTable businessId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reply by email to Ravi Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ravi Mehta' });
    fireEvent.change(within(dialog).getByLabelText(/Your reply/), { target: { value: 'Yes' } });
    const send = within(dialog).getByRole('button', { name: 'Send reply' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(
      await within(dialog).findByText('This inquiry has no email address. Reply on WhatsApp or call instead.'),
    ).toBeInTheDocument();
  });
});
