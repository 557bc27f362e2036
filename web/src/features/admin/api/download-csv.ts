import * as endpoints from '@gd/contracts/endpoints/admin';
import { downloadFile } from '../../../lib/download';
import { type ListParams, listQuery } from './admin-keys';

/** The CSV exports of the admin lists, by the path of the list they export. */
const EXPORTS = [
  endpoints.exportBusinesses,
  endpoints.exportCategories,
  endpoints.exportContacts,
  endpoints.exportSubscriptions,
  endpoints.exportUsers,
  endpoints.exportAudit,
] as const;
export type AdminCsvList = (typeof EXPORTS)[number]['path'];

/**
 * Downloads the list at `list` with the current filter (every page, `format=csv`) as a file. A plain link cannot
 * carry the bearer token, so downloadFile fetches it and hands it to the browser.
 */
export async function downloadCsv(list: AdminCsvList, query: ListParams, fileName: string): Promise<void> {
  const endpoint = EXPORTS.find((e) => e.path === list)!;
  const filter = Object.fromEntries(
    Object.entries({ ...query, limit: undefined, offset: undefined, format: 'csv' }).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
  await downloadFile(fileName, endpoint, { query: listQuery(endpoint, filter) });
}
