import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ZAdminAppointmentList,
  ZAdminAppointmentQuery,
  ZAdminPractitionerList,
  ZAdminPractitionerQuery,
} from '../schemas/admin-practitioners';

/**
 * Decision 65: the admin's verification queue and every appointment, with filters, paging and CSV (`format=csv`:
 * every row of the filter, up to the cap). Verifying or rejecting is `PATCH /admin/practitioners/:id/verification`
 * (endpoints/practitioners.ts). Admins only: 401 without a valid token, 403 for anyone else.
 */
const tags = ['admin'] as const;
const access = 'admin';
const errors = [400, 401, 403] as const;

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

export const adminListPractitioners = defineEndpoint({
  method: 'GET',
  path: '/admin/practitioners',
  tags,
  access,
  summary: 'Practitioners, pending verification first: registration, proof document, state; search, city, paging',
  query: ZAdminPractitionerQuery,
  data: ZAdminPractitionerList,
  errors,
});
export const adminExportPractitioners = csvExport(adminListPractitioners);

export const adminListAppointments = defineEndpoint({
  method: 'GET',
  path: '/admin/appointments',
  tags,
  access,
  summary: 'Every appointment, latest visit first: date range, practitioner, city, visit and booking status, paging',
  query: ZAdminAppointmentQuery,
  data: ZAdminAppointmentList,
  errors,
});
export const adminExportAppointments = csvExport(adminListAppointments);
