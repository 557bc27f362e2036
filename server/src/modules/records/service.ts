import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  allows,
  AUTOCOMPLETE_LIMIT,
  type CallerRole,
  filterValueSchema,
  IN_MAX_VALUES,
  readableFields,
  RECORD_PAGE_SIZE,
  type RecordRole,
  type TRecordList,
  type TRecordRow,
  type TSettingValue,
  type TStaffDoctor,
  type TUploadedImage,
  type TWhereField,
  ZDateRangeValue,
  ZLikeValue,
} from '@gd/contracts/schemas/records';
import type { AuthUser } from '../auth/service';
import { audit } from '../audit/service';
import type { DB } from '../../db/schema';
import { publicDataChanged } from '../../platform/changes';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { cachePerDatabase } from '../../platform/ttl-cache';
import type { MultipartForm } from '../../platform/uploads';
import * as settings from '../settings/service';
import * as users from '../users/service';
import type { RecordResource } from './registry';
import * as repo from './repo';

type Ctx = Pick<FastifyInstance, 'db' | 'clock' | 'storage'>;

export function callerRole(user: AuthUser | null): CallerRole {
  if (!user) return 'public';
  return user.user_type === 'admin' ? 'admin' : 'user';
}

/** 401 for a guest where a login is needed, 403 for a logged-in caller without the role. */
export function requireRole(needed: RecordRole, caller: CallerRole): void {
  if (allows(needed, caller)) return;
  if (caller === 'public' && needed !== 'none') throw AppError.unauthorized('LOGIN_REQUIRED', 'Please log in first.');
  throw AppError.forbidden('RECORD_FORBIDDEN', 'You are not allowed to do this.');
}

const notFound = () => AppError.notFound('RECORD_NOT_FOUND', 'Record not found.');
const iso = (d: Date) => d.toISOString();

function columnsFor(r: RecordResource, caller: CallerRole): string[] {
  return [r.def.pk, ...readableFields(r.def, caller).map((f) => f.name), 'created_at', 'updated_at'];
}

/** What a non-admin may see of a table: e.g. only active rows, only approved answers, no hidden reviews. */
function visibility(r: RecordResource, caller: CallerRole): repo.Condition[] {
  if (caller === 'admin') return [];
  return Object.entries(r.def.visibleWhen ?? {}).map(([column, value]) => ({ op: 'eq' as const, column, value }));
}

const badFilter = (i: number, part: 'field' | 'type' | 'value', key: string) =>
  AppError.validation(`whereFields.${i}.${part}`, key);

/** Turns whereFields into conditions; only the listed field/operator pairs pass, each value checked by kind. */
export function conditionsFor(r: RecordResource, whereFields: TWhereField[]): repo.Condition[] {
  return whereFields.map((w, i) => {
    const ops = r.def.filters[w.field];
    const field = r.fields.get(w.field);
    if (!ops || !field) throw badFilter(i, 'field', 'FILTER_FIELD_NOT_ALLOWED');
    if (!ops.includes(w.type)) throw badFilter(i, 'type', 'FILTER_OPERATOR_NOT_ALLOWED');
    const parse = <T>(schema: z.ZodType, value: unknown): T => {
      const res = schema.safeParse(value);
      if (!res.success) {
        const key = res.error.issues[0]?.message ?? '';
        throw badFilter(i, 'value', /^[A-Z0-9_.]+$/.test(key) ? key : 'FIELD_INVALID');
      }
      return res.data as T;
    };
    switch (w.type) {
      case 'EQUAL':
        return { op: 'eq', column: w.field, value: parse<string | number>(filterValueSchema(field), w.value) };
      case 'LIKE':
        return { op: 'like', column: w.field, pattern: repo.likePattern(parse<string>(ZLikeValue, w.value)) };
      case 'IN': {
        if (!Array.isArray(w.value) || w.value.length === 0) throw badFilter(i, 'value', 'FILTER_IN_INVALID');
        if (w.value.length > IN_MAX_VALUES) throw badFilter(i, 'value', 'FILTER_IN_TOO_MANY');
        const schema = filterValueSchema(field);
        return { op: 'in', column: w.field, values: w.value.map((v) => parse<string | number>(schema, v)) };
      }
      case 'date_range': {
        const range = ZDateRangeValue.safeParse(w.value);
        if (!range.success) throw badFilter(i, 'value', 'FILTER_DATE_RANGE_INVALID');
        return { op: 'between', column: w.field, from: range.data.startDate, to: range.data.endDate };
      }
    }
  });
}

