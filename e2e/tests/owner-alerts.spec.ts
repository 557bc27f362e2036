import fs from 'node:fs';
import path from 'node:path';
import { createInquiry } from '@gd/contracts/endpoints/inquiries';
import { approveBusiness } from '../support/admin';
import { api } from '../support/api';
import { newPerson, registerViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { dataDir, decodeQuotedPrintable } from '../support/mail';
import { preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

/** The outbox's mails to `address`, decoded: the headers and the text. */
function mailsTo(address: string): { headers: string; text: string }[] {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/\r\n/g, '\n'))
    .filter((raw) => raw.includes(`To: ${address}`))
    .map((raw) => {
      const end = raw.indexOf('\n\n');
      return { headers: raw.slice(0, end), text: decodeQuotedPrintable(raw.slice(end + 2)) };
    });
}

test.describe('Lead alerts (decision 69)', () => {
  test('owner receives an inquiry alert in the bell and in the outbox, replies (360 px, Gujarati)', async ({
    page,
    request,
  }) => {
    test.setTimeout(budget(90_000));
    // A Gujarati-speaking owner with an approved business; the early-bird offer of the demo data (Premium, which
    // includes inquiry alerts by email) is claimed at registration and granted at the approval.
    const person = newPerson('Owner');
    const registered = await registerViaApi(request, {
      hasBusiness: 'yes',
      category_id: 6,
      owner_name: person.name,
      phone: person.phone,
      email: person.email,
      password: person.password,
      agree: true,
      language: 'guj',
      claim_offer: true,
    });
    const businessId = registered.record!.business_id;
    await approveBusiness(request, businessId);

    // A visitor asks about an order.
    const visitor = newPerson('Visitor');
    const sender = await registerViaApi(request, {
      hasBusiness: 'no',
      category_id: null,
      owner_name: visitor.name,
      phone: visitor.phone,
      email: visitor.email,
      password: visitor.password,
      agree: true,
    });
    const subject = `Order ${Date.now().toString(36)}`;
    await api.call(
      createInquiry,
      {
        params: { id: businessId },
        body: {
          name: 'Kiran Desai',
          email: visitor.email,
          mobile: '9812345678',
          subject,
          message: 'Do you supply 200 sarees for a wedding in March?',
        },
      },
      { token: sender.token },
    );

    // The owner's mail: in Gujarati, with the message and a WhatsApp reply link.
    await expect
      .poll(() => mailsTo(person.email).some((m) => m.text.includes('200 sarees')), { message: 'the inquiry mail' })
      .toBe(true);
    const alert = mailsTo(person.email).find((m) => m.text.includes('200 sarees'))!;
    expect(alert.text).toContain(`નમસ્તે ${person.name},`);
    expect(alert.text).toContain('WhatsApp પર જવાબ આપો: https://wa.me/919812345678');

    // The bell, at 360 px in Gujarati.
    await page.setViewportSize({ width: 360, height: 800 });
    await preferLanguage(page, 'guj');
    await useSession(page, { token: registered.token, userId: registered.userRecord.user_id, name: person.name });
    await page.goto(paths.home.href());
    const bell = page.getByRole('button', { name: /^સૂચનાઓ, \d+ વાંચવાની બાકી$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'સૂચનાઓ' });
    const notice = panel.getByText(new RegExp(`તરફથી નવી પૂછપરછ: ${subject}$`));
    await expect(notice).toBeVisible();
    await expect(panel.getByText(/મંજૂર થયો છે/)).toBeVisible();
    await expectNoSeriousViolations(page, 'the open bell');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The notice opens the business's inquiries; the owner replies by mail.
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`${paths.inquiryBusiness.href({ id: businessId })}$`));
    await page.getByRole('button', { name: 'Kiran Desai ને ઇમેઇલથી જવાબ આપો' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiran Desai ને જવાબ' });
    await dialog.getByRole('textbox', { name: /તમારો જવાબ/ }).fill('હા, માર્ચમાં 200 સાડીઓ મળી જશે.');
    await expectNoSeriousViolations(page, 'the reply dialog');
    await dialog.getByRole('button', { name: 'જવાબ મોકલો' }).click();
    await expect(page.getByText('જવાબ ઇમેઇલથી મોકલાયો').first()).toBeVisible();
    await expect(page.getByText(/ના રોજ જવાબ આપ્યો$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The reply reached the visitor, answerable straight to the owner.
    await expect
      .poll(() => mailsTo(visitor.email).some((m) => m.text.includes('200 સાડીઓ')), { message: 'the reply mail' })
      .toBe(true);
    const reply = mailsTo(visitor.email).find((m) => m.text.includes('200 સાડીઓ'))!;
    expect(reply.headers).toMatch(new RegExp(`^Reply-To: ${person.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(reply.text).toContain('> Do you supply 200 sarees for a wedding in March?');

    // Marked read: the bell counts one fewer (the approval notice is still unread).
    await expect(page.getByRole('button', { name: 'સૂચનાઓ, 1 વાંચવાની બાકી' })).toBeVisible();
  });
});
