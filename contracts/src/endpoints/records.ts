import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  FILTER_OPS,
  ZAutocompleteParams,
  ZRecordIdParam,
  ZRecordPageQuery,
  ZSettingNameRequest,
  ZSettingValue,
  ZStaffDoctor,
  ZUploadedImage,
} from '../schemas/records';

/**
 * The generic record API of spec §7 (decision 15) and the clinic side's client calls. The record endpoints take
 * the registry's table name as `:table` and are written here with the schemas every table shares; the server
 * registers each registry table's own routes from them (`/common/record/room` …) with that table's exact
 * schemas, so validation and the OpenAPI document are exact per table, and any other name answers 404.
 */
const tags = ['records'] as const;
const errors = [400, 401, 403, 404, 405, 409] as const;

/** A row as it leaves the server: the columns the caller's role may read. */
export const ZRecordRowAny = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const ZRecordListAny = z.object({ rows: z.array(ZRecordRowAny), count: z.number().int() });
/** A create or update body: the table's writable fields (checked against the table's schema on the server). */
export const ZRecordBodyAny = z.record(z.string(), z.unknown());
export const ZWhereBodyAny = z.object({
  whereFields: z.array(z.object({ field: z.string(), type: z.enum(FILTER_OPS), value: z.unknown() })).optional(),
  page: z.number().int().optional(),
});

const ZTable = z.object({ table: z.string() });

export const listRecords = defineEndpoint({
  method: 'GET',
  path: '/common/record/:table',
  tags,
  access: 'optional',
  summary: 'Lists a table (20 a page, data.rows and data.count)',
  params: ZTable,
  query: ZRecordPageQuery,
  data: ZRecordListAny,
  errors,
});

export const findRecords = defineEndpoint({
  method: 'POST',
  path: '/common/get-data-by-where/:table',
  tags,
  access: 'optional',
  summary: 'Lists a table matching whereFields (the fields and operators each table allows)',
  params: ZTable,
  body: ZWhereBodyAny,
  data: ZRecordListAny,
  errors,
});

export const autocompleteRecords = defineEndpoint({
  method: 'GET',
  path: '/common/autocomplete/:table/:term',
  tags,
  access: 'optional',
  summary: 'Up to 10 rows whose search field contains the term',
  params: ZTable.extend(ZAutocompleteParams.shape),
  data: z.array(ZRecordRowAny),
  errors,
});

export const getRecord = defineEndpoint({
  method: 'GET',
  path: '/common/record/:table/:id',
  tags,
  access: 'optional',
  summary: 'One record',
  params: ZTable.extend(ZRecordIdParam.shape),
  data: ZRecordRowAny,
  errors,
});

export const createRecord = defineEndpoint({
  method: 'POST',
  path: '/common/record/:table',
  tags,
  access: 'user',
  summary: 'Creates a record',
  params: ZTable,
  body: ZRecordBodyAny,
  data: ZRecordRowAny,
  errors,
});

export const updateRecord = defineEndpoint({
  method: 'PUT',
  path: '/common/record/:table/:id',
  tags,
  access: 'user',
  summary: 'Updates a record (any writable fields)',
  params: ZTable.extend(ZRecordIdParam.shape),
  body: ZRecordBodyAny,
  data: ZRecordRowAny,
  errors,
});

export const deleteRecord = defineEndpoint({
  method: 'DELETE',
  path: '/common/record/:table/:id',
  tags,
  access: 'user',
  summary: 'Deletes a record',
  params: ZTable.extend(ZRecordIdParam.shape),
  data: z.null(),
  errors,
});

export const uploadRecordImage = defineEndpoint({
  method: 'POST',
  path: '/common/upload-image',
  tags,
  access: 'admin',
  summary: 'Uploads an image for a record (admins; PNG, JPG, GIF or WebP, ≤ 5 MB; stored as WebP)',
  multipart: true,
  data: ZUploadedImage,
  errors: [...errors, 413, 415],
});

export const listClientSettings = defineEndpoint({
  method: 'GET',
  path: '/client/get/setting',
  tags,
  access: 'optional',
  summary: 'Client settings: the public ones (every setting for admins)',
  data: z.array(ZSettingValue),
  errors,
});

export const getClientSetting = defineEndpoint({
  method: 'POST',
  path: '/client/get/setting',
  tags,
  access: 'optional',
  summary: 'One client setting by name (404 for a setting that is not public, unless admin)',
  body: ZSettingNameRequest,
  data: ZSettingValue,
  errors,
});

export const staffBySubDepartment = defineEndpoint({
  method: 'GET',
  path: '/client/get/staffBySubDept/:id',
  tags,
  access: 'public',
  summary: 'Active doctors of a doctor sub-department as { doctor_id, doctor_name }',
  params: ZRecordIdParam,
  data: z.array(ZStaffDoctor),
  errors,
});
