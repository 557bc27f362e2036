import type { FastifyReply } from 'fastify';
import { ADMIN_CSV_MAX_ROWS, type TAdminListQuery } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { toCsv } from '../../platform/csv';
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
