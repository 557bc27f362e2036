import { isCalendarDay } from './schemas/content';

/**
 * Spec §4: events split by start date compared at the start of the day. A start day of today or later is
 * upcoming (sorted ascending); earlier or unparseable is past (sorted descending). `today` is the India
 * calendar day (see india-time.ts). Ties keep a stable order by id.
 */
export function splitEvents<E extends { event_id: number; event_start_date: string | null }>(
  events: readonly E[],
  today: string,
): { upcoming: E[]; past: E[] } {
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const e of events) {
    const d = dayOf(e.event_start_date);
    if (d !== null && d >= today) upcoming.push(e);
    else past.push(e);
  }
  const key = (e: E) => dayOf(e.event_start_date) ?? '';
  upcoming.sort((a, b) => key(a).localeCompare(key(b)) || a.event_id - b.event_id);
  past.sort((a, b) => key(b).localeCompare(key(a)) || b.event_id - a.event_id);
  return { upcoming, past };
}

/** The YYYY-MM-DD day of a stored start date (a day, or an ISO timestamp's day), or null when unparseable. */
function dayOf(value: string | null): string | null {
  if (!value) return null;
  const d = value.slice(0, 10);
  return isCalendarDay(d) ? d : null;
}
