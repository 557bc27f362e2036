import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/sql';
import * as directory from '../directory/service';
import type { JobApplicationsTable, JobsTable } from './tables';

/**
 * The jobs board's tables (job categories, jobs, applications). Which businesses are public or whose they are
 * is the directory's: its filters are embedded here; the service adds business and city names to the rows.
 */

/** Every column a job answer needs of the job and its category. */
function jobQuery(db: Db) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('job_categories as jc', 'jc.job_cat_id', 'j.category_id')
    .select([
      'j.job_id',
      'j.business_id',
      'j.category_id',
      'jc.name as category_name',
      'jc.name_guj as category_name_guj',
      'j.title',
      'j.slug',
      'j.description',
      'j.responsibilities',
      'j.requirements',
      'j.employment_type',
      'j.remote_type',
      'j.address_line',
      'j.city_id',
      'j.state',
      'j.country',
      'j.salary_min',
      'j.salary_max',
      'j.currency',
      'j.experience_min',
      'j.experience_max',
      'j.apply_email',
      'j.apply_url',
      'j.status',
      'j.approval_status',
      'j.approval_reason',
      'j.created_at',
      'j.updated_at',
    ]);
}
export type JobRow = Awaited<ReturnType<ReturnType<typeof jobQuery>['executeTakeFirstOrThrow']>>;

export interface PublicFilter {
  city_id?: number | undefined;
  category_id?: number | undefined;
  employment_type?: number | undefined;
  remote_type?: number | undefined;
}

/** Decision 1: the public sees active, approved, undeleted jobs of approved, undeleted businesses. */
function publicJobs(db: Db, f: PublicFilter) {
  let q = jobQuery(db)
    .where('j.deleted_at', 'is', null)
    .where('j.status', '=', 1)
    .where('j.approval_status', '=', 1)
    .where(directory.isPublicBusiness('j.business_id'));
  if (f.city_id) q = q.where('j.city_id', '=', f.city_id);
  if (f.category_id) q = q.where('j.category_id', '=', f.category_id);
  if (f.employment_type) q = q.where('j.employment_type', '=', f.employment_type);
  if (f.remote_type) q = q.where('j.remote_type', '=', f.remote_type);
  return q;
}

