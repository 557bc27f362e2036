import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, addMonths, indiaDate, indiaDayStart } from '@gd/contracts/india-time';
import { slugify } from '@gd/contracts/patterns';
import {
  ADMIN_CSV_MAX_ROWS,
  ADMIN_SETTING_NAMES,
  ADMIN_SETTINGS,
  type TAdminAuditEntry,
  type TAdminAuditQuery,
  type TAdminBusiness,
  type TAdminBusinessQuery,
  type TAdminCategory,
  type TAdminContact,
  type TAdminDashboard,
  type TAdminListQuery,
  type TAdminSettings,
  type TAdminSubscription,
  type TAdminUser,
  type TApprovalRequest,
  type TUpdateSettingsRequest,
  type TUpdateUserRequest,
  ZCategoryForm,
} from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { EXPIRING_SOON_DAYS, subscriptionStatus } from '@gd/contracts/subscription-state';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import type { Clock } from '../../platform/clock';
import { publicDataChanged } from '../../platform/changes';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as directory from '../directory/service';
import * as repo from './repo';

export interface AdminCtx {
  db: Kysely<DB>;
  clock: Clock;
  storage: FileStorage;
}

const iso = (d: Date) => d.toISOString();
const CHART_POINTS = 12;

// ---------------------------------------------------------------------------------------------------------------
// Paging and CSV

/** A list answer, or all rows of the filter (CSV), read page by page so memory stays bounded per page. */
export async function pagedOrAll<Row>(
  query: Pick<TAdminListQuery, 'limit' | 'offset' | 'format'>,
  page: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<TList<Row>> {
  if (query.format !== 'csv') {
    const [rows, count] = await Promise.all([page(query.limit, query.offset), total()]);
    return { rows, count };
  }
  const rows: Row[] = [];
  const CHUNK = 1000;
  for (let offset = 0; offset < ADMIN_CSV_MAX_ROWS; offset += CHUNK) {
    const chunk = await page(CHUNK, offset);
    rows.push(...chunk);
    if (chunk.length < CHUNK) break;
  }
  return { rows, count: rows.length };
}

/** RFC 4180 CSV with a UTF-8 byte-order mark (spreadsheet programs then read Gujarati correctly). */
export function toCsv<Row extends object>(rows: Row[], columns: readonly (keyof Row & string)[]): Buffer {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    let s = String(v);
    // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard (decision 5)

/** Monday of the India week that holds `day`. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export async function dashboard(ctx: AdminCtx): Promise<TAdminDashboard> {
  const now = ctx.clock.now();
  const today = indiaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const at = (day: string) => iso(indiaDayStart(day));

  const thisWeek = weekStart(today);
  const weeks = Array.from({ length: CHART_POINTS }, (_, i) => addDays(thisWeek, -7 * (CHART_POINTS - 1 - i)));
  const months = Array.from({ length: CHART_POINTS }, (_, i) => addMonths(monthStart, -(CHART_POINTS - 1 - i)));

  const [byApproval, users, inquiries, active, unread, perWeek, perMonth] = await Promise.all([
    repo.countBusinessesByApproval(ctx.db),
    repo.countUsers(ctx.db),
    repo.countInquiriesSince(ctx.db, at(monthStart)),
    repo.countActiveSubscriptions(ctx.db, today),
    repo.countUnreadContacts(ctx.db),
    Promise.all(weeks.map((w) => repo.countNewBusinesses(ctx.db, at(w), at(addDays(w, 7))))),
    Promise.all(months.map((m) => repo.sumRevenue(ctx.db, at(m), at(addMonths(m, 1))))),
  ]);
  const pending = [...byApproval].filter(([state]) => state !== 1 && state !== 2).reduce((s, [, n]) => s + n, 0);
  const approved = byApproval.get(1) ?? 0;
  const rejected = byApproval.get(2) ?? 0;
  return {
    businesses: { total: pending + approved + rejected, pending, approved, rejected },
    users,
    inquiries_this_month: inquiries,
    active_subscriptions: active,
    revenue_this_month_paise: perMonth[perMonth.length - 1] ?? 0,
    unread_contacts: unread,
    new_businesses_per_week: weeks.map((week_start, i) => ({ week_start, count: perWeek[i] ?? 0 })),
    revenue_per_month: months.map((m, i) => ({ month: m.slice(0, 7), amount_paise: perMonth[i] ?? 0 })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Businesses

export function listBusinesses(ctx: AdminCtx, query: TAdminBusinessQuery): Promise<TList<TAdminBusiness>> {
  return pagedOrAll(
    query,
    (limit, offset) => repo.listBusinesses(ctx.db, { ...query, limit, offset }),
    () => repo.countBusinesses(ctx.db, query),
  );
}

const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

/** Decision 6: approve or reject with an optional reason; the owner and the public see it at once. */
export async function setApproval(ctx: AdminCtx, actorUserId: number, businessId: number, body: TApprovalRequest) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findBusinessState(trx, businessId);
    if (!before) throw businessNotFound();
    const input = { is_approve: body.is_approve, reason: body.reason?.trim() || null, now };
    await directory.writeApproval(trx, businessId, input);
    await audit(trx, {
      actorUserId,
      action: body.is_approve === 1 ? 'business.approve' : 'business.reject',
      entity: 'businesses',
      entityId: businessId,
      before: { is_approve: before.is_approve, approval_reason: before.approval_reason },
      after: { is_approve: body.is_approve, approval_reason: body.is_approve === 2 ? input.reason : null },
      at: iso(now),
    });
  });
  directory.approvalChanged(ctx.db, businessId);
}

