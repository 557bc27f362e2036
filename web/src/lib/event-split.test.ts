import { describe, expect, it } from 'vitest';
import { splitEvents } from '@gd/contracts/event-split';
import { indiaDate } from '@gd/contracts/india-time';

describe('event split (spec §4)', () => {
  const e = (event_id: number, event_start_date: string | null) => ({ event_id, event_start_date });

  it('puts today and later in upcoming (ascending), earlier and unparseable in past (descending)', () => {
    const { upcoming, past } = splitEvents(
      [
        e(1, '2026-11-22'),
        e(2, '2026-11-21'),
        e(3, 'someday'),
        e(4, '2026-12-01'),
        e(5, null),
        e(6, '2026-02-30'),
        e(7, '2025-01-01'),
        e(8, '2026-11-22T23:00:00Z'),
      ],
      '2026-11-22',
    );
    expect(upcoming.map((x) => x.event_id)).toEqual([1, 8, 4]);
    expect(past.map((x) => x.event_id)).toEqual([2, 7, 6, 5, 3]);
  });

  it('compares at the start of the India day, not the UTC one', () => {
    const events = [e(1, '2026-11-22')];
    // 18:29 UTC on the 21st is 23:59 in India: the 22nd is still to come.
    expect(splitEvents(events, indiaDate(new Date('2026-11-21T18:29:00Z'))).upcoming).toHaveLength(1);
    // 18:30 UTC on the 22nd is midnight in India: the 22nd has gone.
    expect(splitEvents(events, indiaDate(new Date('2026-11-22T18:30:00Z'))).past).toHaveLength(1);
  });
});
