import { describe, expect, it } from 'vitest';
import { readSsrState, serializeSsrState, SSR_STATE_ID, type SsrState } from './ssr-state';

const state = (name: string): SsrState => ({
  language: 'en',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['businesses', 'detail', 1],
        queryHash: '["businesses","detail",1]',
        dehydratedAt: 0,
        state: {
          data: { business_name: name },
          dataUpdateCount: 1,
          dataUpdatedAt: 0,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: {} },
});

describe('the state a server-rendered page hands the browser', () => {
  it('cannot be closed early by a text in it, and reads back unchanged', () => {
    const hostile = 'Shop </script><script>alert(1)</script> \u2028 <!-- end';
    const json = serializeSsrState(state(hostile));
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
    expect(readSsrState()).toEqual(state(hostile));
  });

  it('is null on a page the server did not render, or with a broken script', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{"language":</script>`;
    expect(readSsrState()).toBeNull();
  });
});
