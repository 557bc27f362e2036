import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchUpdate } from './use-search-update';

describe('useSearchUpdate', () => {
  it('keeps both of two changes made before the first one has rendered', () => {
    const seen: { update?: ReturnType<typeof useSearchUpdate>; search?: string } = {};
    function Probe() {
      seen.update = useSearchUpdate();
      seen.search = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/doctors?city_id=2']}>
        <Probe />
      </MemoryRouter>,
    );
    const stale = seen.update!; // the handler of the render the visitor sees while the first change is on its way
    act(() => {
      stale((next) => next.set('specialty_id', '7'));
      stale((next) => next.set('language', 'gu'));
    });
    expect(new URLSearchParams(seen.search)).toEqual(
      new URLSearchParams({ city_id: '2', specialty_id: '7', language: 'gu' }),
    );

    // Once rendered, a change builds on the URL as it now is, including one changed elsewhere (the back button).
    act(() => seen.update!((next) => next.delete('city_id')));
    expect(seen.search).toBe('?specialty_id=7&language=gu');
  });
});
