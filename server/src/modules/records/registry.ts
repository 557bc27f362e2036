import type { z } from 'zod';
import {
  createBodySchema,
  RECORD_TABLES,
  type RecordField,
  type RecordTable,
  recordTable,
  rowSchema,
  updateBodySchema,
  whereBodySchema,
} from '@gd/contracts/schemas/records';

/**
 * The server's view of the record registry (contracts/src/schemas/records.ts, shared with the admin screens):
 * each entry with the zod schemas its routes validate with and its OpenAPI document shows. Only these tables
 * exist for the generic record API; every other name answers 404 (decision 15).
 */
export interface RecordResource {
  def: RecordTable;
  create: z.ZodType;
  update: z.ZodType;
  row: z.ZodType;
  where: z.ZodType;
  /** field name → definition, including the primary key as an int field */
  fields: Map<string, RecordField>;
  /** where a field's value must point: [db table, pk] (refs inside the registry and `exists` links) */
  targets: Map<string, { dbTable: string; pk: string }>;
}

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'phone', 'url', 'gstin', 'image', 'time']);

/** Checks an entry once at startup, so a typo in the registry fails the boot instead of a request. */
function check(t: RecordTable): void {
  const names = new Set(t.fields.map((f) => f.name));
  const fail = (why: string) => {
    throw new Error(`record registry: ${t.table}: ${why}`);
  };
  if (!/^[a-z_]+$/.test(t.dbTable) || !/^[a-z_]+$/.test(t.pk)) fail('bad table or key name');
  for (const f of t.fields) if (!/^[a-z_]+$/.test(f.name)) fail(`bad column name ${f.name}`);
  if (!names.has(t.autocomplete) || !TEXT_KINDS.has(t.fields.find((f) => f.name === t.autocomplete)!.kind))
    fail('autocomplete must be a text field');
  if (!names.has(t.orderBy.field) && t.orderBy.field !== t.pk) fail('orderBy is not a field');
  for (const [field, ops] of Object.entries(t.filters)) {
    const f = t.fields.find((x) => x.name === field);
    if (!f && field !== t.pk) fail(`filter on unknown field ${field}`);
    if (ops.includes('LIKE') && (!f || !TEXT_KINDS.has(f.kind))) fail(`LIKE on non-text field ${field}`);
    if (ops.includes('date_range') && f?.kind !== 'date') fail(`date_range on non-date field ${field}`);
  }
  for (const f of t.fields) if (f.kind === 'ref' && !recordTable(f.ref ?? '')) fail(`ref ${f.name} to unknown table`);
  for (const col of Object.keys(t.visibleWhen ?? {})) if (!names.has(col)) fail(`visibleWhen on unknown ${col}`);
}

function build(t: RecordTable): RecordResource {
  check(t);
  const fields = new Map<string, RecordField>([[t.pk, { name: t.pk, kind: 'int' }]]);
  for (const f of t.fields) fields.set(f.name, f);
  const targets = new Map<string, { dbTable: string; pk: string }>();
  for (const f of t.fields) {
    if (f.kind === 'ref') {
      const target = recordTable(f.ref!)!;
      targets.set(f.name, { dbTable: target.dbTable, pk: target.pk });
    } else if (f.exists) targets.set(f.name, f.exists);
  }
  return {
    def: t,
    create: createBodySchema(t),
    update: updateBodySchema(t),
    row: rowSchema(t),
    where: whereBodySchema(t),
    fields,
    targets,
  };
}

export const RECORD_RESOURCES: readonly RecordResource[] = RECORD_TABLES.map(build);
const byName = new Map(RECORD_RESOURCES.map((r) => [r.def.table, r]));

export function resource(table: string): RecordResource | undefined {
  return byName.get(table);
}
