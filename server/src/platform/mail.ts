import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

/** A file sent with a mail (a calendar .ics, say); the outbox .eml carries it as a MIME part too. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. `text/calendar; charset=utf-8; method=REQUEST` */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** where a reply goes, when not to the sender (an owner's reply to an inquiry: the owner) */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly target: string;
}

/**
 * Real mail through nodemailer: over SMTP when SMTP_URL is set, otherwise each message is written
 * as a complete .eml file to DATA_DIR/outbox (open it in any mail program; tests read the OTP from it).
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      target: 'smtp',
      async send(m) {
        await transport.sendMail({ from: config.MAIL_FROM, textEncoding: 'quoted-printable', ...m });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  let sequence = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: outbox,
    async send(m) {
      // Names sort in sending order, even for two mails in the same millisecond.
      const seq = String(++sequence % 1_000_000).padStart(6, '0');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const info = await transport.sendMail({ from: config.MAIL_FROM, textEncoding: 'quoted-printable', ...m });
      fs.mkdirSync(outbox, { recursive: true });
      const name = `${stamp}-${seq}-${randomBytes(4).toString('hex')}.eml`;
      // Written aside and renamed: a reader of the outbox never sees half a mail.
      const partial = path.join(outbox, `.${name}.part`);
      await fs.promises.writeFile(partial, info.message as Buffer);
      await fs.promises.rename(partial, path.join(outbox, name));
    },
  };
}
