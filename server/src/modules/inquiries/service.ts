import type { Kysely } from 'kysely';
import type { ZCreateInquiryRequest } from '@gd/contracts/schemas/directory';
import type { TReceivedInquiry, TSentInquiry } from '@gd/contracts/schemas/owner';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import * as directory from '../directory/service';
import * as requests from '../requests/service';
import * as repo from './repo';

/** Stores an inquiry from a logged-in user to an approved business and counts it on the business. */
export async function createInquiry(
  db: Kysely<DB>,
  input: { businessId: number; userId: number; now: Date; body: z.output<typeof ZCreateInquiryRequest> },
  idempotencyKey: string | null = null,
): Promise<{ result: { id: number }; replayed: boolean }> {
  if ((await directory.publicOwner(db, input.businessId)) === null) {
    throw AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
  }
  // Decision 79: one inquiry per Idempotency-Key (a double click stores one).
  const idem = idempotencyKey
    ? {
        scope: 'inquiry',
        caller: requests.callerOf(input.userId, ''),
        key: idempotencyKey,
        request: { business_id: input.businessId, body: input.body },
        now: input.now,
      }
    : null;
  return requests.once(db, idem, async (trx) => {
    const row = await repo.insertInquiry(trx, {
      business_id: input.businessId,
      user_id: input.userId,
      name: input.body.name,
      email: input.body.email ?? null,
      mobile: input.body.mobile,
      subject: input.body.subject,
      message: input.body.message,
      created_at: input.now.toISOString(),
    });
    await directory.countInquiry(trx, input.businessId, input.now);
    return row;
  });
}

/**
 * The inquiries a business received, newest first, each with the business's name. Inquiries are only ever
 * sent to existing businesses (which are deleted softly), so every row has one.
 */
export async function listForBusiness(db: Kysely<DB>, businessId: number): Promise<TReceivedInquiry[]> {
  const rows = await repo.listForBusiness(db, businessId);
  const businesses = await directory.businessesById(db, rows.length ? [businessId] : []);
  return rows.flatMap((r) => {
    const b = businesses.get(r.business_id);
    return b ? [{ ...r, business_name: b.business_name }] : [];
  });
}

/** Decision 25: the inquiries the user sent, newest first, with the business's name and slug. */
export async function listSentBy(db: Kysely<DB>, userId: number): Promise<TSentInquiry[]> {
  const rows = await repo.listSentBy(db, userId);
  const businesses = await directory.businessesById(
    db,
    rows.map((r) => r.business_id),
  );
  return rows.flatMap((r) => {
    const b = businesses.get(r.business_id);
    return b ? [{ ...r, business_name: b.business_name, business_slug: b.slug }] : [];
  });
}

export const createdSince = (db: Kysely<DB>, businessId: number, since: Date) =>
  repo.createdSince(db, businessId, since.toISOString());

/** Deletes an inquiry received by the business; 404 when it is not one of its inquiries. */
export async function deleteForBusiness(db: Kysely<DB>, businessId: number, inquiryId: number): Promise<void> {
  const result = await repo.deleteForBusiness(db, businessId, inquiryId);
  if (!Number(result.numDeletedRows)) throw AppError.notFound('INQUIRY_NOT_FOUND', 'Inquiry not found');
}

// ---- for the admin console (added by Engineer A): the dashboard's count ---------------------------------------

/** Inquiries sent since an instant, to every business. */
export const adminCountSince = (db: Kysely<DB>, since: Date) => repo.adminCountSince(db, since.toISOString());
