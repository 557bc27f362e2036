import type { Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import {
  HTTPS_URL_PATTERN,
  JOB_APPROVAL,
  type ZApplyJobRequest,
  type ZCreateJobRequest,
  type ZUpdateJobRequest,
  type TJob,
  type TJobCategory,
  type TMyApplication,
  type TReceivedApplication,
} from '@gd/contracts/schemas/jobs';
import type { TList } from '@gd/contracts/schemas/common';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import * as billing from '../billing/service';
import { publicDataChanged } from '../../platform/changes';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as business from '../directory/owner-service';
import * as directory from '../directory/service';
import * as reference from '../reference/service';
import { settingFlag } from '../settings/service';
import { announceApplication } from './alerts';
import * as repo from './repo';

export interface JobsCtx {
  db: Kysely<DB>;
  clock: { now(): Date };
}

type CreateJob = z.output<typeof ZCreateJobRequest>;
type UpdateJob = z.output<typeof ZUpdateJobRequest>;
type Apply = z.output<typeof ZApplyJobRequest>;

const iso = (ctx: JobsCtx) => ctx.clock.now().toISOString();
const businessNotFound = () =>
  AppError.notFound('BUSINESS_NOT_FOUND', 'Could not find business ID to perform deletion.');
const jobNotFound = () => AppError.notFound('JOB_NOT_FOUND', 'Job not found');
const slugTaken = () =>
  AppError.conflict('slug', 'SLUG_TAKEN', 'This slug is already used by another job of this business.');

/** Only https links are ever handed out as links (a stored `javascript:` can never become one). */
const safeLink = (url: string | null) => (url && HTTPS_URL_PATTERN.test(url) ? url : null);
const toPaise = (rupees: number | null | undefined) => (rupees == null ? null : Math.round(rupees * 100));

/** After a write committed: the public job lists, pages and the sitemap are forgotten. */
const jobsChanged = (ctx: JobsCtx, jobId: number) => publicDataChanged(ctx.db, { topic: 'jobs', id: jobId });

type Cities = Awaited<ReturnType<typeof reference.citiesById>>;

export function toJob(r: repo.JobRow, b: directory.BusinessSummary, cities: Cities): TJob {
  const city = r.city_id === null ? undefined : cities.get(r.city_id);
  return {
    job_id: r.job_id,
    business_id: r.business_id,
    category_id: r.category_id,
    category_name: r.category_name ?? null,
    category_name_guj: r.category_name_guj ?? null,
    title: r.title,
    slug: r.slug,
    description: r.description,
    responsibilities: r.responsibilities,
    requirements: r.requirements,
    employment_type: Number(r.employment_type),
    remote_type: Number(r.remote_type),
    address_line: r.address_line,
    city_id: r.city_id,
    city: city?.city_name ?? null,
    city_guj: city?.city_name_guj ?? null,
    state: r.state,
    country: r.country,
    salary_min: r.salary_min === null ? null : Number(r.salary_min),
    salary_max: r.salary_max === null ? null : Number(r.salary_max),
    currency: r.currency,
    experience_min: r.experience_min === null ? null : Number(r.experience_min),
    experience_max: r.experience_max === null ? null : Number(r.experience_max),
    apply_email: r.apply_email,
    apply_url: r.apply_url && /^https?:\/\//i.test(r.apply_url) ? r.apply_url : null,
    status: Number(r.status),
    approval_status: Number(r.approval_status),
    approval_reason: r.approval_reason,
    created_at: r.created_at,
    updated_at: r.updated_at,
    business: {
      business_id: r.business_id,
      business_name: b.business_name || b.owner_name || null,
      business_logo: b.business_logo,
      address: b.location,
      city: b.city,
      zipcode: b.zipcode,
    },
  };
}

/** Rows → jobs, with their businesses (one lookup for the page) and the names of their cities. */
async function toJobs(db: Kysely<DB>, rows: repo.JobRow[]): Promise<TJob[]> {
  const [businesses, cities] = await Promise.all([
    directory.businessesById(
      db,
      rows.map((r) => r.business_id),
    ),
    reference.citiesById(db),
  ]);
  return rows.flatMap((r) => {
    const b = businesses.get(r.business_id);
    return b ? [toJob(r, b, cities)] : [];
  });
}

async function toOneJob(db: Kysely<DB>, row: repo.JobRow | undefined): Promise<TJob | null> {
  return row ? ((await toJobs(db, [row]))[0] ?? null) : null;
}

/* ---------------------------------------------------------------- public */

export async function listPublic(
  ctx: JobsCtx,
  q: repo.PublicFilter & { limit: number; offset: number },
): Promise<TList<TJob>> {
  const { rows, count } = await repo.listPublic(ctx.db, q, q.limit, q.offset);
  return { rows: await toJobs(ctx.db, rows), count };
}

export async function getPublic(ctx: JobsCtx, jobId: number): Promise<TJob> {
  const job = await toOneJob(ctx.db, await repo.findPublic(ctx.db, jobId));
  if (!job) throw jobNotFound();
  return job;
}

/** For the server-rendered head of /job-view/:id: null when the job is not public. */
export async function findPublicJob(db: Kysely<DB>, jobId: number): Promise<TJob | null> {
  return toOneJob(db, await repo.findPublic(db, jobId));
}

export const listSitemapJobs = (db: Kysely<DB>, limit = 5000) => repo.listSitemap(db, limit);

export async function listCategories(ctx: JobsCtx): Promise<TJobCategory[]> {
  return repo.listActiveCategories(ctx.db);
}

/** Spec §4 apply flow; one application per user per job (409). */
export async function apply(ctx: JobsCtx, userId: number, jobId: number, body: Apply): Promise<{ job_app_id: number }> {
  const job = await repo.findPublic(ctx.db, jobId);
  if (!job) throw jobNotFound();
  const duplicate = () => AppError.conflict('job_id', 'ALREADY_APPLIED', 'You have already applied for this job.');
  if (await repo.hasApplied(ctx.db, jobId, userId)) throw duplicate();
  let job_app_id: number;
  try {
    job_app_id = await repo.insertApplication(ctx.db, {
      job_id: jobId,
      user_id: userId,
      candidate_name: body.candidate_name,
      candidate_email: body.candidate_email.toLowerCase(),
      candidate_phone: body.candidate_phone,
      resume_url: body.resume_url,
      cover_letter: body.cover_letter,
      created_at: iso(ctx),
    });
  } catch (err) {
    if (uniqueViolationColumn(err)) throw duplicate();
    throw err;
  }
  await announceApplication(ctx.db, job, body.candidate_name, ctx.clock.now());
  return { job_app_id };
}

/* ---------------------------------------------------------------- owner */

async function ownedBusiness(ctx: JobsCtx, userId: number, businessId: number) {
  const b = await business.findOwnedBusiness(ctx.db, businessId, userId);
  if (!b) throw businessNotFound();
  return b;
}

async function checkReferences(ctx: JobsCtx, body: CreateJob | UpdateJob) {
  if (body.category_id != null && !(await repo.activeCategoryExists(ctx.db, body.category_id)))
    throw AppError.validation('category_id', 'JOB_CATEGORY_INVALID', 'Please choose an active job category.');
  if (body.city_id != null && !(await reference.cityExists(ctx.db, body.city_id)))
    throw AppError.validation('city_id', 'FIELD_INVALID', 'Please choose a city from the list.');
}

function columns(body: CreateJob | UpdateJob) {
  return {
    title: body.title,
    slug: body.slug,
    category_id: body.category_id ?? null,
    description: body.description,
    responsibilities: body.responsibilities ?? null,
    requirements: body.requirements ?? null,
    employment_type: body.employment_type,
    remote_type: body.remote_type,
    address_line: body.address_line ?? null,
    city_id: body.city_id ?? null,
    state: body.state ?? null,
    country: body.country ?? null,
    salary_min: toPaise(body.salary_min),
    salary_max: toPaise(body.salary_max),
    currency: body.currency ?? 'INR',
    experience_min: body.experience_min ?? null,
    experience_max: body.experience_max ?? null,
    apply_email: body.apply_email ?? null,
    apply_url: body.apply_url ?? null,
  };
}

export async function listForBusiness(ctx: JobsCtx, userId: number, businessId: number): Promise<TJob[]> {
  await ownedBusiness(ctx, userId, businessId);
  return toJobs(ctx.db, await repo.listOwned(ctx.db, userId, businessId));
}

export async function listAllOwned(ctx: JobsCtx, userId: number): Promise<TJob[]> {
  return toJobs(ctx.db, await repo.listOwned(ctx.db, userId));
}

export async function getOwned(ctx: JobsCtx, userId: number, businessId: number, jobId: number): Promise<TJob> {
  const job = await toOneJob(ctx.db, await repo.findOwned(ctx.db, userId, businessId, jobId));
  if (!job) throw jobNotFound();
  return job;
}

/**
 * Decision 1 and issue 6: a new job of an approved business starts approved, unless the setting
 * `moderate_jobs` is on; a job of a business still pending (or rejected) waits for an admin.
 */
export async function create(ctx: JobsCtx, userId: number, businessId: number, body: CreateJob): Promise<TJob> {
  const business = await ownedBusiness(ctx, userId, businessId);
  await checkReferences(ctx, body);
  if (await repo.slugTaken(ctx.db, businessId, body.slug)) throw slugTaken();
  const moderated = await settingFlag(ctx.db, 'moderate_jobs', false);
  const approved = business.is_approve === APPROVAL.APPROVED && !moderated;
  const now = iso(ctx);
  let jobId: number;
  try {
    // Decision 67: job posts are a plan feature, with a count per plan, counted under the plan-limit lock so two
    // posts made at once cannot pass it together.
    jobId = await billing.withinPlanLimit(
      ctx.db,
      { businessId, feature: 'jobs', now: ctx.clock.now() },
      (trx) => repo.countForBusiness(trx, businessId),
      (trx) =>
        repo.insertJob(trx, {
          business_id: businessId,
          ...columns(body),
          status: body.status === undefined ? 1 : Number(body.status),
          approval_status: approved ? JOB_APPROVAL.APPROVED : JOB_APPROVAL.PENDING,
          approved_at: approved ? now : null,
          created_at: now,
          updated_at: now,
        }),
    );
  } catch (err) {
    if (uniqueViolationColumn(err)) throw slugTaken();
    throw err;
  }
  jobsChanged(ctx, jobId);
  return getOwned(ctx, userId, businessId, jobId);
}

/** Editing keeps the admin's decision (like an approved business profile, decision 6). */
export async function update(
  ctx: JobsCtx,
  userId: number,
  businessId: number,
  jobId: number,
  body: UpdateJob,
): Promise<TJob> {
  await getOwned(ctx, userId, businessId, jobId);
  await checkReferences(ctx, body);
  if (await repo.slugTaken(ctx.db, businessId, body.slug, jobId)) throw slugTaken();
  try {
    await repo.updateJob(ctx.db, jobId, { ...columns(body), status: Number(body.status), updated_at: iso(ctx) });
  } catch (err) {
    if (uniqueViolationColumn(err)) throw slugTaken();
    throw err;
  }
  jobsChanged(ctx, jobId);
  return getOwned(ctx, userId, businessId, jobId);
}

/** Soft delete: it leaves every list at once; the admin can still audit it. */
export async function remove(ctx: JobsCtx, userId: number, businessId: number, jobId: number): Promise<void> {
  const row = await repo.findOwned(ctx.db, userId, businessId, jobId);
  if (!row) throw AppError.notFound('JOB_NOT_FOUND', 'Job not found to delete.');
  await repo.updateJob(ctx.db, jobId, { deleted_at: iso(ctx), updated_at: iso(ctx) });
  jobsChanged(ctx, jobId);
}

type Received = Awaited<ReturnType<typeof repo.listReceived>>[number];

function toReceived(r: Received, businessName: string | null): TReceivedApplication {
  return {
    job_app_id: r.job_app_id,
    job_id: r.job_id,
    business_id: r.business_id,
    business_name: businessName,
    created_at: r.created_at,
    candidate_name: r.candidate_name,
    candidate_email: r.candidate_email,
    candidate_phone: r.candidate_phone,
    resume_url: safeLink(r.resume_url),
    cover_letter: r.cover_letter,
    job: { title: r.title, description: r.description },
  };
}

/** Applications with the names of their businesses (the owner's own: one lookup for the list). */
async function receivedWithNames(ctx: JobsCtx, rows: Received[]): Promise<TReceivedApplication[]> {
  const names = await directory.businessNamesById(
    ctx.db,
    rows.map((r) => r.business_id),
  );
  return rows.map((r) => toReceived(r, names.get(r.business_id) ?? null));
}

export async function listReceivedForBusiness(ctx: JobsCtx, userId: number, businessId: number) {
  await ownedBusiness(ctx, userId, businessId);
  return receivedWithNames(ctx, await repo.listReceived(ctx.db, userId, businessId));
}

export async function listAllReceived(ctx: JobsCtx, userId: number) {
  return receivedWithNames(ctx, await repo.listReceived(ctx.db, userId));
}

export async function deleteReceived(ctx: JobsCtx, userId: number, businessId: number, jobAppId: number) {
  const row = await repo.findReceived(ctx.db, userId, businessId, jobAppId);
  if (!row) throw AppError.notFound('JOB_REQUEST_NOT_FOUND', 'Failed to delete job request');
  await repo.deleteApplication(ctx.db, jobAppId);
}

export async function listSent(ctx: JobsCtx, userId: number): Promise<TMyApplication[]> {
  const rows = await repo.listSent(ctx.db, userId);
  const [businesses, cities] = await Promise.all([
    directory.businessesById(
      ctx.db,
      rows.map((r) => r.business_id),
    ),
    reference.citiesById(ctx.db),
  ]);
  return rows.flatMap((r) => {
    const b = businesses.get(r.business_id);
    if (!b) return [];
    const city = r.city_id === null ? undefined : cities.get(r.city_id);
    return [sentApplication(r, b, city)];
  });
}

function sentApplication(
  r: Awaited<ReturnType<typeof repo.listSent>>[number],
  b: directory.BusinessSummary,
  city: { city_name: string; city_name_guj: string | null } | undefined,
): TMyApplication {
  return {
    job_app_id: r.job_app_id,
    created_at: r.created_at,
    candidate_name: r.candidate_name,
    candidate_email: r.candidate_email,
    candidate_phone: r.candidate_phone,
    resume_url: safeLink(r.resume_url),
    cover_letter: r.cover_letter,
    job: {
      job_id: r.job_id,
      title: r.title,
      company: b.business_name || b.owner_name || null,
      business_logo: b.business_logo,
      city: city?.city_name ?? null,
      city_guj: city?.city_name_guj ?? null,
      state: r.state,
      country: r.country,
      employment_type: Number(r.employment_type),
      remote_type: Number(r.remote_type),
      experience_min: r.experience_min === null ? null : Number(r.experience_min),
      experience_max: r.experience_max === null ? null : Number(r.experience_max),
      salary_min: r.salary_min === null ? null : Number(r.salary_min),
      salary_max: r.salary_max === null ? null : Number(r.salary_max),
      currency: r.currency,
      created_at: r.job_created_at,
      is_open:
        r.deleted_at === null &&
        b.deleted_at === null &&
        Number(r.status) === 1 &&
        Number(r.approval_status) === JOB_APPROVAL.APPROVED &&
        Number(b.is_approve) === APPROVAL.APPROVED,
    },
  };
}

export async function deleteSent(ctx: JobsCtx, userId: number, jobAppId: number): Promise<void> {
  if (!(await repo.deleteSent(ctx.db, userId, jobAppId)))
    throw AppError.notFound('JOB_REQUEST_NOT_FOUND', 'Failed to delete job');
}

/* ---------------------------------------------------------------- admin */

export async function listForAdmin(
  ctx: JobsCtx,
  q: { approval_status?: number | undefined; limit: number; offset: number },
): Promise<TList<TJob>> {
  const { rows, count } = await repo.listForAdmin(ctx.db, q.approval_status, q.limit, q.offset);
  return { rows: await toJobs(ctx.db, rows), count };
}

/** The admin approves (1) or rejects (2, optional reason); audited in the same transaction. */
export async function setApproval(
  ctx: JobsCtx,
  adminUserId: number,
  jobId: number,
  input: { approval_status: 1 | 2; reason?: string | undefined },
): Promise<TJob> {
  const now = iso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findJobRow(trx, jobId);
    if (!before) throw jobNotFound();
    const after = {
      approval_status: input.approval_status,
      approval_reason: input.approval_status === JOB_APPROVAL.REJECTED ? input.reason?.trim() || null : null,
      approved_at: input.approval_status === JOB_APPROVAL.APPROVED ? now : null,
    };
    await repo.updateJob(trx, jobId, { ...after, updated_at: now });
    await audit(trx, {
      actorUserId: adminUserId,
      action: input.approval_status === JOB_APPROVAL.APPROVED ? 'job.approve' : 'job.reject',
      entity: 'jobs',
      entityId: jobId,
      before: {
        approval_status: before.approval_status,
        approval_reason: before.approval_reason,
        approved_at: before.approved_at,
      },
      after,
      at: now,
    });
  });
  jobsChanged(ctx, jobId);
  const job = await toOneJob(ctx.db, await repo.findAny(ctx.db, jobId));
  if (!job) throw jobNotFound();
  return job;
}
