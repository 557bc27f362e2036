import { parseHoursText, type TOpeningHours } from '@gd/contracts/opening-hours';
import type { Db } from '../../db/sql';
import { publicDataChanged } from '../../platform/changes';
import * as hoursRepo from './hours-repo';

/**
 * Opening hours (decision 62): what cards and profiles show of them, and reading the free text owners wrote
 * before there were shifts.
 */

/** The hours as the profile and the wizard show them: null when none were given. */
export async function hoursOfOne(db: Db, id: number): Promise<TOpeningHours | null> {
  return (await hoursRepo.hoursOf(db, [id])).get(id) ?? null;
}

/**
 * Free-text hours saved before shifts existed become shifts where they parse ("Mon–Sat 10:00–20:00"), and the
 * text, now said by the shifts, is cleared; text that does not parse stays as the owner's note. Runs when the app
 * starts, a batch at a time; returns how many parsed.
 */
export async function fillHoursFromText(db: Db): Promise<number> {
  let parsed = 0;
  for (;;) {
    const batch = await hoursRepo.listUncheckedHours(db, 500);
    if (!batch.length) {
      // Cards show the hours (the search index holds them, decision 82): announced once, after they are saved.
      if (parsed) publicDataChanged(db, { topic: 'businesses' });
      return parsed;
    }
    await db.transaction().execute(async (trx) => {
      for (const b of batch) {
        const hours = parseHoursText(b.operating_hours);
        if (!hours) continue;
        await hoursRepo.replaceHours(trx, b.business_id, hours);
        await hoursRepo.clearHoursText(trx, b.business_id);
        parsed++;
      }
      await hoursRepo.markHoursChecked(
        trx,
        batch.map((b) => b.business_id),
      );
    });
  }
}
