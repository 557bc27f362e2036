import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/platform/mail';
import { decodeMail } from './auth-support';

describe('mail', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Directory <no-reply@example.in>',
      DATA_DIR: os.tmpdir(),
    });
    expect(mailer.target).toBe('smtp');
    await mailer.send({ to: 'asha@example.in', subject: 'પાસવર્ડ OTP', text: 'તમારો OTP છે: 123456' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['asha@example.in']);
    expect(received[0]!.from).toBe('no-reply@example.in');
    expect(decodeMail(received[0]!.raw)).toContain('તમારો OTP છે: 123456');
  });

  it('writes a complete .eml file to DATA_DIR/outbox without SMTP_URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-mail-'));
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Directory <no-reply@example.in>', DATA_DIR: dir });
    await mailer.send({ to: 'ravi@example.in', subject: 'Hello', text: 'Body text' });
    const files = fs.readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Directory <no-reply@example.in>$/m);
    expect(eml).toMatch(/^To: ravi@example.in$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toContain('Body text');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
