import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAuditList,
  ZAdminAuditQuery,
  ZAdminBusinessList,
  ZAdminBusinessQuery,
  ZAdminCategory,
  ZAdminCategoryList,
  ZAdminCategoryQuery,
  ZAdminContact,
  ZAdminContactList,
  ZAdminContactQuery,
  ZAdminDashboard,
  ZAdminSettings,
  ZAdminSubscriptionList,
  ZAdminSubscriptionQuery,
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserQuery,
  ZApprovalRequest,
  ZUpdateContactRequest,
  ZUpdateSettingsRequest,
  ZUpdateUserRequest,
} from '@gd/contracts/schemas/admin';
import { envelope, type TList, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';
import { readForm } from '../../platform/uploads';
import * as service from './service';

export { ZApprovalRequest };

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
};
const empty = envelope(z.null());
const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const multipart = { consumes: ['multipart/form-data'] };

/** A list as JSON, or (format=csv) all rows of the filter as a CSV download. */
function listOrCsv<Row extends object>(
  reply: FastifyReply,
  format: 'json' | 'csv',
  name: string,
  list: TList<Row>,
  columns: readonly (keyof Row & string)[],
) {
  if (format !== 'csv') return ok(list);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(service.toCsv(list.rows, columns));
}

/**
 * The admin console (issue 9). Every route needs the admin role, checked when the request arrives (before its
 * body is read): 401 without a valid token, 403 for anyone else. Every write lands in the audit trail.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireAdmin);
  const actor = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  r.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Real totals and the charts of the admin dashboard (decision 5)',
        response: { 200: envelope(ZAdminDashboard), ...errors },
      },
    },
    async () => ok(await service.dashboard(app)),
  );

  // ---- Businesses -------------------------------------------------------------------------------------------

  r.get(
    '/admin/businesses',
    {
      schema: {
        tags,
        security,
        summary: 'Businesses (not deleted): search, approval state, city, paging; format=csv exports the filter',
        querystring: ZAdminBusinessQuery,
        response: { 200: envelope(ZAdminBusinessList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'businesses', await service.listBusinesses(app, req.query), [
        'business_id',
        'business_name',
        'owner_name',
        'owner_phone',
        'city',
        'category_name',
        'is_approve',
        'approval_reason',
        'created_at',
      ]),
  );

  r.patch(
    '/admin/businesses/:id/approval',
    {
      schema: {
        tags,
        security,
        summary: 'Approves (1) or rejects (2, with an optional reason) a business',
        params: ZIdParam,
        body: ZApprovalRequest,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.setApproval(app, actor(req), req.params.id, req.body);
      return ok(null, req.body.is_approve === 1 ? 'Business approved.' : 'Business rejected.');
    },
  );

  r.delete(
    '/admin/businesses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a business (soft: kept for the audit trail, gone from every public list)',
        params: ZIdParam,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteBusiness(app, actor(req), req.params.id);
      return ok(null, 'Business deleted successfully!');
    },
  );

  // ---- Categories -------------------------------------------------------------------------------------------

  r.get(
    '/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Business categories with how many businesses use each',
        querystring: ZAdminCategoryQuery,
        response: { 200: envelope(ZAdminCategoryList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'categories', await service.listCategories(app, req.query), [
        'category_id',
        'category_name',
        'category_name_guj',
        'slug',
        'is_featured',
        'business_count',
        'image',
      ]),
  );

  r.post(
    '/admin/categories',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Creates a category: category_name, category_name_guj, is_featured (0/1) and an optional image file',
        response: { 200: envelope(ZAdminCategory), ...errors },
      },
    },
    async (req) => ok(await service.createCategory(app, actor(req), await readForm(req)), 'Your record is saved!'),
  );

  r.get(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One category, for the edit form',
        params: ZIdParam,
        response: { 200: envelope(ZAdminCategory), ...errors },
      },
    },
    async (req) => ok(await service.getCategory(app, req.params.id)),
  );

  r.put(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Updates a category (same fields as create; a new image file replaces the old one)',
        params: ZIdParam,
        response: { 200: envelope(ZAdminCategory), ...errors },
      },
    },
    async (req) =>
      ok(await service.updateCategory(app, actor(req), req.params.id, await readForm(req)), 'Your record is saved!'),
  );

  r.delete(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a category no business uses (409 saying how many use it otherwise)',
        params: ZIdParam,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteCategory(app, actor(req), req.params.id);
      return ok(null, 'Category deleted successfully!');
    },
  );

  // ---- Contacts ---------------------------------------------------------------------------------------------

  r.get(
    '/admin/contacts',
    {
      schema: {
        tags,
        security,
        summary: 'Contact-us messages, newest first: search, read/unread, paging, CSV',
        querystring: ZAdminContactQuery,
        response: { 200: envelope(ZAdminContactList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'contacts', await service.listContacts(app, req.query), [
        'id',
        'created_at',
        'name',
        'email',
        'mobile',
        'subject',
        'message',
        'is_read',
      ]),
  );

  r.patch(
    '/admin/contacts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Marks a contact message read (1) or unread (0)',
        params: ZIdParam,
        body: ZUpdateContactRequest,
        response: { 200: envelope(ZAdminContact), ...errors },
      },
    },
    async (req) => ok(await service.setContactRead(app, actor(req), req.params.id, req.body.is_read)),
  );

  r.delete(
    '/admin/contacts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a contact message',
        params: ZIdParam,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteContact(app, actor(req), req.params.id);
      return ok(null, 'Contact deleted successfully!');
    },
  );

  // ---- Subscriptions ----------------------------------------------------------------------------------------

  r.get(
    '/admin/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Subscriptions with business, plan, invoice, dates and state (active, expiring, expired, inactive)',
        querystring: ZAdminSubscriptionQuery,
        response: { 200: envelope(ZAdminSubscriptionList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'subscriptions', await service.listSubscriptions(app, req.query), [
        'subscription_id',
        'business_id',
        'business_name',
        'subscription_plan_name',
        'invoice_number',
        'price_paise',
        'subscription_start_date',
        'subscription_end_date',
        'status',
      ]),
  );

  // ---- Users ------------------------------------------------------------------------------------------------

  r.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts: search by name, email, phone; filter by type, profile approval, login access',
        querystring: ZAdminUserQuery,
        response: { 200: envelope(ZAdminUserList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'users', await service.listUsers(app, req.query), [
        'user_id',
        'name',
        'phone',
        'email',
        'user_type',
        'is_profile_approve',
        'has_login_access',
        'business_count',
        'created_at',
      ]),
  );

  r.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approves a profile (decision 7) and/or disables or enables login (immediate)',
        params: ZIdParam,
        body: ZUpdateUserRequest,
        response: { 200: envelope(ZAdminUser), ...errors },
      },
    },
    async (req) => ok(await service.updateUser(app, actor(req), req.params.id, req.body), 'Your record is saved!'),
  );

  // ---- Settings ---------------------------------------------------------------------------------------------

  r.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Site settings the admin edits',
        response: { 200: envelope(ZAdminSettings), ...errors },
      },
    },
    async () => ok(await service.getSettings(app)),
  );

  r.put(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Saves any subset of the settings (validated per key)',
        body: ZUpdateSettingsRequest,
        response: { 200: envelope(ZAdminSettings), ...errors },
      },
    },
    async (req) => ok(await service.updateSettings(app, actor(req), req.body), 'Your record is saved!'),
  );

  // ---- Audit trail ------------------------------------------------------------------------------------------

  r.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit trail, newest first: filter by action, record, actor and India days',
        querystring: ZAdminAuditQuery,
        response: { 200: envelope(ZAdminAuditList), ...errors },
      },
    },
    async (req, reply) =>
      listOrCsv(reply, req.query.format, 'audit-trail', await service.listAudit(app, req.query), [
        'audit_id',
        'created_at',
        'actor_user_id',
        'actor_name',
        'action',
        'entity',
        'entity_id',
        'before_json',
        'after_json',
      ]),
  );
}
