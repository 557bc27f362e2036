import type { Kysely } from 'kysely';
import { BOOKING_STATUS } from '@gd/contracts/codes';
import { addDays } from '@gd/contracts/india-time';
import { isLanguage, INTL_LOCALE, type Language } from '@gd/contracts/language';
import { paths } from '@gd/contracts/paths';
import { SLOT_MINUTES } from '@gd/contracts/schemas/practitioners';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { calendarFile, type CalendarMethod } from '../../platform/ics';
import type { Mailer } from '../../platform/mail';
import * as reference from '../reference/service';
import * as users from '../users/service';
import * as calendar from './calendar-repo';
import { appointmentMailText, eventSummary, type AppointmentMailKind } from './mail-texts';
import { indiaNow, slotStart } from './time';

/**
 * Decision 65, mails and calendar files. Each mail about an appointment goes to the booking account's email in
 * the account's language (`users.language`, 'en' unless the user chose Gujarati) with an .ics file: one stable
 * UID per appointment, SEQUENCE from `calendar_sequence` (one more at each move or cancellation), METHOD:REQUEST
 * to add or update, METHOD:CANCEL with STATUS:CANCELLED to remove.
 *
 * Mail is sent after the write has committed and never fails it: `notifyAppointment` returns at once and a
 * failure is logged. The service finds the mailer through the database handle it was given (as
 * `publicDataChanged` does), so any module — the payment step too — can announce an appointment mail with just
 * `db`; call it with the app's handle, after the transaction.
 */

export type { AppointmentMailKind } from './mail-texts';
type Db = Kysely<DB>;

export interface MailDeps {
  mailer: Mailer;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>;
}

const mailers = new WeakMap<object, MailDeps>();

/** Ties the app's mailer to its database handle (done once when the routes are registered). */
export function useAppointmentMailer(db: object, deps: MailDeps): void {
  mailers.set(db, deps);
}

const PROD_ID = '-//Gujarat Business Directory//Appointments//EN';

/** "Name <address>" → its parts. */
function sender(from: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1]!.trim() || m[2]!, email: m[2]! } : { name: from, email: from };
}

/** The UID's domain: the site's host, else the sender's domain. */
function uidDomain(config: MailDeps['config']): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).hostname;
  return sender(config.MAIL_FROM).email.split('@')[1] ?? 'gujaratdirectory.in';
}

export function appointmentUid(id: number, config: MailDeps['config']): string {
  return `appointment-${id}@${uidDomain(config)}`;
}

function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function formatTime(time: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`2026-01-01T${time}:00Z`));
}

function formatRupees(paise: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(paise / 100);
}

async function placeOf(db: Db, f: calendar.MailFacts, language: Language): Promise<string | null> {
  const cityId = f.location_city_id ?? f.practitioner_city_id;
  const city = cityId ? await reference.findCity(db, cityId) : undefined;
  const cityName = city ? (language === 'guj' ? city.city_name_guj || city.city_name : city.city_name) : null;
  const parts = [f.location_name, f.location_address, cityName].filter((p): p is string => !!p && !!p.trim());
  // A clinic's address often ends with its city already.
  const unique = parts.filter((p, i) => !parts.slice(0, i).some((q) => q.includes(p)));
  return unique.length ? unique.join(', ') : null;
}

const METHOD: Record<AppointmentMailKind, CalendarMethod> = {
  booked: 'REQUEST',
  confirmed: 'REQUEST',
  rescheduled: 'REQUEST',
  reminder: 'REQUEST',
  cancelled_by_patient: 'CANCEL',
  cancelled_by_practitioner: 'CANCEL',
};

export interface MailExtra {
  /** Rescheduled: the slot it had before. */
  before?: { date: string; time: string };
}

/**
 * Sends one appointment mail now: `sent`, `skipped` (no mailer, or the account has no email) or `failed` (logged).
 * Never throws.
 */
