import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * SQL of the generic record API. Table and column names come only from the registry (checked at startup);
 * values are always parameters. The registry's tables are not in the typed DB interface by name here, so these
 * queries run on an untyped view of the same connection.
 */
type AnyDb = Kysely<any> | Transaction<any>;
const untyped = (db: Kysely<DB> | Transaction<DB>) => db as unknown as AnyDb;

export type Row = Record<string, string | number | null>;

/** One condition of a query: built from a whereFields entry or a visibility rule. */
export type Condition =
  | { op: 'eq'; column: string; value: string | number }
  | { op: 'in'; column: string; values: (string | number)[] }
  | { op: 'like'; column: string; pattern: string }
  | { op: 'between'; column: string; from: string; to: string };

/** The LIKE escape character: `!` doubles itself and escapes % and _ in a user's text. */
export const LIKE_ESCAPE = '!';
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;
}

function toSql(c: Condition): Expression<SqlBool> {
  const col = sql.ref(c.column);
  switch (c.op) {
    case 'eq':
      return sql<SqlBool>`${col} = ${c.value}`;
    case 'in':
      return sql<SqlBool>`${col} in (${sql.join(c.values)})`;
    case 'like':
      return sql<SqlBool>`lower(${col}) like lower(${c.pattern}) escape ${LIKE_ESCAPE}`;
    case 'between':
      return sql<SqlBool>`${col} between ${c.from} and ${c.to}`;
  }
}

function where(conditions: Condition[]): Expression<SqlBool> {
  return conditions.length ? sql<SqlBool>`${sql.join(conditions.map(toSql), sql` and `)}` : sql<SqlBool>`1 = 1`;
}

export interface ListQuery {
  table: string;
  columns: string[];
  conditions: Condition[];
  orderBy: { column: string; direction: 'asc' | 'desc' };
  pk: string;
  limit: number;
  offset: number;
}

export async function list(db: Kysely<DB>, q: ListQuery): Promise<{ rows: Row[]; count: number }> {
  const u = untyped(db);
  const filter = where(q.conditions);
  const [rows, total] = await Promise.all([
    u
      .selectFrom(q.table)
      .select(q.columns)
      .where(filter)
      .orderBy(q.orderBy.column, q.orderBy.direction)
      .orderBy(q.pk, q.orderBy.direction)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    u
      .selectFrom(q.table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(filter)
      .executeTakeFirst(),
  ]);
  return { rows: rows as Row[], count: Number(total?.count ?? 0) };
}

export async function findOne(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  columns: string[],
  conditions: Condition[],
): Promise<Row | undefined> {
  return (await untyped(db).selectFrom(table).select(columns).where(where(conditions)).executeTakeFirst()) as
    Row | undefined;
}

export async function exists(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  pk: string,
  id: number,
): Promise<boolean> {
  const row = await untyped(db).selectFrom(table).select(pk).where(pk, '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insert(db: Transaction<DB>, table: string, pk: string, values: Row): Promise<number> {
  const row = (await untyped(db).insertInto(table).values(values).returning(pk).executeTakeFirstOrThrow()) as Row;
  return Number(row[pk]);
}

export async function update(db: Transaction<DB>, table: string, pk: string, id: number, values: Row): Promise<void> {
  await untyped(db).updateTable(table).set(values).where(pk, '=', id).execute();
}

export async function remove(db: Transaction<DB>, table: string, pk: string, id: number): Promise<void> {
  await untyped(db).deleteFrom(table).where(pk, '=', id).execute();
}

/** Active staff of a doctor sub-department (their accounts' names come from the users service). */
export function activeStaffOfSubDepartment(db: Kysely<DB>, subDepartmentId: number) {
  return db
    .selectFrom('staff')
    .select('user_id')
    .where('doctor_sub_department_id', '=', subDepartmentId)
    .where('is_active', '=', 1)
    .execute();
}

/** The practitioners' specialties and degrees masters, for the practitioner marketplace's lists (decision 65). */
export function medicalMasterRows(db: Kysely<DB>) {
  return Promise.all([
    db.selectFrom('master_specialties').select(['specialty_id', 'name', 'name_guj']).execute(),
    db.selectFrom('master_medical_degrees').select(['degree_id', 'name', 'full_name']).execute(),
    db
      .selectFrom('master_type_of_services')
      .select(['service_type_id', 'name', 'name_guj'])
      .where('is_active', '=', 1)
      .execute(),
    db.selectFrom('therapies').select(['therapy_id', 'name', 'name_guj']).where('is_active', '=', 1).execute(),
  ]);
}

/** Doctor sub-departments with their department (the clinic module's staff and doctors lists). */
export function subDepartmentRows(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('doctor_sub_departments')
    .select(['doctor_sub_department_id', 'department_id', 'name', 'name_guj'])
    .where('doctor_sub_department_id', 'in', ids)
    .execute();
}

/** Every diet item, yoga and therapy with its names and whether it is active (the consultation's advice). */
export function adviceMasterRows(db: Kysely<DB>) {
  return Promise.all([
    db
      .selectFrom('diet_items')
      .select(['diet_item_id as id', 'name', 'name_guj', 'is_active'])
      .orderBy('name')
      .execute(),
    db.selectFrom('yoga').select(['yoga_id as id', 'name', 'name_guj', 'is_active']).orderBy('name').execute(),
    db.selectFrom('therapies').select(['therapy_id as id', 'name', 'name_guj', 'is_active']).orderBy('name').execute(),
  ]);
}

/** Every diet item with what the ward's chart needs: its serving, Jain flag, price and whether it is active. */
export function dietItemRows(db: Kysely<DB>) {
  return db
    .selectFrom('diet_items')
    .select(['diet_item_id', 'name', 'name_guj', 'serving', 'is_jain', 'price', 'is_active'])
    .orderBy('name')
    .execute();
}

/** Therapies and yoga with their duration and price (the therapy module's courses, issue 21). */
export function courseMasterRows(db: Kysely<DB>) {
  return Promise.all([
    db
      .selectFrom('therapies')
      .select(['therapy_id as id', 'name', 'name_guj', 'duration_minutes', 'price', 'is_active'])
      .orderBy('name')
      .execute(),
    db
      .selectFrom('yoga')
      .select(['yoga_id as id', 'name', 'name_guj', 'duration_minutes', 'is_active'])
      .orderBy('name')
      .execute(),
  ]);
}
