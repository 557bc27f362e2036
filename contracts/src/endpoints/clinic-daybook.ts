import { defineEndpoint } from '../endpoint';
import {
  ZDayClosed,
  ZDayCloseRequest,
  ZDaybook,
  ZDaybookCsvQuery,
  ZDaybookQuery,
  ZDayReopened,
  ZDayReopenRequest,
} from '../schemas/clinic-daybook';

/**
 * The day book (issue 20 point 7, decision 92; the `opd` module): reception and clinic administrators read it;
 * only a clinic administrator closes a day. Always the caller's clinic. Money is integer paise (the CSV: rupees).
 */
const tags = ['clinic'] as const;

export const clinicDaybook = defineEndpoint({
  method: 'GET',
  path: '/clinic/daybook',
  tags,
  access: 'staff',
  summary:
    "A day's collections by payment mode and by the staff member who billed, visits by doctor and department, the bills 20 a page with the spec's serial numbers, and whether the day is closed (India date; today by default)",
  query: ZDaybookQuery,
  data: ZDaybook,
  errors: [400, 403],
});

export const clinicDaybookCsv = defineEndpoint({
  method: 'GET',
  path: '/clinic/daybook.csv',
  tags,
  access: 'staff',
  summary:
    "The day's bills as CSV (a header row, a UTF-8 byte-order mark for spreadsheet programs, amounts in rupees with two decimals, a total row)",
  query: ZDaybookCsvQuery,
  produces: 'file',
  errors: [400, 403],
});

export const closeClinicDay = defineEndpoint({
  method: 'POST',
  path: '/clinic/daybook/close',
  tags,
  access: 'staff',
  summary:
    'A clinic administrator closes a day (today or earlier): its totals are frozen, and bills and visits of that date can no longer be created or changed (409). Once per clinic per date (a unique index decides; 409 after)',
  body: ZDayCloseRequest,
  data: ZDayClosed,
  status: 201,
  errors: [400, 403, 409],
});

export const reopenClinicDay = defineEndpoint({
  method: 'POST',
  path: '/clinic/daybook/reopen',
  tags,
  access: 'staff',
  summary:
    'A clinic administrator reopens a closed day with a reason (audited, with the totals that were frozen): its bills and visits may change again until it is closed again. 409 when the day is not closed',
  body: ZDayReopenRequest,
  data: ZDayReopened,
  errors: [400, 403, 409],
});
