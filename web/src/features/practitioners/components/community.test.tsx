import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPractitionerProfile } from '@gd/contracts/schemas/practitioners';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { DoctorQuestions } from './doctor-questions';
import { DoctorReviews } from './doctor-reviews';
import { ReviewAction } from './review-action';

const review = (id: number, over: Record<string, unknown> = {}) => ({
  review_id: id,
  practitioner_id: 7,
  reviewer: 'Kiran D.',
  rating: 4,
  review_text: `Review ${id}`,
  reply: null,
  reply_at: null,
  created_at: '2026-11-02T06:30:00.000Z',
  ...over,
});

const profile = {
  practitioner_id: 7,
  questions: [{ answer_id: 3, question: 'Is there parking?', answer: 'Yes, behind the clinic.' }],
} as unknown as TPractitionerProfile;

const appointment = (over: Partial<TAppointment> = {}) =>
  ({
    appointment_id: 41,
    practitioner_id: 7,
    practitioner_name: 'Dr. Meera Joshi',
    practitioner_name_guj: null,
    date: '2026-11-02',
    time: '09:30',
    status: 4,
    ...over,
  }) as TAppointment;

describe('questions and reviews on the profile and in My appointments (decision 65)', () => {
  it("lists the visible reviews with the practitioner's reply, and loads the next page", async () => {
    const fetch = mockFetch({
      'GET /api/practitioners/7/reviews?limit=10&offset=0': () =>
        ok({
          rows: [
            review(12, { reply: 'Thank you, Kiran.', rating: 5 }),
            ...Array.from({ length: 9 }, (_, i) => review(11 - i)),
          ],
          count: 11,
          average: 4.1,
        }),
      'GET /api/practitioners/7/reviews?limit=10&offset=10': () =>
        ok({ rows: [review(1, { review_text: 'The oldest one' })], count: 11, average: 4.1 }),
    });
    renderWithRouter(<DoctorReviews practitionerId={7} />);
    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Thank you, Kiran.')).toBeVisible();
    expect(screen.getByText('Reply from the doctor')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Rated 5.0 out of 5' })).toHaveLength(1);
    expect(screen.getByText('4.1 out of 5 · 11 reviews')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('The oldest one')).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('offset=10'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument());
  });

  it('shows the answered questions and asks a guest to log in before asking', async () => {
    mockFetch();
    const requestLogin = vi.fn();
    renderWithRouter(
      <LoginPromptContext.Provider value={requestLogin}>
        <DoctorQuestions practitioner={profile} />
      </LoginPromptContext.Provider>,
    );
    expect(screen.getByText(/Is there parking\?/)).toBeVisible();
    expect(screen.getByText(/Yes, behind the clinic\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(requestLogin).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'Log in to ask the doctor a question.' }),
    );
    expect(screen.queryByLabelText(/Your question/)).not.toBeInTheDocument();
  });

  it('sends a logged-in user’s question after checking its length, and says it waits for the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let body: unknown = null;
    const fetch = mockFetch({
      'POST /api/practitioners/7/questions': (_url, init) => {
        body = JSON.parse(String(init.body));
        return ok({}, 'Sent');
      },
    });
    renderWithRouter(
      <LoginPromptContext.Provider value={vi.fn()}>
        <DoctorQuestions practitioner={profile} />
      </LoginPromptContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const field = screen.getByLabelText(/Your question/);
    await userEvent.type(field, 'Sunday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(field, ' Do you see patients then?');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your question is sent.');
    expect(body).toEqual({ question: 'Sunday? Do you see patients then?' });
  });

  it('offers a review on a checked-out visit only, checks stars and text, and sends both', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    let body: unknown = null;
    let reviewed = false;
    mockFetch({
      'GET /api/appointments/reviews': () =>
        ok(reviewed ? [{ ...review(5), appointment_id: 41, appointment_date: '2026-11-02', is_hidden: 0 }] : []),
      'POST /api/appointments/41/review': (_url, init) => {
        body = JSON.parse(String(init.body));
        reviewed = true;
        return ok(review(5));
      },
    });
    const { unmount } = renderWithRouter(<ReviewAction appointment={appointment({ status: 1 })} />);
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    unmount();

    renderWithRouter(<ReviewAction appointment={appointment()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your visit to Dr. Meera Joshi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(within(dialog).getByText('Please write a few words about your visit.')).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Your rating *' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText(/Your review/), 'Explained everything.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(body).toEqual({ rating: 4, review_text: 'Explained everything.' }));
    expect(await screen.findByText('Your review:')).toBeVisible();
  });

  it('says why when the server refuses the review (already reviewed)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    mockFetch({
      'GET /api/appointments/reviews': () => ok([]),
      'POST /api/appointments/41/review': () =>
        fail(409, 'You have already reviewed this visit.', {
          message_key: 'REVIEW_EXISTS',
          errors: { appointment: 'REVIEW_EXISTS' },
        }),
    });
    renderWithRouter(<ReviewAction appointment={appointment()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText(/Your review/), 'Good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByText('You have already reviewed this visit.')).toBeVisible();
  });
});
