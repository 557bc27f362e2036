import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReview, TReviewList } from '@gd/contracts/schemas/directory';
import { LoginModalProvider } from '../../../app/login-modal-provider';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { ReviewsPanel } from './reviews-panel';

const OWNER_ID = 2;

const review = (id: number, overrides: Partial<TReview> = {}): TReview => ({
  review_id: id,
  user_id: 100 + id,
  user_name: `Reviewer ${id}`,
  rating: 4,
  review_text: `Review text ${id}`,
  owner_reply: null,
  owner_reply_at: null,
  created_at: `2026-10-0${id}T06:00:00Z`,
  updated_at: `2026-10-0${id}T06:00:00Z`,
  ...overrides,
});

const list = (rows: TReview[], mine: TReview | null = null): TReviewList => ({
  rows,
  count: rows.length,
  average: rows.reduce((sum, r) => sum + r.rating, 0) / (rows.length || 1),
  mine,
});

const me = (user_id: number) => ({
  user_id,
  logged_in_id: user_id,
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
});

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Priya Shah');
}

function renderPanel() {
  return renderWithRouter(
    <LoginModalProvider>
      <ReviewsPanel businessId={5} ownerUserId={OWNER_ID} />
    </LoginModalProvider>,
  );
}

describe('the Reviews tab (decision 4)', () => {
  it('shows the average and count, and lists reviews newest first with the owner reply', async () => {
    mockFetch({
      'GET /api/businesses/5/reviews': () =>
        ok(list([review(2, { rating: 5, owner_reply: 'Thank you!' }), review(1, { rating: 4 })])),
    });
    renderPanel();
    expect(await screen.findByText('4.5 out of 5 · 2 reviews')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Reviews, newest first' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Reviewer 2', 'Reviewer 1']);
    expect(items[0]).toHaveTextContent('Reply from the owner');
    expect(items[0]).toHaveTextContent('Thank you!');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });

  it('rates with the arrow keys on the star radio group and posts the review', async () => {
    logIn();
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok(me(7)),
      'GET /api/businesses/5/reviews': () => ok(list([review(1)])),
      'POST /api/businesses/5/reviews': () => ok(review(9, { user_id: 7, rating: 3 })),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const group = screen.getByRole('group', { name: /Your rating/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);

    await userEvent.click(screen.getByRole('textbox', { name: /Your review/ }));
    await userEvent.tab({ shift: true }); // back into the star group: one tab stop, on its last star
    expect(within(group).getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}{ArrowLeft}'); // 5 → 4 → 3 → 4 → 3
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveFocus();

    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Fresh farsan');
    expect(screen.getByText('12 / 1000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Your review is saved.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/businesses/5/reviews' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 3, review_text: 'Fresh farsan' });
  });

  it('asks for a rating before posting', async () => {
    logIn();
    mockFetch({
      'GET /api/auth/me': () => ok(me(7)),
      'GET /api/businesses/5/reviews': () => ok(list([])),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
  });

  it('edits my existing review', async () => {
    logIn();
    const mine = review(3, { user_id: 7, rating: 2, review_text: 'Slow service' });
    mockFetch({
      'GET /api/auth/me': () => ok(me(7)),
      'GET /api/businesses/5/reviews': () => ok(list([mine], mine)),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('Slow service');
    expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
  });

  it('lets the owner reply once to a review', async () => {
    logIn();
    const fetch = mockFetch({
      'GET /api/auth/me': () => ok(me(OWNER_ID)),
      'GET /api/businesses/5/reviews': () => ok(list([review(2, { owner_reply: 'Thanks' }), review(1)])),
      'PUT /api/businesses/5/reviews/1/reply': () => ok(review(1, { owner_reply: 'Come again' })),
    });
    renderPanel();
    await screen.findByText('Reviewer 1');
    // One review already has the reply: one Reply button, and no review form for the owner.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your reply to Reviewer 1/ }), 'Come again');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url) === '/api/businesses/5/reviews/1/reply')).toBe(true),
    );
    const put = fetch.mock.calls.find(([url]) => String(url) === '/api/businesses/5/reviews/1/reply');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ reply: 'Come again' });
  });

  it('gives an anonymous visitor the login modal', async () => {
    mockFetch({ 'GET /api/businesses/5/reviews': () => ok(list([review(1)])) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Please log in to write a review.')).toBeInTheDocument();
  });
});
