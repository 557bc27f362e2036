import { defineEndpoint } from '../endpoint';
import { ZIdParam, listOf } from '../schemas/common';
import {
  ZClinicDoctor,
  ZClinicStaff,
  ZCreatePatientRequest,
  ZCreateStaffRequest,
  ZGiveConsentRequest,
  ZPatient,
  ZPatientList,
  ZPatientListQuery,
  ZSetTreasurerRequest,
  ZStaffLoginRequest,
  ZStaffLoginResponse,
  ZStaffSession,
  ZWithdrawConsentRequest,
} from '../schemas/clinic';
import { z } from 'zod';

/**
 * Issue 20, decisions 31 and 86: the clinic desk's staff and patients. Every `staff` route acts inside the
 * caller's own clinic: a record of another clinic answers 404. Departments: reception 1, doctor 2, panchakarma 4,
 * lab 19.
 */
const tags = ['clinic'] as const;
const errors = [400, 401, 403, 404] as const;

export const staffLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/staff/login',
  tags,
  access: 'public',
  summary: 'A clinic staff member logs in with a phone or an email and the password',
  body: ZStaffLoginRequest,
  data: ZStaffLoginResponse,
  errors: [400, 401, 403, 429],
});

export const staffMe = defineEndpoint({
  method: 'GET',
  path: '/clinic/me',
  tags,
  access: 'staff',
  summary: 'The caller as clinic staff: clinic, branch, department, administrator or not',
  data: ZStaffSession,
  errors,
});

export const listDoctors = defineEndpoint({
  method: 'GET',
  path: '/clinic/doctors',
  tags,
  access: 'staff',
  summary: "The caller's clinic's active doctors (doctor_id is the doctor's staff id)",
  data: z.array(ZClinicDoctor),
  errors,
});

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/clinic/staff',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: every staff account of their clinic, active ones first',
  data: listOf(ZClinicStaff),
  errors,
});

export const createStaff = defineEndpoint({
  method: 'POST',
  path: '/clinic/staff',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: a new staff account of their clinic in one department',
  body: ZCreateStaffRequest,
  data: ZClinicStaff,
  status: 201,
  errors: [...errors, 409],
});

export const deactivateStaff = defineEndpoint({
  method: 'POST',
  path: '/clinic/staff/:id/deactivate',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: a staff account of their clinic can no longer log in (its sessions end)',
  params: ZIdParam,
  data: ZClinicStaff,
  errors: [...errors, 409],
});

export const setStaffTreasurer = defineEndpoint({
  method: 'PUT',
  path: '/clinic/staff/:id/treasurer',
  tags,
  access: 'staff',
  summary:
    'Clinic administrators: makes a staff account of their clinic a treasurer, or no longer one (the second approval of an Admin+Treasurer pharmacy purchase, decision 95); audited',
  params: ZIdParam,
  body: ZSetTreasurerRequest,
  data: ZClinicStaff,
  errors,
});

export const createPatient = defineEndpoint({
  method: 'POST',
  path: '/clinic/patients',
  tags,
  access: 'staff',
  summary:
    'Reception (and clinic administrators): registers a patient with their consent; the case number is gap-free per clinic per year. Idempotency-Key header accepted.',
  body: ZCreatePatientRequest,
  data: ZPatient,
  status: 201,
  errors: [...errors, 422],
});

export const listPatients = defineEndpoint({
  method: 'GET',
  path: '/clinic/patients',
  tags,
  access: 'staff',
  summary: "Finds the clinic's patients by name (either script), phone or case number; 20 a page",
  query: ZPatientListQuery,
  data: ZPatientList,
  errors,
});

export const getPatient = defineEndpoint({
  method: 'GET',
  path: '/clinic/patients/:id',
  tags,
  access: 'staff',
  summary: "One of the clinic's patients, with the consent's state",
  params: ZIdParam,
  data: ZPatient,
  errors,
});

export const withdrawConsent = defineEndpoint({
  method: 'POST',
  path: '/clinic/patients/:id/consent/withdraw',
  tags,
  access: 'staff',
  summary: 'Records that the patient withdrew consent to store health data (audited)',
  params: ZIdParam,
  body: ZWithdrawConsentRequest,
  data: ZPatient,
  errors: [...errors, 409],
});

export const giveConsent = defineEndpoint({
  method: 'POST',
  path: '/clinic/patients/:id/consent',
  tags,
  access: 'staff',
  summary: 'Records consent again after a withdrawal (audited)',
  params: ZIdParam,
  body: ZGiveConsentRequest,
  data: ZPatient,
  errors: [...errors, 409],
});
