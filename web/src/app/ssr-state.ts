import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@gd/contracts/codes';

/**
 * What a server-rendered page hands the browser next to its HTML (a JSON `<script>`, which the CSP allows, as it
 * never runs): the language it was rendered in, the answers it rendered from, and the router's loader data.
 */
export interface SsrState {
  language: Language;
  queries: DehydratedState;
  router: HydrationState;
}

export const SSR_STATE_ID = 'ssr-state';

/** The page's server state, or null for a page the server did not render. */
export function readSsrState(doc: Document = document): SsrState | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** The JSON for the `<script type="application/json">`: no `<` survives, so no text can close the script. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
