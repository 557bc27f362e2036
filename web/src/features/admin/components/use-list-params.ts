import { useSearchParams } from 'react-router';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { pageQuery } from '../../../components/data-table';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';

/**
 * The filter, search text and page of an admin list, kept in the URL (?q=…&page=2&…) so a reload, a shared
 * link or the back button shows the same rows. `query` is what the list endpoint takes.
 */
export function useListParams<K extends string>(filterNames: readonly K[]) {
  const [search] = useSearchParams();
  const update = useSearchUpdate();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const q = search.get('q') ?? '';
  const filters = Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])) as Record<K, string>;

  /** Changes some parameters; any change but the page's own goes back to page 1. */
  const set = (changes: Partial<Record<K | 'q' | 'page', string | number | null>>) =>
    update(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '' || (key === 'page' && value === 1))
            next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
      },
      { replace: true },
    );

  const query: Record<string, string | number | boolean | null | undefined> = { ...pageQuery(page, ADMIN_PAGE_SIZE) };
  if (q) query.q = q;
  for (const name of filterNames) if (filters[name]) query[name] = filters[name];
  /** The DataTable's server paging of this list. */
  const paging = (count: number) => ({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    count,
    onPageChange: (next: number) => set({ page: next } as Parameters<typeof set>[0]),
  });
  return { page, q, filters, set, query, paging };
}
