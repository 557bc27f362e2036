import type { Kysely, Transaction } from 'kysely';
import type { DB, NewBusiness } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export function insertBusiness(db: Db, values: NewBusiness) {
  return db.insertInto('businesses').values(values).returning(['business_id']).executeTakeFirstOrThrow();
}
