import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CLINIC_PAGE_SIZE,
  MAX_AGE_YEARS,
  birthYearFromAge,
  formatCaseNo,
  parseCaseNo,
  patientAge,
  serialOf,
} from '@gd/contracts/clinic';
import { indiaDate } from '@gd/contracts/india-time';
import type {
  TConsent,
  TPatient,
  TPatientList,
  ZCreatePatientRequest,
  ZPatientListQuery,
} from '@gd/contracts/schemas/clinic';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { keyWords } from '../../platform/search-key';
import * as audit from '../audit/service';
import * as reference from '../reference/service';
import * as requests from '../requests/service';
import { clinicPatientsChanged, pageText, patientsInMemory, searchInMemory } from './patient-index';
import * as repo from './repo';
import { patientSearchKey, patientWordRows } from './search';
import type { StaffCaller } from './staff-service';
import type { ClinicPatientRow, ConsentRow } from './tables';

/**
 * Issue 20 §2, decision 86: a clinic's patients. The case number is `YEAR/NNNN`, gap-free per clinic per India
 * year: the counter row is raised in the registration's transaction (a failed registration gives its number back).
 * Consent to store health data is recorded with its purpose, language and time; it can be withdrawn (and given
 * again), each audited. Every read is inside the caller's clinic: another clinic's patient is a 404.
 */

const PURPOSE = 'health_records' as const;

const notFound = () => AppError.notFound('PATIENT_NOT_FOUND', 'Patient not found.');

const consentView = (c: ConsentRow | undefined): TConsent | null =>
  c
    ? {
        consent_id: c.consent_id,
        purpose: PURPOSE,
        language: c.language,
        given_at: c.given_at,
        withdrawn_at: c.withdrawn_at,
        withdraw_reason: c.withdraw_reason,
      }
    : null;

async function patientView(
  db: Db,
  p: ClinicPatientRow,
  consent: ConsentRow | undefined,
  today: string,
): Promise<TPatient> {
  const city = p.city_id ? await reference.findCity(db, p.city_id) : undefined;
  return {
    patient_id: p.patient_id,
    clinic_id: p.clinic_id,
    branch_id: p.branch_id,
    case_no: formatCaseNo(p.case_year, p.case_seq),
    case_year: p.case_year,
    case_seq: p.case_seq,
    name: p.name,
    name_guj: p.name_guj,
    sex: p.sex,
    dob: p.dob,
    birth_year: p.birth_year,
    dob_estimated: p.dob_estimated === 1,
    age: patientAge(p, today),
    phone: p.phone,
    address: p.address,
    city_id: p.city_id,
    city_name: city?.city_name ?? null,
    city_name_guj: city?.city_name_guj ?? null,
    abha_address: p.abha_address,
    emergency_name: p.emergency_name,
    emergency_phone: p.emergency_phone,
    created_at: p.created_at,
    consent: consentView(consent),
  };
}

export interface PatientCtx {
  db: Kysely<DB>;
  now: Date;
}