/** Soft delete (ARCHITECTURE: businesses are kept for the audit); it leaves every public list at once. */
export async function deleteBusiness(ctx: AdminCtx, actorUserId: number, businessId: number) {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findBusinessState(trx, businessId);
    if (!before || !(await repo.softDeleteBusiness(trx, businessId, now))) throw businessNotFound();
    await audit(trx, {
      actorUserId,
      action: 'business.delete',
      entity: 'businesses',
      entityId: businessId,
      before,
      after: { deleted_at: now },
      at: now,
    });
  });
  directory.approvalChanged(ctx.db, businessId);
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

const categoryNotFound = () => AppError.notFound('CATEGORY_NOT_FOUND', 'Category not found.');

export function listCategories(
  ctx: AdminCtx,
  query: TAdminListQuery & { is_featured?: number | undefined },
): Promise<TList<TAdminCategory>> {
  return pagedOrAll(
    query,
    (limit, offset) => repo.listCategories(ctx.db, { ...query, limit, offset }),
    () => repo.countCategories(ctx.db, query),
  );
}

export async function getCategory(ctx: AdminCtx, categoryId: number): Promise<TAdminCategory> {
  const category = await repo.findCategory(ctx.db, categoryId);
  if (!category) throw categoryNotFound();
  return category;
}

function parseCategoryForm(form: MultipartForm) {
  const parsed = ZCategoryForm.safeParse(form.fields);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', zodFieldErrors(parsed.error.issues));
  }
  return {
    category_name: parsed.data.category_name,
    category_name_guj: parsed.data.category_name_guj || null,
    is_featured: Number(parsed.data.is_featured),
  };
}

async function uniqueSlug(ctx: AdminCtx, name: string, exceptId?: number): Promise<string> {
  const slug = slugify(name);
  if (await repo.categorySlugTaken(ctx.db, slug, exceptId)) {
    throw AppError.conflict('category_name', 'CATEGORY_EXISTS', 'A category with this name already exists.');
  }
  return slug;
}

async function storeCategoryImage(ctx: AdminCtx, categoryId: number, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes, { maxWidth: 800, thumbWidth: 200 });
  return ctx.storage.put(`categories/${categoryId}-${randomBytes(6).toString('hex')}.webp`, image.full, 'image/webp');
}

/** Public category lists (home, search filters, the category browser) change at once. */
function categoriesChanged(ctx: AdminCtx) {
  publicDataChanged(ctx.db, { topic: 'categories' });
  directory.invalidateDirectoryCounts(ctx.db);
}

export async function createCategory(ctx: AdminCtx, actorUserId: number, form: MultipartForm) {
  const fields = parseCategoryForm(form);
  const slug = await uniqueSlug(ctx, fields.category_name);
  // Decode the image before anything is written: a bad file changes nothing.
  const processed = form.file ? await processImage(form.file.bytes, { maxWidth: 800, thumbWidth: 200 }) : null;
  const now = iso(ctx.clock.now());
  let uploaded: string | null = null;
  const categoryId = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertCategory(trx, { ...fields, slug, now });
    if (processed) {
      uploaded = await ctx.storage.put(
        `categories/${id}-${randomBytes(6).toString('hex')}.webp`,
        processed.full,
        'image/webp',
      );
      await repo.updateCategory(trx, id, { image: uploaded, updated_at: now });
    }
    await audit(trx, {
      actorUserId,
      action: 'category.create',
      entity: 'business_categories',
      entityId: id,
      after: { ...fields, slug, image: uploaded },
      at: now,
    });
    return id;
  });
  categoriesChanged(ctx);
  return getCategory(ctx, categoryId);
}

