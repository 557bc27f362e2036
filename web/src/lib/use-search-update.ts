import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * Changes the URL's query from the latest one asked for, not this render's.
 *
 * React Router's `setSearchParams(prev => …)` hands over the parameters of the render whose handler runs. A
 * navigation renders in a transition, so on a busy device a second filter can be chosen before the first one's
 * render lands; built on that render's parameters, it would drop the first choice. Several changes on their way can
 * also land one at a time: a render of the first may come before the second's. So while the render shows the query
 * as it was before these changes or as one of them left it, this builds on what was last sent; a query it never sent
 * (the back button, a link) is built on as it is.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  // The queries these changes passed through (the one rendered when the first was sent, then each sent), and the last.
  const pending = useRef<{ passed: string[]; sent: string } | null>(null);
  return (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
    const rendered = search.toString();
    const known = pending.current;
    const behind = known !== null && known.passed.includes(rendered) && rendered !== known.sent;
    const next = new URLSearchParams(behind ? known.sent : rendered);
    change(next);
    const sent = next.toString();
    pending.current = behind ? { passed: [...known.passed, sent], sent } : { passed: [rendered, sent], sent };
    setSearch(next, options);
  };
}
