import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { AdminDoctorQuestionsPage } from './admin-doctor-questions-page';
import { AdminDoctorReviewsPage } from './admin-doctor-reviews-page';
import { PractitionerQuestionsPage } from './practitioner-questions-page';
import { PractitionerReviewsPage } from './practitioner-reviews-page';

const question = (id: number, over: Record<string, unknown> = {}) => ({
  answer_id: id,
  practitioner_id: 7,
  question: `Question ${id}?`,
  answer: null,
  is_approve: 0,
  asked_at: '2026-11-01T06:30:00.000Z',
  answered_at: null,
  ...over,
});
const review = (id: number, over: Record<string, unknown> = {}) => ({
  review_id: id,
  practitioner_id: 7,
  reviewer: 'Kiran D.',
  rating: 4,
  review_text: `Review ${id}`,
  reply: null,
  reply_at: null,
  created_at: '2026-11-02T06:30:00.000Z',
  appointment_id: 40 + id,
  appointment_date: '2026-11-02',
  is_hidden: 0,
  ...over,
});

describe("the practitioner's and the admin's question and review pages (decision 65)", () => {
  it('lets the practitioner answer an open question in place; an answered one waits for approval', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-doctor');
    let body: unknown = null;
    mockFetch({
      'GET /api/practitioner/questions': () =>
        ok({
          rows: [question(2), question(1, { answer: 'Yes.', answered_at: '2026-11-01T08:00:00.000Z' })],
          count: 2,
          open: 1,
        }),
      'PUT /api/practitioner/questions/2/answer': (_url, init) => {
        body = JSON.parse(String(init.body));
        return ok(question(2, { answer: 'Mornings only.' }));
      },
    });
    renderWithRouter(<PractitionerQuestionsPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('1 question to answer');
    const [open, answered] = screen.getAllByRole('article');
    expect(within(open!).getByText('Waiting for your answer')).toBeVisible();
    expect(within(answered!).getByText('Waiting for approval')).toBeVisible();
    expect(within(answered!).getByRole('button', { name: 'Edit answer' })).toBeVisible();
    await userEvent.click(within(open!).getByRole('button', { name: 'Save answer' }));
    expect(within(open!).getByText('Please write your answer.')).toBeVisible();
    await userEvent.type(within(open!).getByLabelText(/Your answer/), 'Mornings only.');
    await userEvent.click(within(open!).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(body).toEqual({ answer: 'Mornings only.' }));
    expect(screen.getByRole('navigation', { name: 'Practitioner pages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reviews to reply to' })).toHaveAttribute('href', '/practitioner/reviews');
  });

  it('tells a patient account that the page is for practitioners', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-user');
    mockFetch({
      'GET /api/practitioner/questions': () => fail(403, 'Only practitioners may do this.'),
    });
    renderWithRouter(<PractitionerQuestionsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for practitioners.');
  });

  it('lets the practitioner reply once, and shows a sent reply instead of the form', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-doctor');
    let body: unknown = null;
    mockFetch({
      'GET /api/practitioner/reviews': () =>
        ok({
          rows: [review(2), review(1, { reply: 'Thank you!', is_hidden: 1 })],
          count: 2,
          unreplied: 1,
        }),
      'PUT /api/practitioner/reviews/2/reply': (_url, init) => {
        body = JSON.parse(String(init.body));
        return fail(409, 'You have already replied to this review.', {
          message_key: 'REPLY_EXISTS',
          errors: { reply: 'REPLY_EXISTS' },
        });
      },
    });
    renderWithRouter(<PractitionerReviewsPage />);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(second!).getByText('Thank you!')).toBeVisible();
    expect(within(second!).getByText('Hidden')).toBeVisible();
    expect(within(second!).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    await userEvent.type(within(first!).getByLabelText(/Your reply to Kiran D\./), 'Get well soon.');
    await userEvent.click(within(first!).getByRole('button', { name: 'Send reply' }));
    expect(await within(first!).findByText('You have already replied to this review.')).toBeVisible();
    expect(body).toEqual({ reply: 'Get well soon.' });
  });

  it('lets the admin approve a waiting answer and decline a question', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-admin');
    const decisions: unknown[] = [];
    mockFetch({
      'GET /api/admin/practitioner-questions': () =>
        ok({
          rows: [
            {
              ...question(5, { answer: 'Half the fee.', answered_at: '2026-11-01T08:00:00.000Z' }),
              practitioner_name: 'Dr. Meera Joshi',
              asker_name: 'Ravi Mehta',
            },
          ],
          count: 1,
        }),
      'PATCH /api/admin/practitioner-questions/5': (_url, init) => {
        decisions.push(JSON.parse(String(init.body)));
        return ok(question(5));
      },
    });
    renderWithRouter(<AdminDoctorQuestionsPage />);
    expect(await screen.findByText(/Asked by Ravi Mehta/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve the answer of Dr. Meera Joshi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline the question to Dr. Meera Joshi' }));
    await waitFor(() => expect(decisions).toEqual([{ is_approve: 1 }, { is_approve: 2 }]));
  });

  it('lets the admin hide a visible review and show a hidden one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-admin');
    const calls: [string, unknown][] = [];
    const row = (id: number, hidden: number, name: string) => ({
      ...review(id, { is_hidden: hidden }),
      practitioner_name: 'Dr. Meera Joshi',
      reviewer_full_name: name,
    });
    mockFetch({
      'GET /api/admin/practitioner-reviews': () =>
        ok({ rows: [row(2, 0, 'Kiran Desai'), row(1, 1, 'Ravi Mehta')], count: 2 }),
      'PATCH /api/admin/practitioner-reviews/2': (url, init) => {
        calls.push([url, JSON.parse(String(init.body))]);
        return ok({ review_id: 2, is_hidden: 1 });
      },
      'PATCH /api/admin/practitioner-reviews/1': (url, init) => {
        calls.push([url, JSON.parse(String(init.body))]);
        return ok({ review_id: 1, is_hidden: 0 });
      },
    });
    renderWithRouter(<AdminDoctorReviewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the review by Kiran Desai' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the review by Ravi Mehta' }));
    await waitFor(() =>
      expect(calls).toEqual([
        ['/api/admin/practitioner-reviews/2', { is_hidden: 1 }],
        ['/api/admin/practitioner-reviews/1', { is_hidden: 0 }],
      ]),
    );
  });
});