export async function list(
  ctx: Ctx,
  r: RecordResource,
  caller: CallerRole,
  page: number,
  whereFields: TWhereField[] = [],
): Promise<TRecordList> {
  requireRole(r.def.read, caller);
  const conditions = [...conditionsFor(r, whereFields), ...visibility(r, caller)];
  return repo.list(ctx.db, {
    table: r.def.dbTable,
    columns: columnsFor(r, caller),
    conditions,
    orderBy: { column: r.def.orderBy.field, direction: r.def.orderBy.direction },
    pk: r.def.pk,
    limit: RECORD_PAGE_SIZE,
    offset: (page - 1) * RECORD_PAGE_SIZE,
  });
}

export async function autocomplete(
  ctx: Ctx,
  r: RecordResource,
  caller: CallerRole,
  term: string,
): Promise<TRecordRow[]> {
  requireRole(r.def.read, caller);
  const { rows } = await repo.list(ctx.db, {
    table: r.def.dbTable,
    columns: columnsFor(r, caller),
    conditions: [{ op: 'like', column: r.def.autocomplete, pattern: repo.likePattern(term) }, ...visibility(r, caller)],
    orderBy: { column: r.def.autocomplete, direction: 'asc' },
    pk: r.def.pk,
    limit: AUTOCOMPLETE_LIMIT,
    offset: 0,
  });
  return rows;
}

export async function get(ctx: Ctx, r: RecordResource, caller: CallerRole, id: number): Promise<TRecordRow> {
  requireRole(r.def.read, caller);
  const row = await repo.findOne(ctx.db, r.def.dbTable, columnsFor(r, caller), [
    { op: 'eq', column: r.def.pk, value: id },
    ...visibility(r, caller),
  ]);
  if (!row) throw notFound();
  return row;
}

/** Every ref in the body must point at an existing row: 400 naming the field, never a database error. */
async function checkTargets(ctx: Ctx, r: RecordResource, body: Record<string, unknown>): Promise<void> {
  for (const [field, target] of r.targets) {
    const value = body[field];
    if (typeof value !== 'number') continue;
    if (!(await repo.exists(ctx.db, target.dbTable, target.pk, value)))
      throw AppError.validation(field, 'REF_NOT_FOUND');
  }
}

/** Database refusals a request can cause (a unique key taken, a row still in use) as 4xx. */
function mapWriteError(err: unknown): never {
  const unique = uniqueViolationColumn(err);
  if (unique) throw AppError.conflict(unique, 'RECORD_DUPLICATE', 'A record with this value already exists.');
  const code = (err as { code?: string })?.code;
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503')
    throw new AppError(409, 'RECORD_IN_USE', 'This record is used by other records and cannot be deleted.');
  throw err;
}

interface Actor {
  user: AuthUser;
  role: CallerRole;
}

/**
 * Tables whose rows show on the practitioners' public pages (profile, list, sitemap): an admin's write here through
 * the record API is announced like the practitioners module's own writes (decision 65), once it committed.
 */
const PRACTITIONER_PAGE_TABLES = new Set([
  'practitioners',
  'practitioner_professional_info',
  'practitioner_answers',
  'user_book_appointments', // the slots shown free (decision 66)
  'master_specialties',
  'master_medical_degrees',
]);
const announce = (ctx: Ctx, r: RecordResource) => {
  if (PRACTITIONER_PAGE_TABLES.has(r.def.dbTable)) publicDataChanged(ctx.db, { topic: 'practitioners' });
};

export async function create(ctx: Ctx, r: RecordResource, actor: Actor, body: Record<string, unknown>) {
  requireRole(r.def.write, actor.role);
  if (r.def.create === false)
    throw new AppError(405, 'RECORD_CREATE_NOT_ALLOWED', 'Records of this table are not created here.');
  await checkTargets(ctx, r, body);
  const now = iso(ctx.clock.now());
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const newId = await repo.insert(trx, r.def.dbTable, r.def.pk, {
        ...(body as repo.Row),
        created_at: now,
        updated_at: now,
      });
      if (actor.role === 'admin')
        await audit(trx, {
          actorUserId: actor.user.user_id,
          action: 'record.create',
          entity: r.def.dbTable,
          entityId: newId,
          after: body,
        });
      return newId;
    });
    announce(ctx, r);
    return get(ctx, r, actor.role, id);
  } catch (err) {
    return mapWriteError(err);
  }
}

