import type { Kysely } from 'kysely';
import { isLanguage, INTL_LOCALE, type Language } from '@gd/contracts/language';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS,
  SETTING_OF_KIND,
  ZNotificationParams,
  type NotificationKind,
  type TNotificationList,
  type TNotificationParams,
  type TNotificationSettings,
} from '@gd/contracts/schemas/notifications';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mail';
import * as users from '../users/service';
import { noticeMailText } from './mail-texts';
import * as repo from './repo';

export { inquiryReplyText } from './mail-texts';

/**
 * Decision 69, lead alerts. Other modules call `notify` after their write commits, with the app's database handle
 * and what the text needs (this module reads only the recipient's account): the notification is stored for the
 * bell, then a mail goes to the account's email in its language, without holding the caller's answer. A kind
 * the owner switched off is neither stored nor mailed. A notice with a `claimKey` is sent once for ever: the
 * key's unique index decides between two callers, in two processes too.
 *
 * Nothing here fails the caller's write (it has committed): an error is logged.
 */

type Db = Kysely<DB>;

export interface NoticeDeps {
  mailer: Mailer;
  log: { error(obj: unknown, msg?: string): void };
  config: Pick<Config, 'PUBLIC_URL'>;
}

const deps = new WeakMap<object, NoticeDeps>();

/** Ties the app's mailer to its database handle (done once when the routes are registered). */
export function useNotificationMailer(db: object, d: NoticeDeps): void {
  deps.set(db, d);
}

export interface Notice {
  /** the account told (the business's owner) */
  userId: number;
  kind: NotificationKind;
  businessId?: number | null;
  params: TNotificationParams;
  /** the app's page it is about (a path) */
  link?: string | null;
  /** sent once for ever under this key (scheduled notices) */
  claimKey?: string;
  /** false: the bell only, no mail (an inquiry to a business whose plan has no inquiry alerts, decision 67) */
  mail?: boolean;
  now: Date;
}

export type NoticeOutcome = 'sent' | 'stored' | 'off' | 'claimed' | 'failed';

function dayText(date: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
}

function rupees(paise: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(paise / 100);
}

function absolute(d: NoticeDeps, link: string | null | undefined): string | null {
  return d.config.PUBLIC_URL && link ? `${d.config.PUBLIC_URL.replace(/\/$/, '')}${link}` : null;
}

/** The WhatsApp link that opens a chat with an Indian mobile (10 digits), the inquiry's subject quoted. */
export function whatsappLink(mobile: string, text: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits.length === 12 && digits.startsWith('91') ? digits : null;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

async function mailNotice(db: Db, d: NoticeDeps, notice: Notice): Promise<'sent' | 'stored' | 'failed'> {
  try {
    const account = await users.findById(db, notice.userId);
    if (!account?.email) return 'stored';
    const language: Language = isLanguage(account.language) ? account.language : 'en';
    const p = notice.params;
    const business = p.business_name || (language === 'guj' ? 'નામ વગરનો વ્યવસાય' : 'Unnamed business');
    const greeting =
      language === 'guj'
        ? `નમસ્તે ${p.from_name ?? ''}, ${business} તરફથી`
        : `Hello ${p.from_name ?? ''}, this is ${business}`;
    const { subject, text } = noticeMailText(language, {
      kind: notice.kind,
      recipientName: account.name,
      params: p,
      business,
      endDay: p.end_date ? dayText(p.end_date, language) : null,
      amount: p.amount_paise !== undefined ? rupees(p.amount_paise, language) : null,
      link: absolute(d, notice.link),
      whatsapp:
        notice.kind === 'inquiry' && p.mobile ? whatsappLink(p.mobile, `${greeting}: ${p.subject ?? ''}`) : null,
    });
    await d.mailer.send({ to: account.email, subject, text });
    return 'sent';
  } catch (err) {
    d.log.error({ err, userId: notice.userId, kind: notice.kind }, 'notification mail failed');
    return 'failed';
  }
}

/**
 * Stores the notice and mails it. The answer comes once the notice is stored; the mail follows unless `waitForMail`
 * (the scheduled job waits, a request does not).
 */
export async function notify(db: Db, notice: Notice, opts: { waitForMail?: boolean } = {}): Promise<NoticeOutcome> {
  const d = deps.get(db);
  try {
    if (!(await repo.isEnabled(db, notice.userId, SETTING_OF_KIND[notice.kind]))) return 'off';
    const now = notice.now.toISOString();
    const row = {
      user_id: notice.userId,
      kind: notice.kind,
      business_id: notice.businessId ?? null,
      params: JSON.stringify(ZNotificationParams.parse(notice.params)),
      link: notice.link ?? null,
      created_at: now,
      claim_key: notice.claimKey ?? null,
    };
    if (!(await repo.insertNotification(db, row))) return 'claimed';
  } catch (err) {
    d?.log.error({ err, userId: notice.userId, kind: notice.kind }, 'notification failed');
    return 'failed';
  }
  if (!d || notice.mail === false) return 'stored';
  if (opts.waitForMail) return mailNotice(db, d, notice);
  void mailNotice(db, d, notice);
  return 'stored';
}

/** Another module's one-off mail (an owner's reply to an inquiry); throws when it could not be sent. */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  const d = deps.get(db);
  if (!d) throw new AppError(503, 'MAIL_UNAVAILABLE', 'Mail cannot be sent just now. Please try again later.');
  await d.mailer.send(message);
}

const parseParams = (json: string): TNotificationParams => {
  const parsed = ZNotificationParams.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
};

const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);

/** The account's notifications, newest first, and how many are unread. */
export async function list(db: Db, userId: number, limit: number): Promise<TNotificationList> {
  const [rows, unread] = await Promise.all([repo.listForUser(db, userId, limit), repo.countUnread(db, userId)]);
  return {
    rows: rows.flatMap((r) =>
      isKind(r.kind)
        ? [
            {
              notification_id: r.notification_id,
              kind: r.kind,
              business_id: r.business_id,
              params: parseParams(r.params),
              link: r.link,
              read: r.read_at !== null,
              created_at: r.created_at,
            },
          ]
        : [],
    ),
    unread,
  };
}

/** Marks the account's notifications read; an id that is not theirs is a 404 and nothing changes. */
export async function markRead(
  db: Db,
  userId: number,
  input: { ids?: number[]; all?: true },
  now: Date,
): Promise<{ unread: number }> {
  if (input.ids) {
    const ids = [...new Set(input.ids)];
    if ((await repo.countOwned(db, userId, ids)) !== ids.length)
      throw AppError.notFound('NOTIFICATION_NOT_FOUND', 'Notification not found.');
    await repo.markRead(db, userId, ids, now.toISOString());
  } else {
    await repo.markRead(db, userId, 'all', now.toISOString());
  }
  return { unread: await repo.countUnread(db, userId) };
}

export async function settings(db: Db, userId: number): Promise<TNotificationSettings> {
  const rows = await repo.settingsOf(db, userId);
  const off = new Set(rows.filter((r) => r.enabled !== 1).map((r) => r.kind));
  return Object.fromEntries(NOTIFICATION_SETTINGS.map((k) => [k, !off.has(k)])) as TNotificationSettings;
}

export async function updateSettings(
  db: Db,
  userId: number,
  changes: Partial<TNotificationSettings>,
): Promise<TNotificationSettings> {
  await db.transaction().execute(async (trx) => {
    for (const k of NOTIFICATION_SETTINGS) {
      const v = changes[k];
      if (v !== undefined) await repo.saveSetting(trx, userId, k, v);
    }
  });
  return settings(db, userId);
}
