/**
 * What the directory's search takes that the web app needs at run time. Kept apart from the zod schemas
 * (schemas/directory.ts) so a page that only links to a search loads no schema code.
 */

/** The orders a business list can be asked for (`sort=`); relevance first, the default. */
export const BUSINESS_SORTS = ['relevance', 'newest', 'name', 'rating', 'distance'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];