export async function update(ctx: Ctx, r: RecordResource, actor: Actor, id: number, body: Record<string, unknown>) {
  requireRole(r.def.write, actor.role);
  await checkTargets(ctx, r, body);
  const columns = [r.def.pk, ...r.def.fields.map((f) => f.name)];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findOne(trx, r.def.dbTable, columns, [{ op: 'eq', column: r.def.pk, value: id }]);
      if (!before) throw notFound();
      await repo.update(trx, r.def.dbTable, r.def.pk, id, {
        ...(body as repo.Row),
        updated_at: iso(ctx.clock.now()),
      });
      if (actor.role === 'admin')
        await audit(trx, {
          actorUserId: actor.user.user_id,
          action: 'record.update',
          entity: r.def.dbTable,
          entityId: id,
          before: Object.fromEntries(Object.keys(body).map((k) => [k, before[k] ?? null])),
          after: body,
        });
    });
  } catch (err) {
    return mapWriteError(err);
  }
  announce(ctx, r);
  return get(ctx, r, actor.role, id);
}

export async function remove(ctx: Ctx, r: RecordResource, actor: Actor, id: number): Promise<void> {
  requireRole(r.def.write, actor.role);
  if (r.def.remove === false)
    throw new AppError(405, 'RECORD_DELETE_NOT_ALLOWED', 'Records of this table are not deleted here.');
  const columns = [r.def.pk, ...r.def.fields.map((f) => f.name)];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findOne(trx, r.def.dbTable, columns, [{ op: 'eq', column: r.def.pk, value: id }]);
      if (!before) throw notFound();
      await repo.remove(trx, r.def.dbTable, r.def.pk, id);
      if (actor.role === 'admin')
        await audit(trx, {
          actorUserId: actor.user.user_id,
          action: 'record.delete',
          entity: r.def.dbTable,
          entityId: id,
          before,
        });
    });
  } catch (err) {
    return mapWriteError(err);
  }
  announce(ctx, r);
}

/** An image for a record (banner, practitioner photo): decoded and re-encoded as WebP, or refused. */
export async function uploadImage(ctx: Ctx, actor: AuthUser, form: MultipartForm): Promise<TUploadedImage> {
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  const image = await processImage(form.file.bytes);
  const key = `records/${ctx.clock.now().toISOString().slice(0, 7)}/${randomBytes(8).toString('hex')}`;
  const url = await ctx.storage.put(`${key}.webp`, image.full, 'image/webp');
  const thumb_url = await ctx.storage.put(`${key}-thumb.webp`, image.thumb, 'image/webp');
  await audit(ctx.db, {
    actorUserId: actor.user_id,
    action: 'record.upload_image',
    entity: 'uploads',
    entityId: url,
    after: { url, thumb_url },
  });
  return { url, thumb_url, width: image.width, height: image.height };
}

/** Spec §7 client settings: only public ones unless the caller is an admin. */
export async function clientSettings(ctx: Ctx, caller: CallerRole): Promise<TSettingValue[]> {
  const rows = await settings.listSettingRows(ctx.db, caller === 'admin' ? 'all' : 'public');
  return rows.map((s) => ({ name: s.name, value: s.value }));
}

export async function clientSetting(ctx: Ctx, caller: CallerRole, name: string): Promise<TSettingValue> {
  const rows = await clientSettings(ctx, caller);
  const found = rows.find((s) => s.name === name);
  if (!found) throw AppError.notFound('SETTING_NOT_FOUND', 'Setting not found.');
  return found;
}

/** Active doctors of a doctor sub-department with their account's name only (spec §3 staff entries), by name. */
export async function doctorsBySubDepartment(ctx: Ctx, subDepartmentId: number): Promise<TStaffDoctor[]> {
  const known = await repo.exists(ctx.db, 'doctor_sub_departments', 'doctor_sub_department_id', subDepartmentId);
  if (!known) throw AppError.notFound('SUB_DEPARTMENT_NOT_FOUND', 'Sub-department not found.');
  const staff = await repo.activeStaffOfSubDepartment(ctx.db, subDepartmentId);
  const names = await users.namesById(
    ctx.db,
    staff.map((s) => s.user_id),
  );
  return staff
    .flatMap((s) => {
      const name = names.get(s.user_id);
      return name === undefined ? [] : [{ doctor_id: s.user_id, doctor_name: name }];
    })
    .sort((a, b) => (a.doctor_name < b.doctor_name ? -1 : a.doctor_name > b.doctor_name ? 1 : 0));
}

