import { onPublicDataChange, publicDataChanged } from '../../platform/changes';
import type { TClinicDoctor } from '@gd/contracts/schemas/clinic';
import { cachePerDatabase } from '../../platform/ttl-cache';
import type { StaffCaller } from './staff-service';

export interface ClinicCard {
  name: string;
  name_guj: string | null;
  address: string | null;
  phone: string | null;
}

/**
 * Issue 20 ("Fast, measured"): what every staff request reads of the clinic module — the caller's membership
 * (the `staff` guard), the clinic's active doctors with their names, the clinic's card — is kept in memory
 * instead of being read afresh (4–8 queries a request before).
 *
 * Every write that changes these (staff created or deactivated, a clinic changed) calls `clinicStaffChanged`
 * after it committed: this process forgets at once (so a deactivated member's next request here is refused),
 * and the change bus (platform/change-bus.ts) tells the other processes on the same database, which forget within
 * the bus's latency. After a bus reconnection every topic counts as changed, so nothing stale outlives a lost
 * message. The lifetime below only bounds what no write announces: a user's renamed account (users module)
 * shows in a doctors list within it.
 */
const LIFETIME_MS = 60_000;

/** user id → the membership, or null (not staff): at most this many accounts are held. */
export const callers = cachePerDatabase<StaffCaller | null>(LIFETIME_MS, 20_000);
/** clinic id → its active doctors with their names. */
export const doctorLists = cachePerDatabase<TClinicDoctor[]>(LIFETIME_MS, 5_000);
/** clinic id → its card (names, address, phone). */
export const clinicCards = cachePerDatabase<ClinicCard>(LIFETIME_MS, 5_000);

function forget(db: object): void {
  callers(db).clear();
  doctorLists(db).clear();
  clinicCards(db).clear();
}

onPublicDataChange((db, change) => {
  if (change.topic === 'clinic-staff') forget(db);
});

/**
 * After a committed write to clinic staff or clinics: every process on this database forgets the memberships,
 * doctors and cards it holds (writes are rare; one clinic's change clears all, which keeps the rule simple).
 */
export function clinicStaffChanged(db: object, clinicId?: number): void {
  publicDataChanged(db, { topic: 'clinic-staff', ...(clinicId === undefined ? {} : { id: clinicId }) });
}
