import type { Db } from '../../db/sql';

/** Inquiries visitors sent to businesses (the business names are the directory's). */

export const insertInquiry = (
  db: Db,
  row: {
    business_id: number;
    user_id: number;
    name: string;
    email: string | null;
    mobile: string;
    subject: string;
    message: string;
    created_at: string;
  },
) => db.insertInto('inquiries').values(row).returning('id').executeTakeFirstOrThrow();

const columns = [
  'id',
  'created_at',
  'name',
  'email',
  'mobile',
  'subject',
  'message',
  'business_id',
  'replied_at',
] as const;

export const listForBusiness = (db: Db, businessId: number) =>
  db
    .selectFrom('inquiries')
    .select(columns)
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** One inquiry a business received, with its sender's account (decision 69: alerts and replies). */
export const findForBusiness = (db: Db, businessId: number, inquiryId: number) =>
  db
    .selectFrom('inquiries')
    .select([...columns, 'user_id'])
    .where('id', '=', inquiryId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();

export const setReplied = (db: Db, inquiryId: number, at: string) =>
  db.updateTable('inquiries').set({ replied_at: at }).where('id', '=', inquiryId).execute();

export const deleteForBusiness = (db: Db, businessId: number, inquiryId: number) =>
  db.deleteFrom('inquiries').where('id', '=', inquiryId).where('business_id', '=', businessId).executeTakeFirst();

export const listSentBy = (db: Db, userId: number) =>
  db
    .selectFrom('inquiries')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const createdSince = (db: Db, businessId: number, sinceIso: string) =>
  db
    .selectFrom('inquiries')
    .select('created_at')
    .where('business_id', '=', businessId)
    .where('created_at', '>=', sinceIso)
    .execute();

// ---- for the admin console (added by Engineer A): the dashboard's count ---------------------------------------

/** Inquiries sent since an instant (all businesses). */
export async function adminCountSince(db: Db, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select(db.fn.countAll<number>().as('n'))
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