export async function updateCategory(ctx: AdminCtx, actorUserId: number, categoryId: number, form: MultipartForm) {
  const before = await getCategory(ctx, categoryId);
  const fields = parseCategoryForm(form);
  const slug = await uniqueSlug(ctx, fields.category_name, categoryId);
  const image = form.file ? await storeCategoryImage(ctx, categoryId, form.file.bytes) : before.image;
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateCategory(trx, categoryId, { ...fields, slug, image, updated_at: now });
    await audit(trx, {
      actorUserId,
      action: 'category.update',
      entity: 'business_categories',
      entityId: categoryId,
      before: pickCategory(before),
      after: { ...fields, slug, image },
      at: now,
    });
  });
  if (image !== before.image) await ctx.storage.remove(before.image);
  categoriesChanged(ctx);
  return getCategory(ctx, categoryId);
}

const pickCategory = (c: TAdminCategory) => ({
  category_name: c.category_name,
  category_name_guj: c.category_name_guj,
  slug: c.slug,
  is_featured: c.is_featured,
  image: c.image,
});

/** A category still used by businesses stays: 409 saying how many use it. */
export async function deleteCategory(ctx: AdminCtx, actorUserId: number, categoryId: number) {
  const now = iso(ctx.clock.now());
  const before = await ctx.db.transaction().execute(async (trx) => {
    const category = await repo.findCategory(trx, categoryId);
    if (!category) throw categoryNotFound();
    if (category.business_count > 0) {
      const n = category.business_count;
      throw new AppError(
        409,
        'CATEGORY_IN_USE',
        `This category is used by ${n} ${n === 1 ? 'business' : 'businesses'} and cannot be deleted.`,
        { category_id: 'CATEGORY_IN_USE' },
      );
    }
    await repo.deleteCategory(trx, categoryId);
    await audit(trx, {
      actorUserId,
      action: 'category.delete',
      entity: 'business_categories',
      entityId: categoryId,
      before: pickCategory(category),
      at: now,
    });
    return category;
  });
  await ctx.storage.remove(before.image);
  categoriesChanged(ctx);
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

const contactNotFound = () => AppError.notFound('CONTACT_NOT_FOUND', 'Contact message not found.');

export function listContacts(
  ctx: AdminCtx,
  query: TAdminListQuery & { is_read?: number | undefined },
): Promise<TList<TAdminContact>> {
  return pagedOrAll(
    query,
    (limit, offset) => repo.listContacts(ctx.db, { ...query, limit, offset }),
    () => repo.countContacts(ctx.db, query),
  );
}

export async function setContactRead(ctx: AdminCtx, actorUserId: number, id: number, isRead: number) {
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findContact(trx, id);
    if (!before) throw contactNotFound();
    await repo.setContactRead(trx, id, isRead);
    await audit(trx, {
      actorUserId,
      action: isRead ? 'contact.read' : 'contact.unread',
      entity: 'contact_messages',
      entityId: id,
      before: { is_read: before.is_read },
      after: { is_read: isRead },
      at: now,
    });
    return { ...before, is_read: isRead };
  });
}

