import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publicDataChanged } from '../../platform/changes';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import * as business from '../directory/owner-service';

/**
 * The owner workspace owns no table: it composes the directory (the business record), products, inquiries,
 * categories and reference services, after checking that the business is the caller's.
 */
export interface OwnerCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  clock: { now(): Date };
}

export const iso = (d: Date) => d.toISOString();
export const notFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');

/** Every owner route starts here: another owner's (or a deleted) business answers 404. */
export async function owned(ctx: OwnerCtx, businessId: number, userId: number) {
  const b = await business.findOwnedBusiness(ctx.db, businessId, userId);
  if (!b) throw notFound();
  return b;
}

/** Public answers built from this business (profile, search, counts, pages) must not show the old data. */
export function businessChanged(ctx: OwnerCtx, businessId: number): void {
  publicDataChanged(ctx.db, { topic: 'businesses', id: businessId });
}
