import type { Kysely } from 'kysely';

/**
 * Decision 97: a therapy room or yoga hall carries a Gujarati name (`name_guj`, optional) like every other clinic
 * master, so the board, the therapist's day and the rooms page read "યોગ હૉલ" in Gujarati.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinic_therapy_rooms').addColumn('name_guj', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinic_therapy_rooms').dropColumn('name_guj').execute();
}
