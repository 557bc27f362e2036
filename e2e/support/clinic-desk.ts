import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import * as clinic from '@gd/contracts/endpoints/clinic';
import { DEPARTMENT } from '@gd/contracts/codes';
import { api } from './api';
import { randomLetters } from './auth';

/**
 * A clinic for the OPD desk journey (issue 20): made in the server's own SQLite file (clinics are demo data or an
 * operator's, there is no API that makes one), its administrator by `npm run create-staff`, then reception, a
 * doctor and a patient through the API, as the desk would.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STAFF_PASSWORD = 'Tulsi-Ashwagandha#26';

const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export interface DeskClinic {
  clinicId: number;
  admin: string;
  reception: string;
  doctor: string;
  doctorId: number;
  doctorName: string;
  patientName: string;
}

export async function deskClinic(): Promise<DeskClinic> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup exposes the server’s DATA_DIR');
  const tag = randomLetters(5);
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 10000');
  const clinicId = Number(
    db
      .prepare('insert into clinics (name, name_guj) values (?, ?) returning clinic_id')
      .pluck()
      .get(`Dhanvantari Ayurveda ${tag}`, 'ધન્વંતરિ આયુર્વેદ'),
  );
  db.prepare('insert into clinic_branches (clinic_id, name) values (?, ?)').run(clinicId, 'Main');
  db.close();

  const adminPhone = phone();
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'server', 'src', 'cli', 'create-staff.ts'),
      ...['--clinic', String(clinicId), '--department', '1', '--phone', adminPhone, '--password', STAFF_PASSWORD],
      ...['--name', `Admin ${tag}`, '--admin'],
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe' },
  );
  const login = async (p: string) =>
    (await api.call(clinic.staffLogin, { body: { phone: p, password: STAFF_PASSWORD } })).token;
  const admin = await login(adminPhone);
  const make = async (name: string, department: 1 | 2) => {
    const p = phone();
    const staff = await api.call(
      clinic.createStaff,
      { body: { name, phone: p, password: STAFF_PASSWORD, department_id: department } },
      { token: admin },
    );
    return { token: await login(p), id: staff.staff_id };
  };
  const doctorName = `Dr Vaidya ${tag}`;
  const [reception, doctor] = await Promise.all([
    make(`Reception ${tag}`, DEPARTMENT.RECEPTION),
    make(doctorName, DEPARTMENT.DOCTOR),
  ]);
  const patientName = `Meena Desai ${tag}`;
  await api.call(
    clinic.createPatient,
    {
      body: {
        name: patientName,
        name_guj: 'મીના દેસાઈ',
        sex: 2,
        age: 62,
        phone: '9825012345',
        consent: true,
        consent_language: 'guj',
      },
    },
    { token: reception.token },
  );
  return {
    clinicId,
    admin,
    reception: reception.token,
    doctor: doctor.token,
    doctorId: doctor.id,
    doctorName,
    patientName,
  };
}
