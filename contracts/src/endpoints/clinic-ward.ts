import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ZAdmissionCreate,
  ZAdmissionCreated,
  ZBedBoard,
  ZCreatedId,
  ZDietCopied,
  ZDietCopy,
  ZDietDateParam,
  ZDietDay,
  ZDietItem,
  ZDietSave,
  ZDischarge,
  ZKitchen,
  ZKitchenQuery,
  ZPdfQuery,
  ZStay,
  ZStayList,
  ZStayListQuery,
  ZSummarySave,
  ZTransfer,
  ZWardBedInput,
  ZWardBill,
  ZWardCategoryInput,
  ZWardIdParam,
  ZWardRoomInput,
  ZWardSetup,
} from '../schemas/clinic-ward';

/**
 * In-patient stays and diet (issue 21 points 1 and 2; the `ward` module, decision 98). Staff of the clinic only;
 * every record of another clinic is a 404. The clinic administrator keeps categories, rooms and beds; reception
 * admits, transfers and frees cleaned beds; doctors admit, write the diet chart and the discharge summary;
 * reception or a doctor discharges; every department reads the bed board.
 */
const tags = ['clinic'] as const;

// ---- set-up -----------------------------------------------------------------------------------------------------

export const wardSetup = defineEndpoint({
  method: 'GET',
  path: '/clinic/ward/setup',
  tags,
  access: 'staff',
  summary: "The clinic's room categories (with their daily charge), rooms and beds, inactive ones included",
  data: ZWardSetup,
  errors: [403],
});

export const createWardCategory = defineEndpoint({
  method: 'POST',
  path: '/clinic/ward/categories',
  tags,
  access: 'staff',
  summary: 'The clinic administrator adds a room category with its daily charge (paise)',
  body: ZWardCategoryInput,
  data: ZCreatedId,
  status: 201,
  errors: [400, 403, 409],
});

export const updateWardCategory = defineEndpoint({
  method: 'PUT',
  path: '/clinic/ward/categories/:id',
  tags,
  access: 'staff',
  summary: 'The clinic administrator changes a category; stays already admitted keep the charge they captured',
  params: ZWardIdParam,
  body: ZWardCategoryInput,
  data: ZCreatedId,
  errors: [400, 403, 404, 409],
});

export const createWardRoom = defineEndpoint({
  method: 'POST',
  path: '/clinic/ward/rooms',
  tags,
  access: 'staff',
  summary: 'The clinic administrator adds a room (number, floor, category, AC) with its beds',
  body: ZWardRoomInput,
  data: ZCreatedId,
  status: 201,
  errors: [400, 403, 404, 409],
});

export const updateWardRoom = defineEndpoint({
  method: 'PUT',
  path: '/clinic/ward/rooms/:id',
  tags,
  access: 'staff',
  summary: 'The clinic administrator changes a room; a room with a patient in it cannot be taken out of use',
  params: ZWardIdParam,
  body: ZWardRoomInput,
  data: ZCreatedId,
  errors: [400, 403, 404, 409],
});

export const createWardBed = defineEndpoint({
  method: 'POST',
  path: '/clinic/ward/rooms/:id/beds',
  tags,
  access: 'staff',
  summary: 'The clinic administrator adds a bed to a room',
  params: ZWardIdParam,
  body: ZWardBedInput,
  data: ZCreatedId,
  status: 201,
  errors: [400, 403, 404, 409],
});

export const updateWardBed = defineEndpoint({
  method: 'PUT',
  path: '/clinic/ward/beds/:id',
  tags,
  access: 'staff',
  summary: 'The clinic administrator renames a bed or takes it out of use (not while a patient is in it)',
  params: ZWardIdParam,
  body: ZWardBedInput,
  data: ZCreatedId,
  errors: [400, 403, 404, 409],
});

// ---- the bed board ----------------------------------------------------------------------------------------------

export const bedBoard = defineEndpoint({
  method: 'GET',
  path: '/clinic/beds',
  tags,
  access: 'staff',
  summary: 'The bed board: every room and bed in use, free, occupied (patient, day of stay) or being cleaned',
  data: ZBedBoard,
  errors: [403],
});

export const markBedFree = defineEndpoint({
  method: 'POST',
  path: '/clinic/beds/:id/free',
  tags,
  access: 'staff',
  summary: 'Reception marks a cleaned bed free (it was being cleaned after a patient left it)',
  params: ZWardIdParam,
  data: ZCreatedId,
  errors: [400, 403, 404, 409],
});

// ---- stays ------------------------------------------------------------------------------------------------------