/** Reception registers a patient (with consent), once per Idempotency-Key. */
export async function registerPatient(
  ctx: PatientCtx,
  staff: StaffCaller,
  body: z.output<typeof ZCreatePatientRequest>,
  idempotencyKey: string | null,
): Promise<{ result: TPatient; replayed: boolean }> {
  const today = indiaDate(ctx.now);
  if (body.dob) {
    if (body.dob > today) throw AppError.validation('dob', 'DOB_IN_FUTURE', 'The date of birth is in the future.');
    if (Number(today.slice(0, 4)) - Number(body.dob.slice(0, 4)) > MAX_AGE_YEARS) {
      throw AppError.validation('dob', 'DOB_INVALID', 'Please check the date of birth.');
    }
  }
  if (body.city_id && !(await reference.cityExists(ctx.db, body.city_id))) {
    throw AppError.validation('city_id', 'CITY_INVALID', 'Please choose a city from the list.');
  }
  let branchId = staff.branchId;
  if (body.branch_id) {
    if (!(await repo.branchOf(ctx.db, staff.clinicId, body.branch_id))) {
      throw AppError.validation('branch_id', 'BRANCH_INVALID', 'Not a branch of this clinic.');
    }
    branchId = body.branch_id;
  }
  branchId ??= (await repo.firstBranch(ctx.db, staff.clinicId))?.branch_id ?? null;
  const year = Number(today.slice(0, 4));
  const at = ctx.now.toISOString();
  const idem = idempotencyKey
    ? {
        scope: 'clinic-patient',
        caller: requests.callerOf(staff.userId, ''),
        key: idempotencyKey,
        request: body,
        now: ctx.now,
      }
    : null;
  const { result, replayed } = await requests.once(ctx.db, idem, async (trx) => {
    const seq = await repo.nextCaseSeq(trx, staff.clinicId, year);
    const patient = await repo.insertPatient(trx, {
      clinic_id: staff.clinicId,
      branch_id: branchId,
      case_year: year,
      case_seq: seq,
      name: body.name,
      name_guj: body.name_guj ?? null,
      search_key: patientSearchKey(body.name, body.name_guj),
      sex: body.sex,
      dob: body.dob ?? null,
      birth_year: body.dob ? Number(body.dob.slice(0, 4)) : birthYearFromAge(body.age!, today),
      dob_estimated: body.dob ? 0 : 1,
      phone: body.phone,
      address: body.address ?? null,
      city_id: body.city_id ?? null,
      abha_address: body.abha_address ?? null,
      emergency_name: body.emergency_name ?? null,
      emergency_phone: body.emergency_phone ?? null,
      created_by_staff_id: staff.staffId,
      created_at: at,
      updated_at: at,
    });
    await repo.replacePatientWords(trx, [], patientWordRows(patient));
    const consent = await repo.insertConsent(trx, {
      patient_id: patient.patient_id,
      clinic_id: staff.clinicId,
      purpose: PURPOSE,
      language: body.consent_language,
      given_at: at,
      given_by_staff_id: staff.staffId,
    });
    await audit.audit(trx, {
      actorUserId: staff.userId,
      action: 'clinic.patient.consent.give',
      entity: 'clinic_patient_consents',
      entityId: consent.consent_id,
      after: { patient_id: patient.patient_id, purpose: PURPOSE, language: body.consent_language },
      at,
    });
    return { patient, consent };
  });
  if (!replayed) clinicPatientsChanged(ctx.db, staff.clinicId);
  return { result: await patientView(ctx.db, result.patient, result.consent, today), replayed };
}

export async function getPatient(ctx: PatientCtx, staff: StaffCaller, patientId: number): Promise<TPatient> {
  const p = await repo.findPatient(ctx.db, staff.clinicId, patientId);
  if (!p) throw notFound();
  return patientView(ctx.db, p, await repo.latestConsent(ctx.db, p.patient_id), indiaDate(ctx.now));
}

/** What a search text asks for: a case number, digits (a case number or a phone's start), or name words. */
export function searchFilter(clinicId: number, q: string | undefined): repo.PatientFilter {
  const text = (q ?? '').trim();
  if (!text) return { clinicId };
  const caseNo = parseCaseNo(text);
  if (caseNo) return { clinicId, case: caseNo };
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0091)/, '');
  if (/^\d+$/.test(digits)) return { clinicId, digits: digits.replace(/^0+(?=\d{10}$)/, '') };
  return { clinicId, words: queryWords(text) };
}

/** The search-key words of recent search texts (a pure function of the text, asked again and again as staff type). */
const recentWords = new Map<string, string[]>();
const RECENT_WORDS_MAX = 10_000;

function queryWords(text: string): string[] {
  let words = recentWords.get(text);
  if (!words) {
    words = keyWords(text).slice(0, 5);
    if (recentWords.size >= RECENT_WORDS_MAX) recentWords.delete(recentWords.keys().next().value!);
    recentWords.set(text, words);
  }
  return words;
}

/**
 * The patient list (decision 91) as the JSON text of its envelope: from the clinic's list in memory when it is held
 * (decision 94); else (being read, or too large to hold) with SQL.
 */
export async function findPatientsText(
  ctx: PatientCtx,
  staff: StaffCaller,
  query: z.output<typeof ZPatientListQuery>,
): Promise<string> {
  const filter = searchFilter(staff.clinicId, query.q);
  const list = filter.words?.length === 0 ? undefined : patientsInMemory(ctx.db, staff.clinicId);
  if (!list) return JSON.stringify(ok(await findPatients(ctx, staff, query)));
  const offset = CLINIC_PAGE_SIZE * (query.page - 1);
  const found = searchInMemory(list, filter, CLINIC_PAGE_SIZE, offset, repo.PATIENT_COUNT_CAP);
  const count = pageCount(found.rows.length, offset, () => found.count);
  return pageText(list, found.rows, { page: query.page, count, page_size: CLINIC_PAGE_SIZE }, indiaDate(ctx.now));
}

