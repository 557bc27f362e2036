import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../src/modules/billing/fake-razorpay';
import { sendDueReminders } from '../src/modules/practitioners/notifications';
import { unfoldCalendar } from '../src/platform/ics';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Decision 65, mails and calendar files; the practitioner's week and earnings. The clock stands on Sunday
 * 2026-11-01 at 12:00 India time; both practitioners consult Monday to Saturday 09:00–11:00, Dr. Joshi is on
 * leave on Wednesday 4 November.
 */

interface Mail {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  icsName: string | null;
}

/** Decodes RFC 2047 encoded words (nodemailer encodes non-ASCII subjects). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const qp = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      qp.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** A small MIME reader: the headers, the text part and the .ics attachment of an outbox .eml. */
function parseMail(raw: string): Mail {
  const eml = raw.replace(/\r\n/g, '\n');
  const headerEnd = eml.indexOf('\n\n');
  const headers = eml.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? eml.split(`--${boundary}`).slice(1, -1) : [eml];
  let text = '';
  let ics: string | null = null;
  let icsName: string | null = null;
  for (const part of parts) {
    const end = part.indexOf('\n\n');
    const ph = part.slice(0, end).replace(/\n[ \t]+/g, ' ');
    const body = part.slice(end + 2);
    const enc = /content-transfer-encoding: (\S+)/i.exec(ph)?.[1] ?? '';
    if (/content-type: text\/calendar/i.test(ph)) {
      // The attachment's octets, CRLFs and all (base64 keeps them).
      ics = /base64/i.test(enc) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
      icsName = /filename="?([^";\n]+)"?/i.exec(ph)?.[1] ?? null;
    } else if (/content-type: text\/plain/i.test(ph)) text = decodeBody(body, enc);
  }
  return { to: header('To'), subject: decodeHeader(header('Subject')), text, ics, icsName };
}

/** One VEVENT's properties (name → value, parameters dropped) and the calendar's METHOD. */
function calendarOf(ics: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of unfoldCalendar(ics)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    if (!(name in out)) out[name] = line.slice(colon + 1);
  }
  return out;
}

