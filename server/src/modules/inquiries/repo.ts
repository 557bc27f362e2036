import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

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

export const listForBusiness = (db: Db, businessId: number) =>
  db
    .selectFrom('inquiries as i')
    .innerJoin('businesses as b', 'b.business_id', 'i.business_id')
    .select([
      'i.id',
      'i.created_at',
      'i.name',
      'i.email',
      'i.mobile',
      'i.subject',
      'i.message',
      'i.business_id',
      'b.business_name',
    ])
    .where('i.business_id', '=', businessId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();

export const deleteForBusiness = (db: Db, businessId: number, inquiryId: number) =>
  db.deleteFrom('inquiries').where('id', '=', inquiryId).where('business_id', '=', businessId).executeTakeFirst();

export const listSentBy = (db: Db, userId: number) =>
  db
    .selectFrom('inquiries as i')
    .innerJoin('businesses as b', 'b.business_id', 'i.business_id')
    .select([
      'i.id',
      'i.created_at',
      'i.name',
      'i.email',
      'i.mobile',
      'i.subject',
      'i.message',
      'i.business_id',
      'b.business_name',
      'b.slug as business_slug',
    ])
    .where('i.user_id', '=', userId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();

export const createdSince = (db: Db, businessId: number, sinceIso: string) =>
  db
    .selectFrom('inquiries')
    .select('created_at')
    .where('business_id', '=', businessId)
    .where('created_at', '>=', sinceIso)
    .execute();
