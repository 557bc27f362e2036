import type { Kysely } from 'kysely';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';

/** Decision 69: after an application committed, the business's owner is told (bell and mail). */
export async function announceApplication(
  db: Kysely<DB>,
  job: { business_id: number; title: string },
  candidateName: string,
  now: Date,
): Promise<void> {
  const b = (await directory.businessesById(db, [job.business_id])).get(job.business_id);
  if (!b) return;
  await notifications.notify(db, {
    userId: b.owner_user_id,
    kind: 'job_application',
    businessId: job.business_id,
    params: { business_name: b.business_name, from_name: candidateName, subject: job.title },
    link: paths.jobRequest.href(),
    now,
  });
}
