import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employmentTypes, remoteTypes } from '@gd/contracts/codes';
import { createRoutes } from '../../../app/router';
import { mockFetch, newQueryClient, ok, renderRoutes } from '../../../test/utils';

describe('the job board filters', () => {
  it('keeps both of two filters chosen before the first one has rendered', async () => {
    mockFetch({
      'GET /api/jobs': () => ok({ rows: [], count: 0 }),
      'GET /api/cities': () => ok([]),
      'GET /api/job-categories': () => ok([]),
    });
    const queryClient = newQueryClient();
    const { router } = renderRoutes(createRoutes(queryClient), { initialPath: '/job-list', queryClient });
    const employment = await screen.findByLabelText('Employment type');
    const remote = screen.getByLabelText('Remote type');
    const [fullTime, onSite] = [employmentTypes.entries[0]!.value, remoteTypes.entries[0]!.value];
    // Both handlers run before React renders the first change, as on a busy phone.
    act(() => {
      fireEvent.change(employment, { target: { value: String(fullTime) } });
      fireEvent.change(remote, { target: { value: String(onSite) } });
    });
    await screen.findByText('Remote type');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('employment_type')).toBe(String(fullTime));
    expect(search.get('remote_type')).toBe(String(onSite));
  });
});
