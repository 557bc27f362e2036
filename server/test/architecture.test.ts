import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECORD_TABLES } from '@gd/contracts/schemas/records';

/**
 * The module boundaries of docs/architecture.md, checked on the source: every table has one owning module
 * (declared in modules/<area>/tables.ts), only that module's repository names it, and no other server file
 * holds SQL. The lint rules keep imports apart; this keeps the SQL apart.
 */
const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const modulesDir = path.join(serverSrc, 'modules');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** table → owning module, read from each module's `interface …Tables { name: …; }` and `RAW_TABLES`. */
export function readOwnership(): Map<string, string> {
  const owners = new Map<string, string>();
  const duplicates: string[] = [];
  for (const mod of fs.readdirSync(modulesDir)) {
    const file = path.join(modulesDir, mod, 'tables.ts');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const block = /export interface \w+Tables\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
    const names = [...block.matchAll(/^\s*([a-z_]+)\s*:/gm)].map((m) => m[1]!);
    const raw = /export const RAW_TABLES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    names.push(...[...raw.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!));
    for (const name of names) {
      if (owners.has(name)) duplicates.push(`${name}: ${owners.get(name)} and ${mod}`);
      owners.set(name, mod);
    }
  }
  if (duplicates.length) throw new Error(`tables with two owners: ${duplicates.join('; ')}`);
  return owners;
}

const BUILDER =
  /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*(\[[^\]]*\]|'[^']*')/g;
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|update|into|table)\s+([a-z_][a-z0-9_]*)/gi;

/** The tables a piece of source names in Kysely calls and in raw `sql` templates (only known names count). */
export function tablesNamedIn(source: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const m of source.matchAll(BUILDER)) {
    for (const literal of m[1]!.matchAll(/'([a-z_][a-z0-9_]*)/g)) found.add(literal[1]!);
  }
  for (const m of source.matchAll(SQL_TEMPLATE)) {
    for (const t of m[1]!.matchAll(SQL_TABLE)) {
      const name = t[1]!.toLowerCase();
      if (known.has(name)) found.add(name);
    }
  }
  return found;
}

/** Repositories: `repo.ts`, `repo-*.ts`, `*-repo.ts` or anything under a `repo/` folder of a module. */
const isRepository = (file: string) =>
  /(^|\/)repo(\/|\.ts$|-[a-z-]+\.ts$)/.test(path.relative(modulesDir, file)) || /-repo\.ts$/.test(file);
const QUERY_CALL = /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(|\bsql(?:<[^>`]*>)?`/;

describe('module boundaries', () => {
  const owners = readOwnership();
  const known = new Set(owners.keys());

  it('finds table names in builder calls, joins and raw SQL (the scanner itself)', () => {
    const sample = [
      "db.selectFrom('businesses as b').innerJoin('cities as c', 'c.city_id', 'b.location_id')",
      "trx.updateTable('users').set({})",
      "db.selectFrom(['jobs', 'offers'])",
      'sql`select plan_name from subscriptions s where s.business_id = ${id}`',
      'sql<number>`select 1 from business_services join services on 1=1`',
    ].join('\n');
    expect([...tablesNamedIn(sample, known)].sort()).toEqual(
      ['business_services', 'businesses', 'cities', 'jobs', 'offers', 'services', 'subscriptions', 'users'].sort(),
    );
  });

  it('gives every table of the database one owning module', () => {
    const schema = fs.readFileSync(path.join(serverSrc, 'db/schema.ts'), 'utf8');
    const gathered = [...schema.matchAll(/import type \{ (\w+)Tables \} from '\.\.\/modules\/([a-z-]+)\/tables'/g)];
    const withTables = fs.readdirSync(modulesDir).filter((m) => fs.existsSync(path.join(modulesDir, m, 'tables.ts')));
    expect(gathered.map((m) => m[2]).sort()).toEqual(withTables.sort());
    expect(owners.size).toBeGreaterThan(40);
  });

  it('lets only the owning module’s repository name a table', () => {
    const breaches: string[] = [];
    for (const file of filesUnder(modulesDir)) {
      if (!isRepository(file)) continue;
      const mod = path.relative(modulesDir, file).split(path.sep)[0]!;
      for (const table of tablesNamedIn(fs.readFileSync(file, 'utf8'), known)) {
        if (owners.get(table) !== mod) {
          breaches.push(`${path.relative(serverSrc, file)} names ${table} (owned by ${owners.get(table)})`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it('keeps SQL out of services, routes and the platform', () => {
    const offenders = [...filesUnder(modulesDir), ...filesUnder(path.join(serverSrc, 'platform'))]
      .filter((file) => !isRepository(file))
      .filter((file) => QUERY_CALL.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverSrc, file));
    expect(offenders).toEqual([]);
  });

  it('reaches through the generic record API only tables records owns or their owner exposes to it', () => {
    const exposed = new Set<string>();
    for (const mod of fs.readdirSync(modulesDir)) {
      const file = path.join(modulesDir, mod, 'tables.ts');
      if (!fs.existsSync(file)) continue;
      const list = /export const RECORD_API_TABLES = \[([^\]]*)\]/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      for (const m of list.matchAll(/'([a-z_]+)'/g)) exposed.add(m[1]!);
    }
    const reached = RECORD_TABLES.flatMap((t) => [
      t.dbTable,
      ...t.fields.flatMap((f) => (f.exists ? [f.exists.dbTable] : [])),
    ]);
    const strays = [...new Set(reached)].filter((t) => owners.get(t) !== 'records' && !exposed.has(t));
    expect(strays).toEqual([]);
  });

  it('keeps every server source file outside seed data and migrations within 450 lines', () => {
    const long = filesUnder(serverSrc)
      .filter((file) => !/\/db\/(seed|migrations)\//.test(file))
      .map((file) => [path.relative(serverSrc, file), fs.readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 450);
    expect(long).toEqual([]);
  });
});