export interface MedicalMasters {
  specialties: Map<number, { name: string; name_guj: string | null }>;
  degrees: Map<number, { name: string; full_name: string | null }>;
  /** Active service types (master_type_of_services) and therapies, for what a practitioner offers. */
  services: Map<number, { name: string; name_guj: string | null }>;
  therapies: Map<number, { name: string; name_guj: string | null }>;
}
const mastersCache = cachePerDatabase<MedicalMasters>(30_000, 1);

/** Specialty and degree names by id (cached 30 s: masters change rarely, and a rename may show a little late). */
export function medicalMasters(db: Kysely<DB>): Promise<MedicalMasters> {
  return mastersCache(db).get('all', async () => {
    const [specialties, degrees, services, therapies] = await repo.medicalMasterRows(db);
    return {
      specialties: new Map(specialties.map(({ specialty_id, ...rest }) => [specialty_id, rest])),
      degrees: new Map(degrees.map(({ degree_id, ...rest }) => [degree_id, rest])),
      services: new Map(services.map(({ service_type_id, ...rest }) => [service_type_id, rest])),
      therapies: new Map(therapies.map(({ therapy_id, ...rest }) => [therapy_id, rest])),
    };
  });
}

/** Doctor sub-departments by id, with their department and names (the clinic desk's staff and doctors). */
export async function subDepartmentsById(db: Kysely<DB>, ids: readonly number[]) {
  const rows = await repo.subDepartmentRows(db, [...new Set(ids)]);
  return new Map(rows.map(({ doctor_sub_department_id, ...rest }) => [doctor_sub_department_id, rest]));
}

export interface AdviceItem {
  id: number;
  name: string;
  name_guj: string | null;
  active: boolean;
}
/** The diet items, yoga and therapies a doctor advises from (issue 20 point 6), inactive ones marked. */
export async function adviceMasters(
  db: Kysely<DB>,
): Promise<{ diet_items: AdviceItem[]; yoga: AdviceItem[]; therapies: AdviceItem[] }> {
  const [diet, yoga, therapies] = await repo.adviceMasterRows(db);
  const items = (rows: { id: number; name: string; name_guj: string | null; is_active: number }[]) =>
    rows.map((r) => ({ id: Number(r.id), name: r.name, name_guj: r.name_guj, active: r.is_active === 1 }));
  return { diet_items: items(diet), yoga: items(yoga), therapies: items(therapies) };
}

export interface DietItem {
  diet_item_id: number;
  name: string;
  name_guj: string | null;
  serving: string | null;
  is_jain: boolean;
  /** paise, or null when the item carries no price */
  price: number | null;
  active: boolean;
}
/** The diet items with their serving, Jain flag and price (the ward's diet chart, issue 21), inactive ones marked. */
export async function dietItems(db: Kysely<DB>): Promise<DietItem[]> {
  const rows = await repo.dietItemRows(db);
  return rows.map((r) => ({
    diet_item_id: Number(r.diet_item_id),
    name: r.name,
    name_guj: r.name_guj,
    serving: r.serving,
    is_jain: r.is_jain === 1,
    price: r.price === null ? null : Number(r.price),
    active: r.is_active === 1,
  }));
}

export interface CourseMaster {
  id: number;
  name: string;
  name_guj: string | null;
  /** 30 when the master leaves it blank */
  duration_minutes: number;
  /** paise a session (yoga: 0) */
  price: number;
  active: boolean;
}
/** The therapies and yoga practices a course is prescribed from (issue 21 point 3), inactive ones marked. */
export async function courseMasters(db: Kysely<DB>): Promise<{ therapies: CourseMaster[]; yoga: CourseMaster[] }> {
  const [therapies, yoga] = await repo.courseMasterRows(db);
  const item = (
    r: { id: number; name: string; name_guj: string | null; duration_minutes: number | null; is_active: number },
    price: number | null,
  ) => ({
    id: Number(r.id),
    name: r.name,
    name_guj: r.name_guj,
    duration_minutes: r.duration_minutes && r.duration_minutes > 0 ? Number(r.duration_minutes) : 30,
    price: price === null ? 0 : Number(price),
    active: r.is_active === 1,
  });
  return { therapies: therapies.map((r) => item(r, r.price)), yoga: yoga.map((r) => item(r, null)) };
}
