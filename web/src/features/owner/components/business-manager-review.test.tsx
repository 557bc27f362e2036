import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReviewHistory } from '@gd/contracts/schemas/business-review';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { BusinessManager } from './business-manager';

const business = (over: Partial<TMyBusiness> = {}): TMyBusiness => ({
  business_id: 41,
  business_name: 'Shree Umiya Textiles',
  slug: 'shree-umiya-textiles',
  business_logo: null,
  category_id: 6,
  category_name: 'Textiles',
  category_name_guj: null,
  city: 'Surat',
  city_guj: null,
  is_approve: 2,
  approval_reason: 'The address is incomplete.',
  profile_step: 7,
  completeness: 100,
  total_view: 0,
  total_inquiry: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const history = (isApprove: number, actions: TReviewHistory['events']): TReviewHistory => ({
  business_id: 41,
  business_name: 'Shree Umiya Textiles',
  is_approve: isApprove,
  approval_reason: null,
  events: actions,
});
const rejected = {
  event_id: 1,
  action: 'rejected' as const,
  reason: 'The address is incomplete.',
  actor_role: 'admin' as const,
  actor_name: null,
  created_at: '2026-11-20T06:30:00.000Z',
};

describe('a rejected business on My Business (decision 70)', () => {
  it('is sent for review again by its owner, and its review history opens under the card', async () => {
    let resubmitted = false;
    mockFetch({
      'GET /api/my/businesses': () => ok([business(resubmitted ? { is_approve: 0, approval_reason: null } : {})]),
      'POST /api/my/businesses/41/resubmit': () => {
        resubmitted = true;
        return ok(
          history(0, [
            rejected,
            {
              event_id: 2,
              action: 'resubmitted',
              reason: null,
              actor_role: 'owner',
              actor_name: 'Hetal Desai',
              created_at: '2026-11-21T06:30:00.000Z',
            },
          ]),
        );
      },
    });
    renderWithRouter(<BusinessManager />);
    expect(await screen.findByText('Reason: The address is incomplete.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review again' }));
    await waitFor(() => expect(resubmitted).toBe(true));
    // The history opens with both steps, and the card shows the business as pending.
    expect(await screen.findByText('Sent for review again')).toBeVisible();
    expect(screen.getByText('on 20 Nov 2026 by an admin')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide review history' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send for review again' })).toBeNull());
  }, 30_000);
});
