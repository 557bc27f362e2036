// npm run create-staff -- --clinic ID --department N --phone P --password X [--name N] [--email E] [--admin]
//   [--practitioner ID]
// Makes a clinic staff account (decision 31): one clinic, one department (reception 1, doctor 2, panchakarma 4,
// lab 19); --admin makes it the clinic's administrator; --practitioner links a doctor to the practitioner profile
// whose online bookings then share the doctor's slots in the clinic's calendar (decision 93) — the operator's
// step, taken at the practitioner's request. Migrates a fresh data folder first; safe while the app
// runs on the same folder (SQLite WAL + busy timeout, or PostgreSQL).
import { parseArgs } from 'node:util';
import { ZCreateStaffRequest } from '@gd/contracts/schemas/clinic';
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createStaff } from '../modules/clinic/staff-service';
import { AppError } from '../platform/errors';

const { values } = parseArgs({
  options: {
    clinic: { type: 'string' },
    department: { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    designation: { type: 'string' },
    admin: { type: 'boolean' },
    practitioner: { type: 'string' },
  },
  strict: true,
});

function usage(problem: string): never {
  console.error(
    `create-staff: ${problem}\nUsage: npm run create-staff -- --clinic 1 --department 1 --phone 9876543210 --password '…' [--name 'Full Name'] [--email E] [--designation D] [--admin] [--practitioner ID]\nDepartments: 1 reception, 2 doctor, 4 panchakarma, 19 lab.`,
  );
  process.exit(2);
}

const clinicId = Number(values.clinic);
if (!Number.isInteger(clinicId) || clinicId <= 0) usage('a --clinic id is required');
const parsed = ZCreateStaffRequest.safeParse({
  name: values.name ?? 'Clinic Staff',
  phone: values.phone ?? '',
  email: values.email ?? '',
  password: values.password ?? '',
  department_id: values.department ?? '',
  designation: values.designation ?? '',
  is_clinic_admin: values.admin ?? false,
  ...(values.practitioner ? { practitioner_id: values.practitioner } : {}),
});
if (!parsed.success) {
  usage(parsed.error.issues.map((i) => `--${i.path.join('.').replace('_id', '')}: ${i.message}`).join(', '));
}

try {
  const config = loadConfig(process.env, { signsTokens: false });
  const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db);
  const staff = await createStaff(database.db, { ...parsed.data, clinicId, actorUserId: null, now: new Date() });
  console.log(
    `Created staff ${staff.name} (${staff.phone}) of clinic ${clinicId}, department ${staff.department_id}${staff.is_clinic_admin ? ', clinic administrator' : ''} (staff ${staff.staff_id}, user ${staff.user_id}).`,
  );
  await database.close();
} catch (err) {
  if (err instanceof AppError) {
    const fields = Object.keys(err.fieldErrors ?? {}).map((f) => `--${f.replace(/_id$/, '')}`);
    usage(`${fields.length ? `${fields.join(', ')}: ` : ''}${err.message}`);
  }
  console.error(`create-staff failed — ${err instanceof ConfigError ? err.message : (err as Error).message}`);
  process.exit(1);
}