describe('practitioner mails, calendar files, week and earnings', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let admin: { token: string };
  let joshi: { token: string; id: number };
  let shah: { token: string; id: number };
  let english: Awaited<ReturnType<typeof registeredUser>>;
  let gujarati: Awaited<ReturnType<typeof registeredUser>>;
  const ids: Record<string, number> = {};
  const MONDAY = '2026-11-02';
  const TUESDAY = '2026-11-03';

  const outbox = (to: string): Mail[] => {
    const dir = path.join(ctx.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.to === to);
  };
  /** Waits for the mail count to `to` to pass `before` (mail goes after the answer) and answers the newest. */
  const nextMail = async (to: string, before: number): Promise<Mail> => {
    for (let i = 0; i < 150; i++) {
      const mails = outbox(to);
      if (mails.length > before) return mails[mails.length - 1]!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no new mail to ${to}`);
  };

  const practitioner = async (name: string, leave: string[]) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name, phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, practitioner_id: id } = json(res).data as { token: string; practitioner_id: number };
    const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '11:00' }));
    const timings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/practitioner/timings',
      headers: bearer(token),
      payload: { week, leave },
    });
    expect(timings.statusCode, timings.body).toBe(200);
    const verify = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${id}/verification`,
      headers: bearer(admin.token),
      payload: { is_approve: 1 },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    return { token, id };
  };

  const book = (token: string, practitionerId: number, date: string, time: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(token),
      payload: {
        practitioner_id: practitionerId,
        date,
        time,
        booked_by: 1,
        patient_name: 'Kiran Desai',
        patient_phone: '9825012345',
        sex: 2,
        appointment_type: 1,
        pay: 'clinic',
      },
    });
  const booked = async (token: string, practitionerId: number, date: string, time: string) => {
    const res = await book(token, practitionerId, date, time);
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data.appointment_id as number;
  };
  const setStatus = async (token: string, id: number, status: number) => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/practitioner/appointments/${id}/status`,
      headers: bearer(token),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    admin = await adminSession(ctx);
    joshi = await practitioner('Dr. Meera Joshi', ['2026-11-04']);
    shah = await practitioner('Dr. Raj Shah', []);
    await ctx.db
      .updateTable('practitioners')
      .set({ consultation_fee: 50_000, name_guj: 'ડૉ. મીરા જોશી' })
      .where('practitioner_id', '=', joshi.id)
      .execute();
    await ctx.db
      .updateTable('practitioner_locations')
      .set({ name: 'Shanti Clinic', address: 'Ring Road; Athwa, Surat' })
      .where('practitioner_id', '=', joshi.id)
      .execute();
    english = await registeredUser(ctx.app, {
      owner_name: 'Kiran Desai',
      email: `kiran.${process.pid}@example.in`,
      language: 'en',
    });
    gujarati = await registeredUser(ctx.app, {
      owner_name: 'Hetal Patel',
      email: `hetal.${process.pid}@example.in`,
      language: 'guj',
    });
  });
  afterAll(() => ctx.close());

  it('mails a clinic booking in English with a REQUEST calendar file for the slot', async () => {
    const before = outbox(english.email).length;
    ids.e1 = await booked(english.token, joshi.id, MONDAY, '09:00');
    const mail = await nextMail(english.email, before);
    expect(mail.subject).toBe('Appointment booked: Dr. Meera Joshi, Monday, 2 November 2026, 9:00 am');
    expect(mail.text).toContain('Fee: ₹500.00 — to be paid at the clinic');
    expect(mail.icsName).toBe('appointment.ics');
    const ev = calendarOf(mail.ics!);
    expect(ev.METHOD).toBe('REQUEST');
    expect(ev.UID).toMatch(new RegExp(`^appointment-${ids.e1}@[a-z0-9.-]+$`));
    expect(ev.SEQUENCE).toBe('0');
    // 09:00 in India is 03:30 UTC; a slot is 30 minutes.
    expect(ev.DTSTART).toBe('20261102T033000Z');
    expect(ev.DTEND).toBe('20261102T040000Z');
    expect(ev.STATUS).toBe('CONFIRMED');
    expect(ev.SUMMARY).toBe('Appointment with Dr. Meera Joshi');
    expect(ev.LOCATION).toBe('Shanti Clinic\\, Ring Road\\; Athwa\\, Surat');
    expect(ev.ATTENDEE).toBe(`mailto:${english.email}`);
    // The event says what and where (escaped newlines), not the mail's greeting.
    expect(ev.DESCRIPTION).toContain('\\nPatient: Kiran Desai\\nWhen: Monday\\, 2 November 2026\\, 9:00 am');
    expect(ev.DESCRIPTION).not.toContain('Hello');
    expect(mail.ics!.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
  });

  it('mails a Gujarati-speaking patient in Gujarati, the calendar file in UTF-8', async () => {
    const before = outbox(gujarati.email).length;
    ids.g1 = await booked(gujarati.token, joshi.id, MONDAY, '09:30');
    const mail = await nextMail(gujarati.email, before);
    expect(mail.subject).toBe('એપોઇન્ટમેન્ટ બુક થઈ: ડૉ. મીરા જોશી, સોમવાર, 2 નવેમ્બર, 2026, 9:30 AM');
    expect(mail.text).toContain('નમસ્તે Hetal Patel,');
    expect(mail.text).toContain('ક્લિનિક પર ચૂકવવાની');
    const ev = calendarOf(mail.ics!);
    expect(ev.SUMMARY).toBe('ડૉ. મીરા જોશી સાથે એપોઇન્ટમેન્ટ');
    expect(ev.DTSTART).toBe('20261102T040000Z');
    expect(ev.METHOD).toBe('REQUEST');
  });

  it('mails a move with the same UID and a higher SEQUENCE, then the cancellation as METHOD:CANCEL', async () => {
    let before = outbox(english.email).length;
    const move = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appointments/${ids.e1}/slot`,
      headers: bearer(english.token),
      payload: { date: TUESDAY, time: '10:00' },
    });
    expect(move.statusCode, move.body).toBe(200);
    const moved = await nextMail(english.email, before);
    expect(moved.subject).toBe('Appointment moved: Dr. Meera Joshi, Tuesday, 3 November 2026, 10:00 am');
    expect(moved.text).toContain('(it was Monday, 2 November 2026, 9:00 am)');
    const ev = calendarOf(moved.ics!);
    expect(ev.UID).toMatch(new RegExp(`^appointment-${ids.e1}@`));
    expect(ev.SEQUENCE).toBe('1');
    expect(ev.METHOD).toBe('REQUEST');
    expect(ev.DTSTART).toBe('20261103T043000Z');

    before = outbox(english.email).length;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${ids.e1}/cancel`,
      headers: bearer(english.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await nextMail(english.email, before);
    expect(cancelled.subject).toBe('Appointment cancelled: Dr. Meera Joshi, Tuesday, 3 November 2026, 10:00 am');
    expect(cancelled.icsName).toBe('appointment-cancelled.ics');
    const gone = calendarOf(cancelled.ics!);
    expect(gone.METHOD).toBe('CANCEL');
    expect(gone.STATUS).toBe('CANCELLED');
    expect(gone.UID).toBe(ev.UID);
    expect(gone.SEQUENCE).toBe('2');
  });

  it('mails the patient in Gujarati when the practitioner cancels', async () => {
    const before = outbox(gujarati.email).length;
    await setStatus(joshi.token, ids.g1!, 5);
    const mail = await nextMail(gujarati.email, before);
    expect(mail.subject).toBe('એપોઇન્ટમેન્ટ રદ થઈ: ડૉ. મીરા જોશી, સોમવાર, 2 નવેમ્બર, 2026, 9:30 AM');
    expect(mail.text).toContain('ડૉ. મીરા જોશીએ');
    const ev = calendarOf(mail.ics!);
    expect(ev.METHOD).toBe('CANCEL');
    expect(ev.STATUS).toBe('CANCELLED');
    expect(ev.SEQUENCE).toBe('1');
  });

  it('books even when the mail fails (the failure is only logged)', async () => {
    const send = vi.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    const before = outbox(english.email).length;
    try {
      ids.e2 = await booked(english.token, joshi.id, MONDAY, '10:00');
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    } finally {
      send.mockRestore();
    }
    const row = await ctx.db
      .selectFrom('user_book_appointments')
      .select(['live', 'status'])
      .where('appointment_id', '=', ids.e2)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ live: 1, status: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(outbox(english.email)).toHaveLength(before);
  });

  it('sends each of tomorrow’s live appointments one reminder, even when two runs race; none for cancelled ones', async () => {
    ids.g2 = await booked(gujarati.token, joshi.id, MONDAY, '10:30');
    ids.b1 = await booked(english.token, shah.id, MONDAY, '09:00');
    // A booking for Tuesday is not due yet.
    ids.t1 = await booked(english.token, shah.id, TUESDAY, '09:00');
    // Mails of the bookings themselves go first.
    await vi.waitFor(() => expect(outbox(gujarati.email).some((m) => m.subject.includes('10:30'))).toBe(true));
    const reminders = (to: string) =>
      outbox(to).filter((m) => m.subject.startsWith('Reminder:') || m.subject.startsWith('યાદ અપાવીએ'));

    // 07:30 in India: too early in the day.
    expect(await sendDueReminders(ctx.db, new Date('2026-11-01T02:00:00.000Z'))).toBe(0);
    const [a, b] = await Promise.all([sendDueReminders(ctx.db, clock.now()), sendDueReminders(ctx.db, clock.now())]);
    expect(a + b).toBe(3);
    expect(await sendDueReminders(ctx.db, clock.now())).toBe(0);

    const en = reminders(english.email);
    expect(en.map((m) => m.subject).sort()).toEqual([
      'Reminder: appointment tomorrow with Dr. Meera Joshi at 10:00 am',
      'Reminder: appointment tomorrow with Dr. Raj Shah at 9:00 am',
    ]);
    const gu = reminders(gujarati.email);
    expect(gu).toHaveLength(1);
    expect(gu[0]!.subject).toBe('યાદ અપાવીએ: આવતીકાલે 10:30 AMએ ડૉ. મીરા જોશી સાથે એપોઇન્ટમેન્ટ');
    const ev = calendarOf(gu[0]!.ics!);
    expect(ev.METHOD).toBe('REQUEST');
    expect(ev.UID).toMatch(new RegExp(`^appointment-${ids.g2}@`));
    expect(ev.SEQUENCE).toBe('0');

    const sent = await ctx.db
      .selectFrom('user_book_appointments')
      .select(['appointment_id', 'reminder_sent_at'])
      .where('appointment_id', 'in', [ids.g1!, ids.g2!, ids.e2!, ids.b1!, ids.t1!])
      .execute();
    const stamped = Object.fromEntries(sent.map((r) => [r.appointment_id, r.reminder_sent_at !== null]));
    expect(stamped).toEqual({ [ids.g1!]: false, [ids.g2!]: true, [ids.e2!]: true, [ids.b1!]: true, [ids.t1!]: false });
  });

  it('gives a reminder claim back when its mail fails, so the next run sends it', async () => {
    // Another Monday booking, after the first run.
    const late = await booked(english.token, shah.id, MONDAY, '10:30');
    await vi.waitFor(() => expect(outbox(english.email).some((m) => m.subject.includes('10:30 am'))).toBe(true));
    const send = vi.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    try {
      expect(await sendDueReminders(ctx.db, clock.now())).toBe(0);
    } finally {
      send.mockRestore();
    }
    const row = await ctx.db
      .selectFrom('user_book_appointments')
      .select('reminder_sent_at')
      .where('appointment_id', '=', late)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).toBeNull();
    expect(await sendDueReminders(ctx.db, clock.now())).toBe(1);
  });

  const get = (url: string, token?: string) => ctx.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });

  it('shows the practitioner their own week: slots, leave and live appointments, nobody else’s', async () => {
    const url = `/api/practitioner/appointments/week?start=${MONDAY}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, english.token)).statusCode).toBe(403);
    const bad = await get('/api/practitioner/appointments/week?start=2026-02-30', joshi.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ start: 'DATE_INVALID' });

    const res = await get(url, joshi.token);
    expect(res.statusCode, res.body).toBe(200);
    const week = json(res).data;
    expect(week.start).toBe(MONDAY);
    expect(week.end).toBe('2026-11-08');
    expect(week.today).toBe('2026-11-01');
    expect(week.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(week.days[0].slots).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(week.days[6].slots).toEqual([]);
    expect(week.days.map((d: { on_leave: boolean }) => d.on_leave)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    // Cancelled visits (e1 on Tuesday, g1 on Monday) are left out; Dr. Shah's never show.
    const mine = week.days.flatMap((d: { appointments: { appointment_id: number }[] }) =>
      d.appointments.map((a) => a.appointment_id),
    );
    expect(mine).toEqual([ids.e2, ids.g2]);
    expect(week.days[0].appointments[0]).toMatchObject({
      appointment_id: ids.e2,
      time: '10:00',
      patient_name: 'Kiran Desai',
      status: 1,
      pay_mode: 'clinic',
      awaiting_payment: false,
    });

    const theirs = json(await get(url, shah.token)).data;
    const shahIds = theirs.days.flatMap((d: { appointments: { appointment_id: number }[] }) =>
      d.appointments.map((a) => a.appointment_id),
    );
    expect(shahIds).toContain(ids.b1);
    expect(shahIds).not.toContain(ids.e2);
    expect(shahIds).not.toContain(ids.g2);

    // Without a start: this India week's Monday.
    const current = json(await get('/api/practitioner/appointments/week', joshi.token)).data;
    expect(current.start).toBe('2026-10-26');
  });

  it('sums the month’s checked-out visits, online and at the clinic, for the practitioner only', async () => {
    for (const id of [ids.e2!, ids.g2!]) {
      await setStatus(joshi.token, id, 3);
      await setStatus(joshi.token, id, 4);
    }
    // g2 as if paid online (the payment step confirms an online booking once paid).
    await ctx.db
      .updateTable('user_book_appointments')
      .set({ pay_mode: 'online', booking_status: 1 })
      .where('appointment_id', '=', ids.g2!)
      .execute();
    const url = '/api/practitioner/earnings?month=2026-11';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, gujarati.token)).statusCode).toBe(403);
    const bad = await get('/api/practitioner/earnings?month=2026-13', joshi.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ month: 'MONTH_INVALID' });

    const res = await get(url, joshi.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({
      month: '2026-11',
      visits: 2,
      total_paise: 100_000,
      online_paise: 50_000,
      clinic_paise: 50_000,
      days: [{ date: MONDAY, visits: 2, total_paise: 100_000, online_paise: 50_000, clinic_paise: 50_000 }],
    });
    // This month by default; another month, another practitioner: nothing of Dr. Joshi's.
    expect(json(await get('/api/practitioner/earnings', joshi.token)).data.visits).toBe(2);
    expect(json(await get('/api/practitioner/earnings?month=2026-10', joshi.token)).data.visits).toBe(0);
    const theirs = json(await get(url, shah.token)).data;
    expect(theirs).toMatchObject({ visits: 0, total_paise: 0, days: [] });
  });
});

