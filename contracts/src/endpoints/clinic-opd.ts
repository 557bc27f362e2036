import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZQueue,
  ZQueueQuery,
  ZReceiptParams,
  ZReceiptQuery,
  ZStatusChange,
  ZStatusChanged,
  ZVisitCreate,
  ZVisitCreated,
} from '../schemas/clinic-opd';

/**
 * The OPD desk (issue 20 points 3 and 5; the `opd` module): registration and its bill, the receipt PDF, the
 * queue, its status moves and its event stream. Staff of the clinic only; another clinic's visit or receipt is a
 * 404. Money is integer paise.
 */
const tags = ['clinic'] as const;

export const createVisit = defineEndpoint({
  method: 'POST',
  path: '/clinic/visits',
  tags,
  access: 'staff',
  summary:
    'Reception registers an OPD visit and bills it: the server computes the total (paise; decision 36), issues the token (gap-free per doctor per day) and the receipt (gap-free per clinic per financial year). An Idempotency-Key header makes a repeat answer the first answer (decision 79)',
  body: ZVisitCreate,
  data: ZVisitCreated,
  status: 201,
  errors: [400, 403, 404, 409, 422],
});

export const changeVisitStatus = defineEndpoint({
  method: 'PATCH',
  path: '/clinic/visits/:id/status',
  tags,
  access: 'staff',
  summary:
    'Moves a visit forward in the queue (decision 32): reception 1→2 (arrival), the doctor 2→3→4 on their own visits; backwards is a 409 except a clinic administrator’s reset with a reason (audited)',
  params: ZIdParam,
  body: ZStatusChange,
  data: ZStatusChanged,
  errors: [400, 403, 404, 409],
});

export const clinicQueue = defineEndpoint({
  method: 'GET',
  path: '/clinic/queue',
  tags,
  access: 'staff',
  summary: "The day's queue of the caller's clinic (today in India by default), by doctor and token",
  query: ZQueueQuery,
  data: ZQueue,
  errors: [400, 403],
});

export const clinicQueueStream = defineEndpoint({
  method: 'GET',
  path: '/clinic/queue/stream',
  tags,
  access: 'staff',
  summary:
    "Server-Sent Events (text/event-stream): `queue` events for the caller's clinic only, across server processes (the change bus), a heartbeat comment every 15 s; `resync` asks the client to refetch",
  produces: 'file',
  errors: [403],
});

export const clinicReceiptPdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/receipts/:receipt_id.pdf',
  tags,
  access: 'staff',
  summary: 'The receipt of an OPD bill: a bill of supply (decision 35), A4 or an 80 mm roll, English or Gujarati',
  params: ZReceiptParams,
  query: ZReceiptQuery,
  produces: 'file',
  errors: [400, 404],
});
