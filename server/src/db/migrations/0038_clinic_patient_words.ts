import { type Kysely, sql } from 'kysely';
import { dialectOf } from './kit';

/**
 * Issue 20 "Fast, measured", decision 91: a clinic's patient search answered from an index instead of a scan of the
 * clinic's patients (`search_key LIKE '% word%'`). `clinic_patient_words` holds, per patient, every prefix (1 to 8
 * letters) of every word of its search key (the names' skeletons in both scripts, decision 86), once, with the
 * patient's list order `ord` = case_year × 100000 + case_seq. Its primary key (clinic_id, prefix, ord) answers
 * "patients of this clinic with a word starting with P, newest case number first" by reading exactly the rows of
 * the page, and a second word is a primary-key probe (clinic_id, prefix, ord). A query word longer than 8 letters
 * is found by its first 8 and checked against the search key. Phone prefixes read clinic_patients_phone_ix as a
 * range of 10-digit numbers; case numbers clinic_patients_case_ux / clinic_patients_seq_ix.
 *
 * Back-fills the existing patients from their stored search keys (the same rule the registration uses).
 */
const MAX_PREFIX = 8;

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  let table = db.schema
    .createTable('clinic_patient_words')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    // no foreign key and no index of its own: a million patients write ~6 million rows (the bulk seed), and the
    // rows of a patient are found by (clinic_id, prefix, ord) from the patient's search key
    .addColumn('patient_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_patient_words_pk', ['clinic_id', 'prefix', 'ord']);
  if (d === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();

  // Back-fill, a thousand patients at a time in patient_id order.
  let after = 0;
  for (;;) {
    const patients = await db
      .selectFrom('clinic_patients')
      .select(['patient_id', 'clinic_id', 'case_year', 'case_seq', 'search_key'])
      .where('patient_id', '>', after)
      .orderBy('patient_id')
      .limit(1000)
      .execute();
    if (patients.length === 0) break;
    after = patients.at(-1)!.patient_id;
    const rows = patients.flatMap((p) => {
      const prefixes = new Set<string>();
      for (const word of String(p.search_key).split(' ')) {
        for (let n = 1; n <= Math.min(MAX_PREFIX, word.length); n++) prefixes.add(word.slice(0, n));
      }
      const ord = Number(p.case_year) * 100_000 + Number(p.case_seq);
      return [...prefixes].map((prefix) => ({ clinic_id: p.clinic_id, prefix, ord, patient_id: p.patient_id }));
    });
    for (let i = 0; i < rows.length; i += 2000) {
      await db
        .insertInto('clinic_patient_words')
        .values(rows.slice(i, i + 2000))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('clinic_patient_words').execute();
}
