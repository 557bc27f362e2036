import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EndpointDef } from '@gd/contracts/endpoint';
import * as endpoints from '@gd/contracts/endpoints/records';
import { listOf } from '@gd/contracts/schemas/common';
import { RECORD_PAGE_SIZE, ZAutocompleteParams, ZRecordIdParam, type TWhereField } from '@gd/contracts/schemas/records';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import type { AuthUser } from '../auth/service';
import { RECORD_RESOURCES, type RecordResource } from './registry';
import * as service from './service';

const roleText = { public: 'anyone', user: 'any logged-in user', admin: 'admins', none: 'nobody' } as const;

/**
 * The generic record API of spec §7 (ARCHITECTURE.md endpoint map, kept literally). The endpoints are defined
 * once with `:table` (contracts/src/endpoints/records.ts, what the web calls); here every registry table gets its
 * own routes from them — the table's name in the path and its exact schemas — so validation and the OpenAPI
 * document are exact per table. Any other name in the same paths (users, payments, OTPs, sqlite_master,
 * pg_catalog…) reaches the hidden catch-all routes below and answers 404.
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  // The endpoint definitions have no OpenAPI description; the per-table routes keep theirs (who may read and
  // write) by adding it as each route is registered, in this plugin only.
  const descriptions = new Map<string, string>();
  app.addHook('onRoute', (opts) => {
    const text = descriptions.get(`${String(opts.method)} ${opts.url.slice(opts.prefix.length)}`);
    if (text && opts.schema) opts.schema.description = text;
  });

  /** One table's copy of a generic endpoint: its path, tags, summary and schemas. */
  function forTable<E extends EndpointDef, O extends Partial<EndpointDef>>(
    endpoint: E,
    res: RecordResource,
    over: O & { summary: string; description: string },
  ) {
    const { description, ...rest } = over;
    const path = endpoint.path.replace(':table', res.def.table);
    descriptions.set(`${endpoint.method} ${path}`, description);
    return { ...endpoint, path, tags: [`records: ${res.def.table}`], ...rest } as Omit<E, keyof O> &
      Omit<O, 'description'>;
  }

  const actor = (user: AuthUser) => ({ user, role: service.callerRole(user) });

  for (const res of RECORD_RESOURCES) registerTable(res);

  function registerTable(res: RecordResource) {
    const t = res.def;
    const who = `Read: ${roleText[t.read]}. Write: ${roleText[t.write]}.`;
    const rowList = listOf(res.row);

    route(
      app,
      forTable(endpoints.listRecords, res, {
        summary: `Lists ${t.table} (${RECORD_PAGE_SIZE} a page, data.rows and data.count)`,
        description: who,
        params: undefined,
        data: rowList,
      }),
      async (req) => ok(await service.list(app, res, service.callerRole(req.user), req.query.page)),
    );

    route(
      app,
      forTable(endpoints.findRecords, res, {
        summary: `Lists ${t.table} matching whereFields (fields and operators: ${Object.entries(t.filters)
          .map(([f, ops]) => `${f} ${ops.join('/')}`)
          .join(', ')})`,
        description: `${who} IN takes at most 100 values; date_range takes { startDate, endDate } (YYYY-MM-DD).`,
        params: undefined,
        body: res.where,
        data: rowList,
      }),
      async (req) => {
        const body = req.body as { whereFields: TWhereField[]; page: number };
        return ok(await service.list(app, res, service.callerRole(req.user), body.page, body.whereFields));
      },
    );

    route(
      app,
      forTable(endpoints.autocompleteRecords, res, {
        summary: `Up to 10 ${t.table} whose ${t.autocomplete} contains the term`,
        description: who,
        params: ZAutocompleteParams,
        data: z.array(res.row),
      }),
      async (req) => ok(await service.autocomplete(app, res, service.callerRole(req.user), req.params.term)),
    );

    route(
      app,
      forTable(endpoints.getRecord, res, {
        summary: `One ${t.table} record`,
        description: who,
        params: ZRecordIdParam,
        data: res.row,
      }),
      async (req) => ok(await service.get(app, res, service.callerRole(req.user), req.params.id)),
    );

    // Writes need a valid session (the `user` access: 401), then the entry's role (403).
    route(
      app,
      forTable(endpoints.createRecord, res, {
        summary: `Creates a ${t.table} record${t.create === false ? ' (not allowed: 405)' : ''}`,
        description: `${who} The id and unknown keys are refused (400).`,
        params: undefined,
        body: res.create,
        data: res.row,
      }),
      async (req) =>
        ok(
          await service.create(app, res, actor(req.user!), req.body as Record<string, unknown>),
          'Your record is saved!',
        ),
    );

    route(
      app,
      forTable(endpoints.updateRecord, res, {
        summary: `Updates a ${t.table} record (any writable fields)`,
        description: `${who} The id and keys that are not writable are refused (400).`,
        params: ZRecordIdParam,
        body: res.update,
        data: res.row,
      }),
      async (req) =>
        ok(
          await service.update(app, res, actor(req.user!), req.params.id, req.body as Record<string, unknown>),
          'Your record is saved!',
        ),
    );

    route(
      app,
      forTable(endpoints.deleteRecord, res, {
        summary: `Deletes a ${t.table} record${t.remove === false ? ' (not allowed: 405)' : ''}`,
        description: who,
        params: ZRecordIdParam,
      }),
      async (req) => {
        await service.remove(app, res, actor(req.user!), req.params.id);
        return ok(null, 'Record deleted.');
      },
    );
  }

  // Closed by default: a name outside the registry is not a table. These stay plain (hidden) routes: they are no
  // endpoint anyone calls, only the 404 of every name the registry lacks.
  const unknownTable = async () => {
    throw AppError.notFound('RECORD_TABLE_NOT_FOUND', 'No such table.');
  };
  for (const path of [
    '/common/record/:table',
    '/common/record/:table/:id',
    '/common/autocomplete/:table/:term',
    '/common/get-data-by-where/:table',
  ])
    app.all(path, { schema: { hide: true } }, unknownTable);

  route(app, endpoints.uploadRecordImage, async (req) =>
    ok(await service.uploadImage(app, req.user!, await readForm(req)), 'Image uploaded.'),
  );

  route(app, endpoints.listClientSettings, async (req) =>
    ok(await service.clientSettings(app, service.callerRole(req.user))),
  );

  route(app, endpoints.getClientSetting, async (req) =>
    ok(await service.clientSetting(app, service.callerRole(req.user), req.body.name)),
  );

  route(app, endpoints.staffBySubDepartment, async (req) =>
    ok(await service.doctorsBySubDepartment(app, req.params.id)),
  );
}
