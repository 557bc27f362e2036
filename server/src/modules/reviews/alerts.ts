import type { Kysely } from 'kysely';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';
import * as users from '../users/service';

/** Decision 69: a business's owner is told of a new review (an edit of one is not announced again). */
export async function announceReview(
  db: Kysely<DB>,
  review: { businessId: number; ownerId: number; reviewerId: number; rating: number; text: string },
  now: Date,
): Promise<void> {
  const [businesses, names] = await Promise.all([
    directory.businessesById(db, [review.businessId]),
    users.namesById(db, [review.reviewerId]),
  ]);
  const b = businesses.get(review.businessId);
  if (!b) return;
  await notifications.notify(db, {
    userId: review.ownerId,
    kind: 'review',
    businessId: review.businessId,
    params: {
      business_name: b.business_name,
      from_name: names.get(review.reviewerId) ?? '',
      rating: review.rating,
      ...(review.text ? { message: review.text } : {}),
    },
    link: paths.myBusinessDashboard.href({ id: review.businessId }),
    now,
  });
}