export async function sendAppointmentMail(
  db: Db,
  appointmentId: number,
  kind: AppointmentMailKind,
  extra: MailExtra = {},
  now: Date = new Date(),
): Promise<'sent' | 'skipped' | 'failed'> {
  const deps = mailers.get(db);
  if (!deps) return 'skipped';
  try {
    const facts = await calendar.mailFacts(db, appointmentId);
    if (!facts?.user_id) return 'skipped';
    // An online booking not paid yet was never announced: no mail about it until it is (then 'confirmed').
    if (facts.pay_mode === 'online' && facts.booking_status !== BOOKING_STATUS.CONFIRM && kind !== 'confirmed')
      return 'skipped';
    const account = await users.findById(db, facts.user_id);
    if (!account?.email) return 'skipped';
    const language: Language = isLanguage(account.language) ? account.language : 'en';
    const practitionerName = (language === 'guj' && facts.practitioner_name_guj) || facts.practitioner_name;
    const place = await placeOf(db, facts, language);
    const paidOnline = facts.pay_mode === 'online' && facts.booking_status === BOOKING_STATUS.CONFIRM;
    const link = deps.config.PUBLIC_URL
      ? `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${paths.myAppointments.href()}`
      : null;
    const { subject, text, description } = appointmentMailText(language, {
      kind,
      recipientName: account.name,
      patientName: facts.patient_name ?? account.name,
      practitionerName,
      day: formatDay(facts.date, language),
      time: formatTime(facts.time, language),
      place,
      fee: facts.fee_paise > 0 ? formatRupees(facts.fee_paise, language) : null,
      paidOnline,
      before: extra.before
        ? { day: formatDay(extra.before.date, language), time: formatTime(extra.before.time, language) }
        : null,
      link,
    });
    const method = METHOD[kind];
    const start = slotStart(facts.date, facts.time);
    const from = sender(deps.config.MAIL_FROM);
    const ics = calendarFile({
      method,
      prodId: PROD_ID,
      event: {
        uid: appointmentUid(facts.appointment_id, deps.config),
        sequence: facts.calendar_sequence,
        start: new Date(start),
        end: new Date(start + SLOT_MINUTES * 60_000),
        stamp: now,
        summary: eventSummary(language, practitionerName),
        location: place,
        description,
        url: link,
        status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
        organizer: from,
        attendee: { name: account.name, email: account.email },
      },
    });
    await deps.mailer.send({
      to: account.email,
      subject,
      text,
      attachments: [
        {
          filename: method === 'CANCEL' ? 'appointment-cancelled.ics' : 'appointment.ics',
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    });
    return 'sent';
  } catch (err) {
    deps.log.error({ err, appointmentId, kind }, 'appointment mail failed');
    return 'failed';
  }
}

/** Announces an appointment mail after a committed write; returns at once (the answer never waits for mail). */
export function notifyAppointment(db: Db, appointmentId: number, kind: AppointmentMailKind, extra?: MailExtra): void {
  void sendAppointmentMail(db, appointmentId, kind, extra);
}

// --- The day-before reminder ---------------------------------------------------------------------------------

/** Reminders go out from this India time of the day before (not in the small hours). */
export const REMINDER_FROM_MINUTE = 8 * 60;
const REMINDER_BATCH = 200;

/**
 * Sends the reminder of each live, scheduled appointment of tomorrow (India date) once: each is claimed by a
 * conditional update of `reminder_sent_at`, so two processes running this together never both send it; a mail
 * that fails gives its claim back for the next run. Answers how many went out.
 */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  const india = indiaNow(now);
  if (india.minute < REMINDER_FROM_MINUTE || !mailers.has(db)) return 0;
  const tomorrow = addDays(india.date, 1);
  const stamp = now.toISOString();
  let sent = 0;
  for (;;) {
    const ids = await calendar.reminderCandidates(db, tomorrow, REMINDER_BATCH);
    let claimed = 0;
    let failed = 0;
    for (const id of ids) {
      if (!(await calendar.claimReminder(db, id, tomorrow, stamp))) continue;
      claimed++;
      const outcome = await sendAppointmentMail(db, id, 'reminder', {}, now);
      if (outcome === 'sent') sent++;
      if (outcome === 'failed') {
        failed++;
        await calendar.releaseReminder(db, id, stamp);
      }
    }
    // A short page, one another process took entirely, or a failure (it waits for the next run): done.
    if (ids.length < REMINDER_BATCH || claimed === 0 || failed > 0) return sent;
  }
}

/** Runs the reminders every `intervalMs` (unref'd: it never keeps the process alive); answers a stop function. */
export function startReminders(
  db: Db,
  clock: { now(): Date },
  log: MailDeps['log'],
  intervalMs = 15 * 60_000,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminders(db, clock.now());
    } catch (err) {
      log.error({ err }, 'appointment reminders failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
