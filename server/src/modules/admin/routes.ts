import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/admin';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import { appointmentPaymentRoutes } from './appointment-payments';
import { listAudit } from './audit-trail';
import * as businesses from './businesses';
import * as categories from './categories';
import * as contacts from './contacts';
import { listOrCsv } from './csv';
import { dashboard } from './dashboard';
import { adminBusinessPreviewRoutes } from './business-preview';
import { adminPractitionerRoutes } from './practitioners';
import * as settings from './settings';
import { listSubscriptions } from './subscriptions';
import * as users from './users';

/**
 * The admin console (issue 9). Every endpoint's `access: 'admin'` checks the role when the request arrives
 * (before its body is read): 401 without a valid token, 403 for anyone else. Every write lands in the audit trail.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const actor = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  route(app, endpoints.getDashboard, async () => ok(await dashboard(app)));

  // ---- businesses ------------------------------------------------------------------------------------------------

  route(app, endpoints.listBusinesses, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'businesses', await businesses.listBusinesses(app, req.query), [
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

  route(app, endpoints.setApproval, async (req) => {
    await businesses.setApproval(app, actor(req), req.params.id, req.body);
    return ok(null, req.body.is_approve === 1 ? 'Business approved.' : 'Business rejected.');
  });

  adminBusinessPreviewRoutes(app);

  route(app, endpoints.deleteBusiness, async (req) => {
    await businesses.deleteBusiness(app, actor(req), req.params.id);
    return ok(null, 'Business deleted successfully!');
  });

  // ---- categories ------------------------------------------------------------------------------------------------

  route(app, endpoints.listCategories, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'categories', await categories.listCategories(app, req.query), [
      'category_id',
      'category_name',
      'category_name_guj',
      'slug',
      'is_featured',
      'business_count',
      'image',
    ]),
  );

  route(app, endpoints.createCategory, async (req) =>
    ok(await categories.createCategory(app, actor(req), await readForm(req)), 'Your record is saved!'),
  );

  route(app, endpoints.getCategory, async (req) => ok(await categories.getCategory(app, req.params.id)));

  route(app, endpoints.updateCategory, async (req) =>
    ok(await categories.updateCategory(app, actor(req), req.params.id, await readForm(req)), 'Your record is saved!'),
  );

  route(app, endpoints.deleteCategory, async (req) => {
    await categories.deleteCategory(app, actor(req), req.params.id);
    return ok(null, 'Category deleted successfully!');
  });

  // ---- contact messages ------------------------------------------------------------------------------------------

  route(app, endpoints.listContacts, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'contacts', await contacts.listContacts(app, req.query), [
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

  route(app, endpoints.updateContact, async (req) =>
    ok(await contacts.setContactRead(app, actor(req), req.params.id, req.body.is_read)),
  );

  route(app, endpoints.deleteContact, async (req) => {
    await contacts.deleteContact(app, actor(req), req.params.id);
    return ok(null, 'Contact deleted successfully!');
  });

  // ---- subscriptions ---------------------------------------------------------------------------------------------

  route(app, endpoints.listSubscriptions, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'subscriptions', await listSubscriptions(app, req.query), [
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

  // ---- users -----------------------------------------------------------------------------------------------------

  route(app, endpoints.listUsers, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'users', await users.listUsers(app, req.query), [
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

  route(app, endpoints.updateUser, async (req) =>
    ok(await users.updateUser(app, actor(req), req.params.id, req.body), 'Your record is saved!'),
  );

  // ---- settings --------------------------------------------------------------------------------------------------

  route(app, endpoints.getSettings, async () => ok(await settings.getSettings(app)));

  route(app, endpoints.saveSettings, async (req) =>
    ok(await settings.updateSettings(app, actor(req), req.body), 'Your record is saved!'),
  );

  // ---- audit trail -----------------------------------------------------------------------------------------------

  route(app, endpoints.listAudit, async (req, reply) =>
    listOrCsv(reply, req.query.format, 'audit-trail', await listAudit(app, req.query), [
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

  // ---- appointment payments (decision 65) ------------------------------------------------------------------------

  appointmentPaymentRoutes(app);

  // ---- practitioners' verification queue and every appointment (decision 65) -------------------------------------

  adminPractitionerRoutes(app);
}