/** Decision 91: a page that is not full (and not past the end) tells the count itself; else it is counted (capped). */
function pageCount<T>(rows: number, offset: number, counted: () => T): number | T {
  return rows < CLINIC_PAGE_SIZE && (rows > 0 || offset === 0) ? offset + rows : counted();
}

/** The patient list from SQL (decision 91). */
export async function findPatients(
  ctx: PatientCtx,
  staff: StaffCaller,
  query: z.output<typeof ZPatientListQuery>,
): Promise<TPatientList> {
  const filter = searchFilter(staff.clinicId, query.q);
  if (filter.words && filter.words.length === 0)
    return { rows: [], count: 0, page: query.page, page_size: CLINIC_PAGE_SIZE };
  const offset = CLINIC_PAGE_SIZE * (query.page - 1);
  const rows = await repo.searchPatients(ctx.db, filter, CLINIC_PAGE_SIZE, offset);
  const count = await pageCount(rows.length, offset, () => repo.countPatients(ctx.db, filter));
  const today = indiaDate(ctx.now);
  return {
    rows: rows.map((p, i) => ({
      serial: serialOf(i, query.page),
      patient_id: p.patient_id,
      case_no: formatCaseNo(p.case_year, p.case_seq),
      name: p.name,
      name_guj: p.name_guj,
      sex: p.sex,
      age: patientAge(p, today),
      phone: p.phone,
      city_id: p.city_id,
      created_at: p.created_at,
    })),
    count,
    page: query.page,
    page_size: CLINIC_PAGE_SIZE,
  };
}

/** The patient withdraws consent to store health data: recorded with time, staff and reason, audited. */
export async function withdrawConsent(
  ctx: PatientCtx,
  staff: StaffCaller,
  patientId: number,
  reason: string | null,
): Promise<TPatient> {
  const p = await repo.findPatient(ctx.db, staff.clinicId, patientId);
  if (!p) throw notFound();
  const at = ctx.now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const withdrawn = await repo.withdrawLiveConsent(trx, patientId, {
      withdrawn_at: at,
      withdrawn_by_staff_id: staff.staffId,
      withdraw_reason: reason,
    });
    if (!withdrawn)
      throw AppError.conflict('consent', 'CONSENT_NOT_GIVEN', 'There is no consent in force to withdraw.');
    await audit.audit(trx, {
      actorUserId: staff.userId,
      action: 'clinic.patient.consent.withdraw',
      entity: 'clinic_patient_consents',
      entityId: withdrawn.consent_id,
      before: { withdrawn_at: null },
      after: { patient_id: patientId, withdrawn_at: at, reason },
      at,
    });
  });
  return getPatient(ctx, staff, patientId);
}

/** Consent given again after a withdrawal (409 while one is in force). */
export async function giveConsent(
  ctx: PatientCtx,
  staff: StaffCaller,
  patientId: number,
  language: string,
): Promise<TPatient> {
  const p = await repo.findPatient(ctx.db, staff.clinicId, patientId);
  if (!p) throw notFound();
  const live = await repo.latestConsent(ctx.db, patientId);
  const conflict = () => AppError.conflict('consent', 'CONSENT_ALREADY_GIVEN', 'Consent is already in force.');
  if (live && live.withdrawn_at === null) throw conflict();
  const at = ctx.now.toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const consent = await repo.insertConsent(trx, {
        patient_id: patientId,
        clinic_id: staff.clinicId,
        purpose: PURPOSE,
        language,
        given_at: at,
        given_by_staff_id: staff.staffId,
      });
      await audit.audit(trx, {
        actorUserId: staff.userId,
        action: 'clinic.patient.consent.give',
        entity: 'clinic_patient_consents',
        entityId: consent.consent_id,
        after: { patient_id: patientId, purpose: PURPOSE, language },
        at,
      });
    });
  } catch (err) {
    // two at once: the partial unique index lets one in
    if ((await repo.latestConsent(ctx.db, patientId))?.withdrawn_at === null) throw conflict();
    throw err;
  }
  return getPatient(ctx, staff, patientId);
}
