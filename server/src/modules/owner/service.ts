import type { Kysely, Transaction } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { DB } from '../../db/schema';
import * as repo from './repo';

/**
 * A new business at the start of the profile wizard (registration with "has business: yes", or a new
 * business from the owner's list): pending approval, profile_step 1, owned by the caller.
 */
export async function createDraftBusiness(
  db: Kysely<DB> | Transaction<DB>,
  input: {
    ownerUserId: number;
    categoryId: number | null;
    ownerName: string;
    phone: string | null;
    businessName?: string | null;
    now: string;
  },
): Promise<{ business_id: number }> {
  return repo.insertBusiness(db, {
    owner_user_id: input.ownerUserId,
    category_id: input.categoryId,
    owner_name: input.ownerName,
    business_name: input.businessName ?? null,
    phone: input.phone,
    is_approve: APPROVAL.PENDING,
    profile_step: 1,
    created_at: input.now,
    updated_at: input.now,
  });
}
