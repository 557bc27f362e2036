import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZLabCancelBody,
  ZLabIdParam,
  ZLabOrder,
  ZLabOrderCreate,
  ZLabOrderList,
  ZLabOrderQuery,
  ZLabPaymentBody,
  ZLabReportQuery,
  ZLabResultsSave,
  ZLabReturnBody,
  ZLabTest,
  ZLabTestInput,
  ZLabTestQuery,
  ZLabVersionBody,
  ZPatientLabReports,
  ZVisitLab,
} from '../schemas/clinic-lab';

/**
 * The clinic's laboratory (issue 21 point 5; the `lab` module, decision 96). Staff of the clinic only: doctors
 * order and approve, lab staff collect and enter results, reception sees orders and released reports and takes
 * payment, the clinic administrator keeps the test master; panchakarma gets 403, another clinic's record 404.
 * Every step after ordering names the order's `version`; a stale one is a 409 `LAB.STALE`.
 */
const tags = ['clinic'] as const;

export const listLabTests = defineEndpoint({
  method: 'GET',
  path: '/clinic/lab-tests',
  tags,
  access: 'staff',
  summary: "The clinic's test master with reference ranges (active ones unless all=1)",
  query: ZLabTestQuery,
  data: z.array(ZLabTest),
  errors: [400, 403],
});

export const createLabTest = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-tests',
  tags,
  access: 'staff',
  summary: 'Adds a test to the master (the clinic administrator); a code already there is a 409',
  body: ZLabTestInput,
  data: ZLabTest,
  status: 201,
  errors: [400, 403, 409],
});

export const updateLabTest = defineEndpoint({
  method: 'PUT',
  path: '/clinic/lab-tests/:id',
  tags,
  access: 'staff',
  summary: 'Changes a test of the master whole, ranges included (or retires it); orders keep what they were given',
  params: ZIdParam,
  body: ZLabTestInput,
  data: ZLabTest,
  errors: [400, 403, 404, 409],
});

export const listLabOrders = defineEndpoint({
  method: 'GET',
  path: '/clinic/lab-orders',
  tags,
  access: 'staff',
  summary: "The lab's worklist: a day's orders (or every day's), by status, newest first, with counts per status",
  query: ZLabOrderQuery,
  data: ZLabOrderList,
  errors: [400, 403],
});

export const createLabOrder = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders',
  tags,
  access: 'staff',
  summary: "The visit's doctor orders tests for the visit (Idempotency-Key: a double click orders once)",
  body: ZLabOrderCreate,
  data: ZLabOrder,
  status: 201,
  errors: [400, 403, 404, 409],
});

export const getLabOrder = defineEndpoint({
  method: 'GET',
  path: '/clinic/lab-orders/:id',
  tags,
  access: 'staff',
  summary:
    'One order with its tests, the ranges that apply, results (for those who may see them) and what the caller may do',
  params: ZLabIdParam,
  data: ZLabOrder,
  errors: [403, 404],
});

export const collectLabSample = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/collect',
  tags,
  access: 'staff',
  summary: 'Lab staff record the sample collected now',
  params: ZLabIdParam,
  body: ZLabVersionBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const saveLabResults = defineEndpoint({
  method: 'PUT',
  path: '/clinic/lab-orders/:id/results',
  tags,
  access: 'staff',
  summary: 'Lab staff save results (numbers checked, flagged against the range that applies); a stale version is a 409',
  params: ZLabIdParam,
  body: ZLabResultsSave,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const submitLabReport = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/submit',
  tags,
  access: 'staff',
  summary: 'Lab staff send the complete results for a doctor’s approval',
  params: ZLabIdParam,
  body: ZLabVersionBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const approveLabReport = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/approve',
  tags,
  access: 'staff',
  summary: 'A doctor approves the report: it is released and frozen',
  params: ZLabIdParam,
  body: ZLabVersionBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const returnLabReport = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/return',
  tags,
  access: 'staff',
  summary: 'A doctor sends the report back to the lab with a reason',
  params: ZLabIdParam,
  body: ZLabReturnBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const cancelLabOrder = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/cancel',
  tags,
  access: 'staff',
  summary: 'Cancels an unpaid order before its sample is taken (the ordering doctor, reception, the administrator)',
  params: ZLabIdParam,
  body: ZLabCancelBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const payLabOrder = defineEndpoint({
  method: 'POST',
  path: '/clinic/lab-orders/:id/payment',
  tags,
  access: 'staff',
  summary: "Reception takes the order's total and issues the lab's receipt number (once: a repeat is a 409)",
  params: ZLabIdParam,
  body: ZLabPaymentBody,
  data: ZLabOrder,
  errors: [400, 403, 404, 409],
});

export const labReportPdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/lab-orders/:id/report.pdf',
  tags,
  access: 'staff',
  summary: 'The released report on A4, in English or Gujarati (409 LAB.NOT_RELEASED before the approval)',
  params: ZLabIdParam,
  query: ZLabReportQuery,
  produces: 'file',
  errors: [400, 403, 404, 409],
});

export const visitLab = defineEndpoint({
  method: 'GET',
  path: '/clinic/visits/:id/lab-orders',
  tags,
  access: 'staff',
  summary: "A visit's lab orders and whether the caller may order for it (the consultation's ordering control)",
  params: ZLabIdParam,
  data: ZVisitLab,
  errors: [403, 404],
});

export const patientLabReports = defineEndpoint({
  method: 'GET',
  path: '/clinic/patients/:id/lab-reports',
  tags,
  access: 'staff',
  summary: "A patient's released lab reports with their results, newest first (the last 50)",
  params: ZIdParam,
  data: ZPatientLabReports,
  errors: [403, 404],
});
