import type { Page } from '@playwright/test';
import { createApiClient } from '@gd/contracts/api-client';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { baseUrl } from './api';

/**
 * A journey that needs a time of day runs at that hour of today, whatever the real hour: the suite's server reads
 * the X-Test-Clock-Offset header (TEST_CLOCK_HEADER, set by the global setup), so each of the journey's requests
 * carries the offset, and each of its pages' clocks starts at the same moved time.
 */
const HEADER = 'x-test-clock-offset';

/** Milliseconds from now to `hhmm` India time on today's India date (the date stays; only the hour moves). */
export function offsetToIndiaTime(hhmm: string, now = Date.now()): number {
  return Date.parse(`${indiaDate(new Date(now))}T${hhmm}:00+05:30`) - now;
}

/**
 * Milliseconds from now to `hhmm` India time on the nearest `weekday` (0 Sunday … 6 Saturday, at most three days
 * either way), for a journey that needs the shops open: most demo businesses keep Monday–Saturday hours.
 */
export function offsetToIndiaWeekdayTime(weekday: number, hhmm: string, now = Date.now()): number {
  const today = indiaDate(new Date(now));
  const diff = (weekday - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7;
  const day = addDays(today, diff > 3 ? diff - 7 : diff);
  return Date.parse(`${day}T${hhmm}:00+05:30`) - now;
}

/** The moved time now. */
export const movedNow = (offset: number) => new Date(Date.now() + offset);

/** The typed API client, every call at the moved time. */
export function apiAt(offset: number) {
  return createApiClient({
    base: () => `${baseUrl()}/api`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set(HEADER, String(offset));
      return fetch(input, { ...init, headers });
    },
  });
}

const moved = new WeakSet<Page>();
/** Moves the page's clock and its requests' (once per page; call before its first navigation). */
export async function pageAt(page: Page, offset: number): Promise<void> {
  if (moved.has(page)) return;
  moved.add(page);
  await page.clock.install({ time: Date.now() + offset });
  await page.setExtraHTTPHeaders({ [HEADER]: String(offset) });
}
