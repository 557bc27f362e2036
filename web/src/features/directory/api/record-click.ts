import { fillPath } from '@gd/contracts/endpoint';
import * as endpoints from '@gd/contracts/endpoints/insights';
import type { TClickKind } from '@gd/contracts/schemas/insights';
import { API_BASE } from '../../../lib/api-client';

/**
 * Decision 71: counts a click on the profile's call, WhatsApp, directions or website link for the owner's
 * insights. Sent with `keepalive`, so it arrives even when the link leaves the page; nothing waits for it, and a
 * failure is nobody's concern.
 */
export function recordClick(businessId: number, kind: TClickKind): void {
  const url = `${API_BASE}${fillPath(endpoints.recordProfileClick.path, { id: businessId })}`;
  try {
    void fetch(url, {
      method: endpoints.recordProfileClick.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* no fetch (an old browser): the click is simply not counted */
  }
}