export const listStays = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions',
  tags,
  access: 'staff',
  summary: "The clinic's admitted stays, or its discharged ones newest first (20 a page)",
  query: ZStayListQuery,
  data: ZStayList,
  errors: [400, 403],
});

export const admit = defineEndpoint({
  method: 'POST',
  path: '/clinic/admissions',
  tags,
  access: 'staff',
  summary:
    "Admits a patient to a free bed, capturing the category's daily charge; a bed taken or a patient already admitted is a 409 (the database decides)",
  body: ZAdmissionCreate,
  data: ZAdmissionCreated,
  status: 201,
  errors: [400, 403, 404, 409],
});

export const getStay = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions/:id',
  tags,
  access: 'staff',
  summary: 'A stay: the patient, the admission, its bed periods, the discharge summary and the bill',
  params: ZWardIdParam,
  data: ZStay,
  errors: [400, 403, 404],
});

export const transfer = defineEndpoint({
  method: 'POST',
  path: '/clinic/admissions/:id/transfer',
  tags,
  access: 'staff',
  summary: "Moves an admitted patient to another free bed; the new bed's category charge applies from today",
  params: ZWardIdParam,
  body: ZTransfer,
  data: ZStay,
  errors: [400, 403, 404, 409],
});

export const saveSummary = defineEndpoint({
  method: 'PUT',
  path: '/clinic/admissions/:id/summary',
  tags,
  access: 'staff',
  summary: 'A doctor writes the discharge summary of an admitted stay',
  params: ZWardIdParam,
  body: ZSummarySave,
  data: ZStay,
  errors: [400, 403, 404, 409],
});

export const discharge = defineEndpoint({
  method: 'POST',
  path: '/clinic/admissions/:id/discharge',
  tags,
  access: 'staff',
  summary:
    'Discharges a stay once (a second discharge is a 409): the bed goes to cleaning and the final bill is numbered',
  params: ZWardIdParam,
  body: ZDischarge,
  data: ZStay,
  errors: [400, 403, 404, 409],
});

export const stayBill = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions/:id/bill',
  tags,
  access: 'staff',
  summary: "The stay's final bill, or its running statement as of today while admitted",
  params: ZWardIdParam,
  data: ZWardBill,
  errors: [400, 403, 404],
});

export const billPdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions/:id/bill.pdf',
  tags,
  access: 'staff',
  summary: 'The final bill of a discharged stay on A4, in English or Gujarati',
  params: ZWardIdParam,
  query: ZPdfQuery,
  produces: 'file',
  errors: [400, 403, 404, 409],
});

export const summaryPdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions/:id/summary.pdf',
  tags,
  access: 'staff',
  summary: 'The discharge summary on A4, in English or Gujarati',
  params: ZWardIdParam,
  query: ZPdfQuery,
  produces: 'file',
  errors: [400, 403, 404, 409],
});

// ---- diet -------------------------------------------------------------------------------------------------------

export const dietItems = defineEndpoint({
  method: 'GET',
  path: '/clinic/ward/diet-items',
  tags,
  access: 'staff',
  summary: 'The diet items in use (the records master), with whether each suits a Jain diet and its price',
  data: z.array(ZDietItem),
  errors: [403],
});

export const dietDay = defineEndpoint({
  method: 'GET',
  path: '/clinic/admissions/:id/diet/:date',
  tags,
  access: 'staff',
  summary: "A stay's diet chart of a day, meal by meal, with its version",
  params: ZDietDateParam,
  data: ZDietDay,
  errors: [400, 403, 404],
});

export const saveDietDay = defineEndpoint({
  method: 'PUT',
  path: '/clinic/admissions/:id/diet/:date',
  tags,
  access: 'staff',
  summary:
    "A doctor saves a day's chart whole; a Jain patient's chart refuses non-Jain items, and a save over a newer one is a 409",
  params: ZDietDateParam,
  body: ZDietSave,
  data: ZDietDay,
  errors: [400, 403, 404, 409],
});

export const copyDietDay = defineEndpoint({
  method: 'POST',
  path: '/clinic/admissions/:id/diet/:date/copy',
  tags,
  access: 'staff',
  summary: "A doctor copies a day's chart to the following days that have none yet",
  params: ZDietDateParam,
  body: ZDietCopy,
  data: ZDietCopied,
  errors: [400, 403, 404, 409],
});

export const kitchenList = defineEndpoint({
  method: 'GET',
  path: '/clinic/kitchen',
  tags,
  access: 'staff',
  summary: "The kitchen's list of a day: each meal's items with their counts and for which bed and patient",
  query: ZKitchenQuery,
  data: ZKitchen,
  errors: [400, 403],
});
