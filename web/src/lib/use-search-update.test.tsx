import { act, render } from '@testing-library/react';
import { MemoryRouter, Router, type To, useLocation } from 'react-router';
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

  it('keeps every change when a render of an earlier one lands before the last one is rendered', () => {
    const sent: string[] = [];
    const navigator = {
      createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
      push: (to: To) => sent.push(typeof to === 'string' ? to : (to.search ?? '')),
      replace: (to: To) => sent.push(typeof to === 'string' ? to : (to.search ?? '')),
      go: () => {},
    };
    const probe: { update?: ReturnType<typeof useSearchUpdate> } = {};
    function Probe() {
      probe.update = useSearchUpdate();
      return null;
    }
    // The router shows whatever location the test says it has rendered; what is sent is only recorded.
    const at = (search: string) => (
      <Router location={{ pathname: '/doctors', search }} navigator={navigator}>
        <Probe />
      </Router>
    );
    const last = () => new URLSearchParams(sent[sent.length - 1]);
    const { rerender } = render(at('?city_id=2'));
    probe.update!((next) => next.set('specialty_id', '8'));
    probe.update!((next) => next.set('language', 'gu'));
    // The specialty's render lands; the language's is still on its way when the name is typed.
    rerender(at('?city_id=2&specialty_id=8'));
    probe.update!((next) => next.set('q', 'Vyas'));
    expect(last()).toEqual(new URLSearchParams({ city_id: '2', specialty_id: '8', language: 'gu', q: 'Vyas' }));

    // Caught up, then a query it never sent (the back button): built on as it is.
    rerender(at('?city_id=2&specialty_id=8&language=gu&q=Vyas'));
    rerender(at('?city_id=5'));
    probe.update!((next) => next.set('available', 'today'));
    expect(last()).toEqual(new URLSearchParams({ city_id: '5', available: 'today' }));
  });
});
