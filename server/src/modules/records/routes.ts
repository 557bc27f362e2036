import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope } from '@gd/contracts/schemas/common';
import {
  RECORD_PAGE_SIZE,
  ZAutocompleteParams,
  ZRecordIdParam,
  ZRecordPageQuery,
  ZSettingNameRequest,
  ZSettingValue,
  ZStaffDoctor,
  ZUploadedImage,
  type TWhereField,
} from '@gd/contracts/schemas/records';
import { optionalUser } from '../auth/guards';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/uploads';
import { RECORD_RESOURCES, type RecordResource } from './registry';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  405: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
const security = [{ bearerAuth: [] }];
const empty = envelope(z.null());

const roleText = { public: 'anyone', user: 'any logged-in user', admin: 'admins', none: 'nobody' } as const;

/**
 * The generic record API of spec §7 (ARCHITECTURE.md endpoint map, kept literally). Every registry table gets
 * its own routes, so validation and the OpenAPI document are exact per table; any other name in the same paths
 * (users, payments, OTPs, sqlite_master, pg_catalog…) reaches the catch-all routes below and answers 404.
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = async (req: FastifyRequest) => service.callerRole(await optionalUser(app, req));
  /** Writes need a valid session first (401), then the entry's role (403). */
  const actor = async (req: FastifyRequest) => {
    await app.requireUser(req);
    return { user: req.user!, role: service.callerRole(req.user) };
  };

  for (const res of RECORD_RESOURCES) registerTable(res);

  function registerTable(res: RecordResource) {
    const t = res.def;
    const tags = [`records: ${t.table}`];
    const who = `Read: ${roleText[t.read]}. Write: ${roleText[t.write]}.`;
    const rowList = envelope(z.object({ rows: z.array(res.row), count: z.number().int() }));

    r.get(
      `/common/record/${t.table}`,
      {
        schema: {
          tags,
          security,
          summary: `Lists ${t.table} (${RECORD_PAGE_SIZE} a page, data.rows and data.count)`,
          description: who,
          querystring: ZRecordPageQuery,
          response: { 200: rowList, ...errors },
        },
      },
      async (req) => ok(await service.list(app, res, await caller(req), req.query.page)),
    );

    r.post(
      `/common/get-data-by-where/${t.table}`,
      {
        schema: {
          tags,
          security,
          summary: `Lists ${t.table} matching whereFields (fields and operators: ${Object.entries(t.filters)
            .map(([f, ops]) => `${f} ${ops.join('/')}`)
            .join(', ')})`,
          description: `${who} IN takes at most 100 values; date_range takes { startDate, endDate } (YYYY-MM-DD).`,
          body: res.where,
          response: { 200: rowList, ...errors },
        },
      },
      async (req) => {
        const body = req.body as { whereFields: TWhereField[]; page: number };
        return ok(await service.list(app, res, await caller(req), body.page, body.whereFields));
      },
    );

    r.get(
      `/common/autocomplete/${t.table}/:term`,
      {
        schema: {
          tags,
          security,
          summary: `Up to 10 ${t.table} whose ${t.autocomplete} contains the term`,
          description: who,
          params: ZAutocompleteParams,
          response: { 200: envelope(z.array(res.row)), ...errors },
        },
      },
      async (req) => ok(await service.autocomplete(app, res, await caller(req), req.params.term)),
    );

    r.get(
      `/common/record/${t.table}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `One ${t.table} record`,
          description: who,
          params: ZRecordIdParam,
          response: { 200: envelope(res.row), ...errors },
        },
      },
      async (req) => ok(await service.get(app, res, await caller(req), req.params.id)),
    );

    r.post(
      `/common/record/${t.table}`,
      {
        schema: {
          tags,
          security,
          summary: `Creates a ${t.table} record${t.create === false ? ' (not allowed: 405)' : ''}`,
          description: `${who} The id and unknown keys are refused (400).`,
          body: res.create,
          response: { 200: envelope(res.row), ...errors },
        },
      },
      async (req) =>
        ok(
          await service.create(app, res, await actor(req), req.body as Record<string, unknown>),
          'Your record is saved!',
        ),
    );

    r.put(
      `/common/record/${t.table}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Updates a ${t.table} record (any writable fields)`,
          description: `${who} The id and keys that are not writable are refused (400).`,
          params: ZRecordIdParam,
          body: res.update,
          response: { 200: envelope(res.row), ...errors },
        },
      },
      async (req) =>
        ok(
          await service.update(app, res, await actor(req), req.params.id, req.body as Record<string, unknown>),
          'Your record is saved!',
        ),
    );

    r.delete(
      `/common/record/${t.table}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Deletes a ${t.table} record${t.remove === false ? ' (not allowed: 405)' : ''}`,
          description: who,
          params: ZRecordIdParam,
          response: { 200: empty, ...errors },
        },
      },
      async (req) => {
        await service.remove(app, res, await actor(req), req.params.id);
        return ok(null, 'Record deleted.');
      },
    );
  }

  // Closed by default: a name outside the registry is not a table.
  const unknownTable = async () => {
    throw AppError.notFound('RECORD_TABLE_NOT_FOUND', 'No such table.');
  };
  for (const path of [
    '/common/record/:table',
    '/common/record/:table/:id',
    '/common/autocomplete/:table/:term',
    '/common/get-data-by-where/:table',
  ])
    r.all(path, { schema: { hide: true } }, unknownTable);

  r.post(
    '/common/upload-image',
    {
      schema: {
        tags: ['records'],
        security,
        consumes: ['multipart/form-data'],
        summary: 'Uploads an image for a record (admins; PNG, JPG, GIF or WebP, ≤ 5 MB; stored as WebP)',
        response: { 200: envelope(ZUploadedImage), ...errors, 413: ZErrorEnvelope, 415: ZErrorEnvelope },
      },
      preHandler: app.requireAdmin,
    },
    async (req) => ok(await service.uploadImage(app, req.user!, await readForm(req)), 'Image uploaded.'),
  );

  r.get(
    '/client/get/setting',
    {
      schema: {
        tags: ['records'],
        security,
        summary: 'Client settings: the public ones (every setting for admins)',
        response: { 200: envelope(z.array(ZSettingValue)), ...errors },
      },
    },
    async (req) => ok(await service.clientSettings(app, await caller(req))),
  );

  r.post(
    '/client/get/setting',
    {
      schema: {
        tags: ['records'],
        security,
        summary: 'One client setting by name (404 for a setting that is not public, unless admin)',
        body: ZSettingNameRequest,
        response: { 200: envelope(ZSettingValue), ...errors },
      },
    },
    async (req) => ok(await service.clientSetting(app, await caller(req), req.body.name)),
  );

  r.get(
    '/client/get/staffBySubDept/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Active doctors of a doctor sub-department as { doctor_id, doctor_name }',
        params: ZRecordIdParam,
        response: { 200: envelope(z.array(ZStaffDoctor)), ...errors },
      },
    },
    async (req) => ok(await service.doctorsBySubDepartment(app, req.params.id)),
  );
}
