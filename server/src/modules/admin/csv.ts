import type { FastifyReply } from 'fastify';
import { ADMIN_CSV_MAX_ROWS, type TAdminListQuery } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';

/** A list answer, or all rows of the filter (CSV), read page by page so memory stays bounded per page. */
export async function pagedOrAll<Row>(
  query: Pick<TAdminListQuery, 'limit' | 'offset' | 'format'>,
  page: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<TList<Row>> {
  if (query.format !== 'csv') {
    const [rows, count] = await Promise.all([page(query.limit, query.offset), total()]);
    return { rows, count };
  }
  const rows: Row[] = [];
  const CHUNK = 1000;
  for (let offset = 0; offset < ADMIN_CSV_MAX_ROWS; offset += CHUNK) {
    const chunk = await page(CHUNK, offset);
    rows.push(...chunk);
    if (chunk.length < CHUNK) break;
  }
  return { rows, count: rows.length };
}

/** RFC 4180 CSV with a UTF-8 byte-order mark (spreadsheet programs then read Gujarati correctly). */
export function toCsv<Row extends object>(rows: Row[], columns: readonly (keyof Row & string)[]): Buffer {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    let s = String(v);
    // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * A list as JSON, or (format=csv) all rows of the filter as a CSV download. Both answers come from the one
 * route: the web's `produces: 'file'` twin of the endpoint (contracts/src/endpoints/admin-*.ts) asks for the CSV.
 */
export function listOrCsv<Row extends object>(
  reply: FastifyReply,
  format: 'json' | 'csv',
  name: string,
  list: TList<Row>,
  columns: readonly (keyof Row & string)[],
) {
  if (format !== 'csv') return ok(list);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(toCsv(list.rows, columns));
}
