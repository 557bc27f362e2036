import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Decision 65, questions and reviews. A question is a `practitioner_answers` row asked by a logged-in user
 * (`user_id`): the answer stays '' until the practitioner answers (`answered_at`), and `is_approve` is the admin's
 * decision (0 waiting, 1 approved, 2 rejected); only approved, answered rows are public. Rows written before this
 * migration were all entered with their answer, so they count as answered when they were last changed.
 *
 * Reviews of practitioners get a table of their own: one per appointment (a unique index decides two presses of
 * Submit), the practitioner's single reply, and the admin's hide flag.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await db.schema
    .alterTable('practitioner_answers')
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id'))
    .execute();
  await db.schema
    .alterTable('practitioner_answers')
    .addColumn('answered_at', d === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  await sql`update practitioner_answers set answered_at = updated_at where answer <> ''`.execute(db);
  // The practitioner's list (unanswered first) and the admin's queue (answered, waiting).
  await db.schema
    .createIndex('practitioner_answers_queue_ix')
    .on('practitioner_answers')
    .columns(['is_approve', 'answered_at'])
    .execute();

  let reviews = idColumn(d, db.schema.createTable('practitioner_reviews'), 'review_id')
    .addColumn('practitioner_id', 'integer', (c) => c.notNull().references('practitioners.practitioner_id'))
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('user_book_appointments.appointment_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review_text', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0));
  reviews = timestampColumn(d, reviews, 'reply_at');
  await timestamps(d, reviews).execute();
  await db.schema
    .createIndex('practitioner_reviews_appointment_ux')
    .unique()
    .on('practitioner_reviews')
    .column('appointment_id')
    .execute();
  await db.schema
    .createIndex('practitioner_reviews_list_ix')
    .on('practitioner_reviews')
    .columns(['practitioner_id', 'is_hidden', 'review_id'])
    .execute();
  await db.schema.createIndex('practitioner_reviews_user_ix').on('practitioner_reviews').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('practitioner_reviews').execute();
  await db.schema.dropIndex('practitioner_answers_queue_ix').execute();
  await db.schema.alterTable('practitioner_answers').dropColumn('answered_at').execute();
  await db.schema.alterTable('practitioner_answers').dropColumn('user_id').execute();
}
