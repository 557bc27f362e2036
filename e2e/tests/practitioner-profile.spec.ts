import * as auth from '@gd/contracts/endpoints/auth';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { adminSession } from '../support/admin';
import { api } from '../support/api';
import { newPerson, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/** A small, well-formed one-page PDF (the registration proof). */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Decision 65: the practitioner's own profile at 360 px — a section saved on its own, a location, and the
// verification proof; once verified, the public profile shows the location and never the home address.
test.describe('Practitioners: my profile', () => {
  test('a new practitioner fills in their profile on a phone and submits their proof', async ({ page }) => {
    const person = newPerson('Doctor');
    const account = await api.call(auth.practitionerRegister, {
      body: {
        name: `Dr. ${person.name}`,
        phone: person.phone,
        email: person.email,
        password: person.password,
        agree: true,
      },
    });
    await useSession(page, { token: account.token, userId: account.userData.id, name: account.userData.name });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(paths.practitionerProfile.href());

    const personal = page.getByRole('region', { name: 'Personal' });
    await personal.getByLabel('Home address').fill('14 Private Society, Vesu, Surat');
    await personal.getByRole('button', { name: 'Save Personal' }).click();
    await expect(page.getByText('Saved.').first()).toBeVisible();

    const location = page.getByRole('region', { name: 'Location 1' });
    await location.getByLabel('Clinic or hospital name').fill('Test Ayurveda Clinic');
    await location.getByLabel('Address').fill('Ring Road, Surat');
    await location.getByLabel('City').selectOption({ label: 'Surat' });
    await location.getByLabel('Map link').fill('https://maps.example.com/?q=ring+road');
    await page.getByRole('button', { name: 'Save Locations' }).click();

    const verification = page.getByRole('region', { name: 'Verification' });
    await expect(verification.getByText('Waiting for verification')).toBeVisible();
    await verification.getByLabel('Registration council').fill('Gujarat Medical Council');
    await verification.getByLabel('Registration number').fill('G-2026-4711');
    await verification.locator('input[type="file"]').setInputFiles({
      name: 'registration.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    await verification.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(page.getByText('Your documents are submitted for verification.')).toBeVisible();
    await expect(verification.getByRole('button', { name: 'Open my proof' })).toBeVisible();

    await expectNoSeriousWcagViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    const admin = await adminSession();
    await api.call(
      endpoints.verifyPractitioner,
      { params: { id: account.practitioner_id }, body: { is_approve: 1 } },
      { token: admin.token },
    );
    const profile = await api.call(endpoints.getPractitioner, { params: { id: account.practitioner_id } });
    expect(profile.locations.map((l) => l.name)).toEqual(['Test Ayurveda Clinic']);
    expect(JSON.stringify(profile)).not.toContain('Private Society');
  });
});