export async function listPublic(db: Db, f: PublicFilter, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    publicJobs(db, f).orderBy('j.created_at', 'desc').orderBy('j.job_id', 'desc').limit(limit).offset(offset).execute(),
    publicJobs(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findPublic(db: Db, jobId: number) {
  return publicJobs(db, {}).where('j.job_id', '=', jobId).executeTakeFirst();
}

export function listSitemap(db: Db, limit: number) {
  return publicJobs(db, {})
    .clearSelect()
    .select(['j.job_id', 'j.slug', 'j.updated_at'])
    .orderBy('j.job_id', 'desc')
    .limit(limit)
    .execute();
}

/** Jobs of the owner's undeleted businesses (one business, or all of them). */
export function listOwned(db: Db, userId: number, businessId?: number) {
  let q = jobQuery(db)
    .where('j.deleted_at', 'is', null)
    .where('j.business_id', 'in', directory.ownedBusinessIdsQuery(db, userId));
  if (businessId) q = q.where('j.business_id', '=', businessId);
  return q.orderBy('j.created_at', 'desc').orderBy('j.job_id', 'desc').execute();
}

export function findOwned(db: Db, userId: number, businessId: number, jobId: number) {
  return jobQuery(db)
    .where('j.job_id', '=', jobId)
    .where('j.business_id', '=', businessId)
    .where('j.deleted_at', 'is', null)
    .where('j.business_id', 'in', directory.ownedBusinessIdsQuery(db, userId))
    .executeTakeFirst();
}

export function findAny(db: Db, jobId: number) {
  return jobQuery(db).where('j.job_id', '=', jobId).where('j.deleted_at', 'is', null).executeTakeFirst();
}

export async function slugTaken(db: Db, businessId: number, slug: string, exceptJobId?: number) {
  let q = db
    .selectFrom('jobs')
    .select('job_id')
    .where('business_id', '=', businessId)
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null);
  if (exceptJobId) q = q.where('job_id', '!=', exceptJobId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** How many not deleted job posts the business has (decision 67: its plan's job limit counts these). */
export async function countForBusiness(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertJob(db: Db, values: Insertable<JobsTable>) {
  const row = await db.insertInto('jobs').values(values).returning('job_id').executeTakeFirstOrThrow();
  return row.job_id;
}

export async function updateJob(db: Db, jobId: number, values: Updateable<JobsTable>) {
  const res = await db.updateTable('jobs').set(values).where('job_id', '=', jobId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function findJobRow(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listActiveCategories(db: Db) {
  return db
    .selectFrom('job_categories')
    .select(['job_cat_id', 'name', 'name_guj', 'business_category_id'])
    .where('is_active', '=', 1)
    .orderBy('name')
    .execute();
}

export async function activeCategoryExists(db: Db, id: number) {
  const row = await db
    .selectFrom('job_categories')
    .select('job_cat_id')
    .where('job_cat_id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApplication(db: Db, values: Insertable<JobApplicationsTable>) {
  const row = await db.insertInto('job_applications').values(values).returning('job_app_id').executeTakeFirstOrThrow();
  return row.job_app_id;
}

export async function hasApplied(db: Db, jobId: number, userId: number) {
  const row = await db
    .selectFrom('job_applications')
    .select('job_app_id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

function receivedQuery(db: Db, userId: number) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('jobs as j', 'j.job_id', 'a.job_id')
    .select([
      'a.job_app_id',
      'a.job_id',
      'j.business_id',
      'a.created_at',
      'a.candidate_name',
      'a.candidate_email',
      'a.candidate_phone',
      'a.resume_url',
      'a.cover_letter',
      'j.title',
      'j.description',
    ])
    .where('j.business_id', 'in', directory.ownedBusinessIdsQuery(db, userId))
    .where('j.deleted_at', 'is', null);
}

/** Applications received by the owner's jobs (one business, or all of them), newest first. */
export function listReceived(db: Db, userId: number, businessId?: number) {
  let q = receivedQuery(db, userId);
  if (businessId) q = q.where('j.business_id', '=', businessId);
  return q.orderBy('a.created_at', 'desc').orderBy('a.job_app_id', 'desc').execute();
}

export function findReceived(db: Db, userId: number, businessId: number, jobAppId: number) {
  return receivedQuery(db, userId)
    .where('j.business_id', '=', businessId)
    .where('a.job_app_id', '=', jobAppId)
    .executeTakeFirst();
}

export async function deleteApplication(db: Db, jobAppId: number) {
  const res = await db.deleteFrom('job_applications').where('job_app_id', '=', jobAppId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The user's applications with their jobs (also jobs since closed or deleted), newest first. */
export function listSent(db: Db, userId: number) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('jobs as j', 'j.job_id', 'a.job_id')
    .select([
      'a.job_app_id',
      'a.created_at',
      'a.candidate_name',
      'a.candidate_email',
      'a.candidate_phone',
      'a.resume_url',
      'a.cover_letter',
      'j.job_id',
      'j.title',
      'j.business_id',
      'j.city_id',
      'j.state',
      'j.country',
      'j.employment_type',
      'j.remote_type',
      'j.experience_min',
      'j.experience_max',
      'j.salary_min',
      'j.salary_max',
      'j.currency',
      'j.created_at as job_created_at',
      'j.status',
      'j.approval_status',
      'j.deleted_at',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.job_app_id', 'desc')
    .execute();
}

export async function deleteSent(db: Db, userId: number, jobAppId: number) {
  const res = await db
    .deleteFrom('job_applications')
    .where('job_app_id', '=', jobAppId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The admin's list: every undeleted job, pending first, then newest. */
export async function listForAdmin(db: Db, approvalStatus: number | undefined, limit: number, offset: number) {
  let q = jobQuery(db).where('j.deleted_at', 'is', null).where(directory.isLiveBusiness('j.business_id'));
  if (approvalStatus !== undefined) q = q.where('j.approval_status', '=', approvalStatus);
  const [rows, total] = await Promise.all([
    q.orderBy('j.created_at', 'desc').orderBy('j.job_id', 'desc').limit(limit).offset(offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
