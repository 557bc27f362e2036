import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
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
  ZCategoryForm,
  ZUpdateContactRequest,
  ZUpdateSettingsRequest,
  ZUpdateUserRequest,
} from '../schemas/admin';
import { ZIdParam } from '../schemas/common';

/**
 * The admin console (issue 9): totals, moderation, categories, contacts, subscriptions, users, settings and the
 * audit trail. Admins only (401 without a valid token, 403 for anyone else); every write lands in the audit
 * trail. Each list answers JSON, or with `format=csv` every row of the filter as a file: the `export…` twins
 * below describe that answer for the clients (the server answers both through the list's own route).
 */
const tags = ['admin'] as const;
const access = 'admin';
const errors = [400, 403, 404, 409, 413, 415] as const;

/** The CSV twin of a list endpoint: the same route and filter with `format=csv`, answered as a file. */
function csvExport<const E extends { method: 'GET'; path: string; query: z.ZodType; summary: string }>(list: E) {
  return defineEndpoint({
    method: list.method,
    path: list.path,
    query: list.query,
    tags,
    access,
    errors,
    produces: 'file',
    summary: `${list.summary} (format=csv: every row of the filter as CSV)`,
  });
}

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  tags,
  access,
  summary: 'Real totals and the charts of the admin dashboard (decision 5)',
  data: ZAdminDashboard,
  errors,
});

// ---- businesses (decision 6) ------------------------------------------------------------------------------------

export const listBusinesses = defineEndpoint({
  method: 'GET',
  path: '/admin/businesses',
  tags,
  access,
  summary: 'Businesses (not deleted): search, approval state, city, paging; format=csv exports the filter',
  query: ZAdminBusinessQuery,
  data: ZAdminBusinessList,
  errors,
});
export const exportBusinesses = csvExport(listBusinesses);

export const setApproval = defineEndpoint({
  method: 'PATCH',
  path: '/admin/businesses/:id/approval',
  tags,
  access,
  summary: 'Approves (1) or rejects (2, with an optional reason) a business',
  params: ZIdParam,
  body: ZApprovalRequest,
  data: z.null(),
  errors,
});

export const deleteBusiness = defineEndpoint({
  method: 'DELETE',
  path: '/admin/businesses/:id',
  tags,
  access,
  summary: 'Deletes a business (soft: kept for the audit trail, gone from every public list)',
  params: ZIdParam,
  data: z.null(),
  errors,
});

// ---- categories -------------------------------------------------------------------------------------------------

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/admin/categories',
  tags,
  access,
  summary: 'Business categories with how many businesses use each',
  query: ZAdminCategoryQuery,
  data: ZAdminCategoryList,
  errors,
});
export const exportCategories = csvExport(listCategories);

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/admin/categories',
  tags,
  access,
  summary: 'Creates a category: category_name, category_name_guj, is_featured (0/1) and an optional image file',
  multipart: true,
  body: ZCategoryForm,
  data: ZAdminCategory,
  errors,
});

export const getCategory = defineEndpoint({
  method: 'GET',
  path: '/admin/categories/:id',
  tags,
  access,
  summary: 'One category, for the edit form',
  params: ZIdParam,
  data: ZAdminCategory,
  errors,
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/admin/categories/:id',
  tags,
  access,
  summary: 'Updates a category (same fields as create; a new image file replaces the old one)',
  params: ZIdParam,
  multipart: true,
  body: ZCategoryForm,
  data: ZAdminCategory,
  errors,
});

export const deleteCategory = defineEndpoint({
  method: 'DELETE',
  path: '/admin/categories/:id',
  tags,
  access,
  summary: 'Deletes a category no business uses (409 saying how many use it otherwise)',
  params: ZIdParam,
  data: z.null(),
  errors,
});

// ---- contact messages (spec §3) ---------------------------------------------------------------------------------

export const listContacts = defineEndpoint({
  method: 'GET',
  path: '/admin/contacts',
  tags,
  access,
  summary: 'Contact-us messages, newest first: search, read/unread, paging, CSV',
  query: ZAdminContactQuery,
  data: ZAdminContactList,
  errors,
});
export const exportContacts = csvExport(listContacts);

export const updateContact = defineEndpoint({
  method: 'PATCH',
  path: '/admin/contacts/:id',
  tags,
  access,
  summary: 'Marks a contact message read (1) or unread (0)',
  params: ZIdParam,
  body: ZUpdateContactRequest,
  data: ZAdminContact,
  errors,
});

export const deleteContact = defineEndpoint({
  method: 'DELETE',
  path: '/admin/contacts/:id',
  tags,
  access,
  summary: 'Deletes a contact message',
  params: ZIdParam,
  data: z.null(),
  errors,
});

// ---- subscriptions (spec §3) ------------------------------------------------------------------------------------

export const listSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/admin/subscriptions',
  tags,
  access,
  summary: 'Subscriptions with business, plan, invoice, dates and state (active, expiring, expired, inactive)',
  query: ZAdminSubscriptionQuery,
  data: ZAdminSubscriptionList,
  errors,
});
export const exportSubscriptions = csvExport(listSubscriptions);

// ---- users (decision 7) -----------------------------------------------------------------------------------------

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/admin/users',
  tags,
  access,
  summary: 'Accounts: search by name, email, phone; filter by type, profile approval, login access',
  query: ZAdminUserQuery,
  data: ZAdminUserList,
  errors,
});
export const exportUsers = csvExport(listUsers);

export const updateUser = defineEndpoint({
  method: 'PATCH',
  path: '/admin/users/:id',
  tags,
  access,
  summary: 'Approves a profile (decision 7) and/or disables or enables login (immediate)',
  params: ZIdParam,
  body: ZUpdateUserRequest,
  data: ZAdminUser,
  errors,
});

// ---- settings ---------------------------------------------------------------------------------------------------

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/settings',
  tags,
  access,
  summary: 'Site settings the admin edits',
  data: ZAdminSettings,
  errors,
});

export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/admin/settings',
  tags,
  access,
  summary: 'Saves any subset of the settings (validated per key)',
  body: ZUpdateSettingsRequest,
  data: ZAdminSettings,
  errors,
});

// ---- audit trail ------------------------------------------------------------------------------------------------

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/admin/audit',
  tags,
  access,
  summary: 'The audit trail, newest first: filter by action, record, actor and India days',
  query: ZAdminAuditQuery,
  data: ZAdminAuditList,
  errors,
});
export const exportAudit = csvExport(listAudit);
