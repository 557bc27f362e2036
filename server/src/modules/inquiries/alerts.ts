import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '@gd/contracts/language';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import * as billing from '../billing/service';
import * as business from '../directory/owner-service';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';
import * as users from '../users/service';
import * as repo from './repo';

/** Decision 69: the owner is told of a new inquiry, and replies to it by mail from the dashboard. */

const inquiryNotFound = () => AppError.notFound('INQUIRY_NOT_FOUND', 'Inquiry not found');

/**
 * After the inquiry committed: a notice to the business's owner with the message and a WhatsApp reply link, in
 * the bell always and by mail when the business's plan of today includes inquiry alerts (decision 67).
 */
export async function announceInquiry(db: Kysely<DB>, businessId: number, inquiryId: number, now: Date): Promise<void> {
  const [inquiry, businesses, mail] = await Promise.all([
    repo.findForBusiness(db, businessId, inquiryId),
    directory.businessesById(db, [businessId]),
    billing.planAllowsAlerts(db, businessId, now),
  ]);
  const b = businesses.get(businessId);
  if (!inquiry || !b) return;
  await notifications.notify(db, {
    userId: b.owner_user_id,
    kind: 'inquiry',
    businessId,
    params: {
      business_name: b.business_name,
      from_name: inquiry.name,
      subject: inquiry.subject,
      message: inquiry.message,
      mobile: inquiry.mobile,
    },
    link: paths.inquiryBusiness.href({ id: businessId }),
    mail,
    now,
  });
}

/**
 * The owner's reply, mailed to the inquirer (the address they gave, else their account's) in the inquirer's
 * language, with the owner's email as Reply-To so the conversation carries on between them.
 */
export async function replyToInquiry(
  db: Kysely<DB>,
  input: { userId: number; businessId: number; inquiryId: number; message: string; now: Date },
): Promise<{ replied_at: string }> {
  const owned = await business.findOwnedBusiness(db, input.businessId, input.userId);
  if (!owned) throw inquiryNotFound();
  const inquiry = await repo.findForBusiness(db, input.businessId, input.inquiryId);
  if (!inquiry) throw inquiryNotFound();
  const [inquirer, owner, names] = await Promise.all([
    inquiry.user_id ? users.findById(db, inquiry.user_id) : Promise.resolve(undefined),
    users.findById(db, input.userId),
    directory.businessNamesById(db, [input.businessId]),
  ]);
  const to = inquiry.email ?? inquirer?.email ?? null;
  if (!to)
    throw AppError.conflict(
      'message',
      'INQUIRY_NO_EMAIL',
      'This inquiry has no email address. Reply on WhatsApp or call instead.',
    );
  const language: Language = inquirer && isLanguage(inquirer.language) ? inquirer.language : 'en';
  const { subject, text } = notifications.inquiryReplyText(language, {
    inquirerName: inquiry.name,
    business: names.get(input.businessId) ?? '',
    subject: inquiry.subject,
    reply: input.message,
    original: inquiry.message,
  });
  await notifications.sendMail(db, { to, subject, text, ...(owner?.email ? { replyTo: owner.email } : {}) });
  const at = input.now.toISOString();
  await repo.setReplied(db, inquiry.id, at);
  return { replied_at: at };
}
