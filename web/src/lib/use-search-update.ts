import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * Changes the URL's query from the latest one asked for, not this render's.
 *
 * React Router's `setSearchParams(prev => …)` hands over the parameters of the render whose handler runs. A
 * navigation renders in a transition, so on a busy device a second filter can be chosen before the first one's
 * render lands; built on that render's parameters, it would drop the first choice. Until the render catches up,
 * this builds on what was last sent.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const last = useRef<{ rendered: string; sent: string } | null>(null);
  return (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
    const rendered = search.toString();
    const base = last.current && last.current.rendered === rendered ? last.current.sent : rendered;
    const next = new URLSearchParams(base);
    change(next);
    last.current = { rendered, sent: next.toString() };
    setSearch(next, options);
  };
}