/** An online booking is mailed once it is paid ("confirmed"), never while its slot is only held. */
describe('practitioner mails: online bookings', () => {
  const KEY_ID = 'rzp_test_MailPay01234567';
  const KEY_SECRET = 'mail-razorpay-secret-0123456789';
  let ctx: TestContext;
  let fake: FakeRazorpay;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));

  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    ctx = await createTestContext(
      { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_BASE: fake.url },
      { clock },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('sends "confirmed" with a REQUEST calendar file after the payment, nothing before', async () => {
    const admin = await adminSession(ctx);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/billing-settings',
      headers: bearer(admin.token),
      payload: {
        payment_provider_type: 'razorpay',
        bank_name: 'State Bank of India',
        bank_branch: 'Ring Road, Surat',
        bank_beneficiary_name: 'Gujarat Business Directory',
        bank_account_number: '12345678901',
        bank_ifsc_code: 'SBIN0001234',
        seller_gstin: '24AAACG1234A1ZK',
        seller_address: 'Ring Road, Surat',
        seller_state: 'Gujarat',
        support_phone: '9825012345',
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Meera Joshi', phone: uniquePhone(), email: '', password: GOOD_PASSWORD, agree: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const doctor = { token: json(reg).data.token as string, id: json(reg).data.practitioner_id as number };
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/practitioners/${doctor.id}/verification`,
      headers: bearer(admin.token),
      payload: { is_approve: 1 },
    });
    const timings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/practitioner/timings',
      headers: bearer(doctor.token),
      payload: { week: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '11:00' })), leave: [] },
    });
    expect(timings.statusCode, timings.body).toBe(200);
    await ctx.db
      .updateTable('practitioners')
      .set({ consultation_fee: 60_000 })
      .where('practitioner_id', '=', doctor.id)
      .execute();
    const patient = await registeredUser(ctx.app, {
      owner_name: 'Kiran Desai',
      email: `online.${process.pid}@example.in`,
      language: 'en',
    });
    const mails = () =>
      fs.existsSync(path.join(ctx.dataDir, 'outbox'))
        ? fs
            .readdirSync(path.join(ctx.dataDir, 'outbox'))
            .filter((f) => f.endsWith('.eml'))
            .map((f) => parseMail(fs.readFileSync(path.join(ctx.dataDir, 'outbox', f), 'utf8')))
            .filter((m) => m.to === patient.email)
        : [];

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(patient.token),
      payload: {
        practitioner_id: doctor.id,
        date: '2026-11-02',
        time: '10:30',
        booked_by: 1,
        patient_name: 'Kiran Desai',
        patient_phone: '9825012345',
        sex: 2,
        appointment_type: 1,
        pay: 'online',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { appointment_id: id, order } = json(res).data as { appointment_id: number; order: { order_id: string } };
    await new Promise((r) => setTimeout(r, 100));
    expect(mails()).toHaveLength(0);
    // Held, unpaid: no reminder either.
    expect(await sendDueReminders(ctx.db, clock.now())).toBe(0);
    // An unpaid hold the patient drops was never announced: no cancellation mail either.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(patient.token),
      payload: {
        practitioner_id: doctor.id,
        date: '2026-11-03',
        time: '09:00',
        booked_by: 1,
        patient_name: 'Kiran Desai',
        patient_phone: '9825012345',
        sex: 2,
        appointment_type: 1,
        pay: 'online',
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const dropped = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${json(other).data.appointment_id}/cancel`,
      headers: bearer(patient.token),
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(mails()).toHaveLength(0);

    const paymentId = fake.pay(order.order_id);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/payment/verify`,
      headers: bearer(patient.token),
      payload: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', KEY_SECRET).update(`${order.order_id}|${paymentId}`).digest('hex'),
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    await vi.waitFor(() => expect(mails()).toHaveLength(1));
    const mail = mails()[0]!;
    expect(mail.subject).toBe('Appointment confirmed: Dr. Meera Joshi, Monday, 2 November 2026, 10:30 am');
    expect(mail.text).toContain('Fee: ₹600.00 — paid online');
    const ev = calendarOf(mail.ics!);
    expect(ev.METHOD).toBe('REQUEST');
    expect(ev.UID).toMatch(new RegExp(`^appointment-${id}@`));
    expect(ev.DTSTART).toBe('20261102T050000Z');
    // Paid: tomorrow's reminder now goes out.
    expect(await sendDueReminders(ctx.db, clock.now())).toBe(1);
  });
});
