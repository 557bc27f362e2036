import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { InquiryModal } from './inquiry-modal';

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Priya Shah');
  localStorage.setItem(STORAGE_KEYS.userId, '3');
}

const me = {
  user_id: 3,
  logged_in_id: 3,
  name: '',
  phone: null,
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

function renderModal(onClose = vi.fn()) {
  renderWithRouter(<InquiryModal businessId={5} businessName="Patel Caterers" opened onClose={onClose} />);
  return onClose;
}

describe('the Inquiry modal (spec §5, §8)', () => {
  it('shows the spec messages once a field is left invalid and keeps Submit disabled', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => ok(me) });
    renderModal();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await userEvent.click(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.tab(); // email
    await userEvent.tab(); // mobile
    await userEvent.keyboard('98a7b6');
    expect(screen.getByRole('textbox', { name: /Mobile/ })).toHaveValue('9876'); // digit keys only
    await userEvent.tab(); // subject
    await userEvent.tab(); // message
    await userEvent.tab();

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('10-digit mobile required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('sends the inquiry, says so, and closes and resets on success', async () => {
    logIn();
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok({ ...me, name: 'Priya Shah', phone: '9123456780', email: 'priya@example.com' }),
      'POST /api/businesses/5/inquiries': () => ok({ id: 1 }, 'Inquiry submitted successfully!'),
    });
    const onClose = renderModal();
    // The logged-in user's name, mobile and email are filled in.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Priya Shah'));
    expect(screen.getByRole('textbox', { name: /Mobile/ })).toHaveValue('9123456780');

    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Wedding order');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Sweets for 200 guests');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    expect(await screen.findByText('Inquiry submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/businesses/5/inquiries');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Priya Shah',
      email: 'priya@example.com',
      mobile: '9123456780',
      subject: 'Wedding order',
      message: 'Sweets for 200 guests',
    });
    // decision 79: the submission carries an Idempotency-Key (a UUID), so a double click stores one inquiry
    const headers = call?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it("shows the server's message, or 'Submission failed. Try again.' when it has none", async () => {
    logIn();
    let answer = fail(400, 'You cannot send an inquiry to your own business.');
    mockFetch({
      'GET /api/auth/me': () => ok({ ...me, name: 'Priya Shah', phone: '9123456780' }),
      'POST /api/businesses/5/inquiries': () => answer,
    });
    const onClose = renderModal();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Priya Shah'));
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You cannot send an inquiry to your own business.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    answer = new Response(JSON.stringify({ is_error: true, message: '' }), { status: 409 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission failed. Try again.')).toBeInTheDocument();
  });
});