export async function deleteContact(ctx: AdminCtx, actorUserId: number, id: number) {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findContact(trx, id);
    if (!before) throw contactNotFound();
    await repo.deleteContact(trx, id);
    await audit(trx, {
      actorUserId,
      action: 'contact.delete',
      entity: 'contact_messages',
      entityId: id,
      before,
      at: now,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

export function listSubscriptions(
  ctx: AdminCtx,
  query: TAdminListQuery & { status?: TAdminSubscription['status'] | undefined },
): Promise<TList<TAdminSubscription>> {
  const now = ctx.clock.now();
  const today = indiaDate(now);
  const filter = { q: query.q, status: query.status, today, lastExpiringDay: addDays(today, EXPIRING_SOON_DAYS - 1) };
  return pagedOrAll(
    query,
    async (limit, offset) =>
      (await repo.listSubscriptions(ctx.db, { ...filter, limit, offset })).map((s) => {
        const status = subscriptionStatus(s, now);
        return {
          subscription_id: s.subscription_id,
          business_id: s.business_id,
          business_name: s.business_name,
          subscription_plan_name: s.plan_name,
          invoice_number: s.invoice_number,
          price_paise: s.price_paise,
          subscription_start_date: s.start_date,
          subscription_end_date: s.end_date,
          is_active: s.is_active,
          cancelled_at: s.cancelled_at,
          status: status.state,
          days_left: status.daysLeft,
        };
      }),
    () => repo.countSubscriptions(ctx.db, filter),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Users (decision 7)

const userNotFound = () => AppError.notFound('USER_NOT_FOUND', 'User not found.');

export function listUsers(ctx: AdminCtx, query: TAdminListQuery & repo.UserFilter): Promise<TList<TAdminUser>> {
  return pagedOrAll(
    query,
    (limit, offset) => repo.listUsers(ctx.db, { ...query, limit, offset }),
    () => repo.countUsersMatching(ctx.db, query),
  );
}

/**
 * Approves a profile (contact details become visible to that user) and/or disables or enables login. Disabling
 * is immediate: every token the user holds stops working (sessions revoked, token version moved on).
 */
export async function updateUser(
  ctx: AdminCtx,
  actorUserId: number,
  userId: number,
  body: TUpdateUserRequest,
): Promise<TAdminUser> {
  if (userId === actorUserId && body.has_login_access === 0) {
    throw AppError.conflict('has_login_access', 'CANNOT_DISABLE_SELF', 'You cannot disable your own login.');
  }
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findUser(trx, userId);
    if (!before) throw userNotFound();
    const disabling = body.has_login_access === 0 && before.has_login_access === 1;
    await repo.updateUserFlags(trx, userId, { ...body, updated_at: now }, disabling);
    const action =
      body.has_login_access === undefined
        ? 'user.profile_approve'
        : body.has_login_access === 0
          ? 'user.disable'
          : 'user.enable';
    await audit(trx, {
      actorUserId,
      action,
      entity: 'users',
      entityId: userId,
      before: { is_profile_approve: before.is_profile_approve, has_login_access: before.has_login_access },
      after: {
        is_profile_approve: body.is_profile_approve ?? before.is_profile_approve,
        has_login_access: body.has_login_access ?? before.has_login_access,
      },
      at: now,
    });
  });
  return (await repo.findUser(ctx.db, userId))!;
}

// ---------------------------------------------------------------------------------------------------------------
// Settings

export async function getSettings(ctx: AdminCtx): Promise<TAdminSettings> {
  const rows = await repo.readSettings(ctx.db, ADMIN_SETTING_NAMES);
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const out: Record<string, unknown> = {};
  for (const name of ADMIN_SETTING_NAMES) {
    const value = stored.get(name) ?? null;
    out[name] = ADMIN_SETTINGS[name].kind === 'flag' ? (value === '1' || value === 'true' ? 1 : 0) : value || null;
  }
  return out as TAdminSettings;
}

export async function updateSettings(
  ctx: AdminCtx,
  actorUserId: number,
  body: TUpdateSettingsRequest,
): Promise<TAdminSettings> {
  const before = await getSettings(ctx);
  const now = iso(ctx.clock.now());
  const changed = (Object.keys(body) as (keyof TUpdateSettingsRequest)[]).filter(
    (name) => normalise(body[name]) !== normalise(before[name]),
  );
  if (changed.length) {
    await ctx.db.transaction().execute(async (trx) => {
      for (const name of changed) {
        await repo.upsertSetting(trx, name, normalise(body[name]), ADMIN_SETTINGS[name].isPublic ? 1 : 0, now);
      }
      await audit(trx, {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((n) => [n, before[n]])),
        after: Object.fromEntries(changed.map((n) => [n, body[n]])),
        at: now,
      });
    });
    // GET /api/settings/public is micro-cached.
    directory.invalidateDirectoryCounts(ctx.db);
  }
  return getSettings(ctx);
}

/** The stored text of a setting value: flags '0'/'1', empty text → null. */
function normalise(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

// ---------------------------------------------------------------------------------------------------------------
// Audit trail

export function listAudit(ctx: AdminCtx, query: TAdminAuditQuery): Promise<TList<TAdminAuditEntry>> {
  const filter: repo.AuditFilter = {
    q: query.q,
    action: query.action,
    entity: query.entity,
    entity_id: query.entity_id,
    actor_user_id: query.actor_user_id,
    fromIso: query.from ? iso(indiaDayStart(query.from)) : undefined,
    toIso: query.to ? iso(indiaDayStart(addDays(query.to, 1))) : undefined,
  };
  return pagedOrAll(
    query,
    (limit, offset) => repo.listAudit(ctx.db, { ...filter, limit, offset }),
    () => repo.countAudit(ctx.db, filter),
  );
}
