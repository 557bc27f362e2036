import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOwnerReview, TOwnerReviewList } from '@gd/contracts/schemas/owner-reviews';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { OwnerReviews } from './owner-reviews';

const review = (id: number, overrides: Partial<TOwnerReview> = {}): TOwnerReview => ({
  review_id: id,
  user_id: 100 + id,
  user_name: `Reviewer ${id}`,
  rating: 4,
  review_text: `Text of review ${id}`,
  owner_reply: null,
  owner_reply_at: null,
  created_at: '2026-10-20T10:00:00.000Z',
  updated_at: '2026-10-20T10:00:00.000Z',
  is_hidden: 0,
  ...overrides,
});

function setup() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  let rows = [review(1), review(2, { owner_reply: 'Thank you!', rating: 5 }), review(3, { is_hidden: 1, rating: 1 })];
  const list = (url: string): TOwnerReviewList => {
    const unanswered = url.includes('filter=unanswered');
    const shown = unanswered ? rows.filter((r) => !r.owner_reply) : rows;
    return {
      rows: shown,
      count: rows.length,
      matching: shown.length,
      unanswered: rows.filter((r) => !r.owner_reply).length,
      average: 4.5,
    };
  };
  const fetch = mockFetch({
    'GET /api/my/businesses/41/reviews': (url) => ok(list(url)),
    'PUT /api/businesses/41/reviews/1/reply': (_url, init) => {
      const { reply } = JSON.parse(String(init.body)) as { reply: string };
      rows = rows.map((r) => (r.review_id === 1 ? { ...r, owner_reply: reply } : r));
      return ok(null, 'Reply saved.');
    },
    'PUT /api/businesses/41/reviews/2/reply': (_url, init) => {
      const { reply } = JSON.parse(String(init.body)) as { reply: string };
      rows = rows.map((r) => (r.review_id === 2 ? { ...r, owner_reply: reply } : r));
      return ok(null, 'Reply saved.');
    },
  });
  renderWithRouter(<OwnerReviews businessId={41} />);
  return fetch;
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('OwnerReviews (decision 72)', () => {
  it('lists the reviews with their stars, the hidden one marked, and the unanswered count', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Reviewer 1' })).toBeInTheDocument();
    expect(within(card('Reviewer 3')).getByText('Hidden by the admin')).toBeInTheDocument();
    expect(within(card('Reviewer 2')).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Unanswered (2)')).toBeInTheDocument();
  });

  it('replies to a review; an empty reply is refused before sending', async () => {
    const fetch = setup();
    await screen.findByRole('heading', { name: 'Reviewer 1' });
    await userEvent.click(within(card('Reviewer 1')).getByRole('button', { name: 'Reply' }));
    await userEvent.click(within(card('Reviewer 1')).getByRole('button', { name: 'Send reply' }));
    expect(await within(card('Reviewer 1')).findByText('Please write your reply.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.type(within(card('Reviewer 1')).getByRole('textbox'), 'Thanks for visiting');
    await userEvent.click(within(card('Reviewer 1')).getByRole('button', { name: 'Send reply' }));
    expect(await within(card('Reviewer 1')).findByText('Thanks for visiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Unanswered (1)')).toBeInTheDocument());
  });

  it('edits a reply, starting from the reply as it is', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Reviewer 2' });
    await userEvent.click(within(card('Reviewer 2')).getByRole('button', { name: 'Edit reply' }));
    const box = within(card('Reviewer 2')).getByRole('textbox');
    expect(box).toHaveValue('Thank you!');
    await userEvent.clear(box);
    await userEvent.type(box, 'Thank you, see you at Diwali!');
    await userEvent.click(within(card('Reviewer 2')).getByRole('button', { name: 'Save reply' }));
    expect(await within(card('Reviewer 2')).findByText('Thank you, see you at Diwali!')).toBeInTheDocument();
  });
});
