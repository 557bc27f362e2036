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
