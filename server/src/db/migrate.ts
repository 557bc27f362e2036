import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_core';
import * as m0002 from './migrations/0002_auth';
import * as m0003 from './migrations/0003_discovery';
import * as m0004 from './migrations/0004_owner';
import * as m0005 from './migrations/0005_shared';
import * as m0006 from './migrations/0006_jobs';
import * as m0007 from './migrations/0007_content';
import * as m0008 from './migrations/0008_billing';
import * as m0009 from './migrations/0009_admin';
import * as m0010 from './migrations/0010_records';
import * as m0020 from './migrations/0020_search_keys';
import * as m0021 from './migrations/0021_opening_hours';
import * as m0022 from './migrations/0022_map_pins';
import * as m0023 from './migrations/0023_practitioner_booking';
import * as m0024 from './migrations/0024_practitioner_profiles';
import * as m0026 from './migrations/0026_practitioner_community';
import * as m0027 from './migrations/0027_appointment_mail';
import * as m0025 from './migrations/0025_appointment_payments';
import * as m0028 from './migrations/0028_practitioner_workspace';
import * as m0029 from './migrations/0029_plan_features';
import * as m0031 from './migrations/0031_invoice_gstin_and_review_history';
import * as m0032 from './migrations/0032_insights_and_gallery';
import * as m0030 from './migrations/0030_notifications';
import * as m0033 from './migrations/0033_appointment_changes';
import * as m0034 from './migrations/0034_idempotency_keys';
import * as m0035 from './migrations/0035_profile_documents';
import * as m0036 from './migrations/0036_clinic_tenants';
import * as m0037 from './migrations/0037_clinic_visits';
import * as m0038 from './migrations/0038_clinic_patient_words';
import * as m0039 from './migrations/0039_consultations';
import * as m0040 from './migrations/0040_clinic_day_close';
import * as m0041 from './migrations/0041_clinic_appointments';
import * as m0042 from './migrations/0042_pharmacy';
import * as m0044 from './migrations/0044_therapy';
import * as m0043 from './migrations/0043_lab';
import * as m0045 from './migrations/0045_ward';
import * as m0046 from './migrations/0046_therapy_room_guj';
import * as m0047 from './migrations/0047_pharmacy_returns';

/**
 * Every migration, in order. A new migration is a new file in ./migrations and one line here
 * (a static list keeps the bundled server and the tests free of file-system lookups).
 */
const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_auth': m0002,
  '0003_discovery': m0003,
  '0004_owner': m0004,
  '0005_shared': m0005,
  '0006_jobs': m0006,
  '0007_content': m0007,
  '0008_billing': m0008,
  '0009_admin': m0009,
  '0010_records': m0010,
  '0020_search_keys': m0020,
  '0021_opening_hours': m0021,
  '0022_map_pins': m0022,
  '0023_practitioner_booking': m0023,
  '0024_practitioner_profiles': m0024,
  '0026_practitioner_community': m0026,
  '0027_appointment_mail': m0027,
  '0025_appointment_payments': m0025,
  '0028_practitioner_workspace': m0028,
  '0029_plan_features': m0029,
  '0031_invoice_gstin_and_review_history': m0031,
  '0032_insights_and_gallery': m0032,
  '0030_notifications': m0030,
  '0033_appointment_changes': m0033,
  '0034_idempotency_keys': m0034,
  '0035_profile_documents': m0035,
  '0036_clinic_tenants': m0036,
  '0037_clinic_visits': m0037,
  '0038_clinic_patient_words': m0038,
  '0039_consultations': m0039,
  '0040_clinic_day_close': m0040,
  '0041_clinic_appointments': m0041,
  '0042_pharmacy': m0042,
  '0044_therapy': m0044,
  '0043_lab': m0043,
  '0045_ward': m0045,
  '0046_therapy_room_guj': m0046,
  '0047_pharmacy_returns': m0047,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Work on several issues lands in any order: a migration numbered below one already applied still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
