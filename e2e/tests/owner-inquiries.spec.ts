import { createInquiry } from '@gd/contracts/endpoints/inquiries';
import { approveBusiness } from '../support/admin';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';

test.describe('Owner inquiries', () => {
  test('the owner deletes a received inquiry through the confirm modal; the sender sees it under My Request', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await registerOwner(request, 6);
    const businessId = owner.businessId!;
    await approveBusiness(request, businessId);
    const sender = await registerOwner(request);
    const subject = `Bulk order ${Date.now().toString(36)}`;
    await api.call(
      createInquiry,
      {
        params: { id: businessId },
        body: {
          name: 'Kiran Desai',
          email: 'kiran@example.in',
          mobile: '9812345678',
          subject,
          message: 'Do you supply 200 sarees for a wedding in March?',
        },
      },
      { token: sender.token },
    );

    // The sender's My Request lists it with a View link to the business.
    const senderContext = await browser.newContext();
    const senderPage = await senderContext.newPage();
    await signIn(senderPage, sender);
    await senderPage.goto(paths.requestInquiry.href());
    await expect(senderPage.getByText(subject)).toBeVisible();
    await expect(senderPage.getByRole('link', { name: 'View' }).first()).toHaveAttribute(
      'href',
      paths.viewBusiness.href({ id: businessId }),
    );
    await senderContext.close();

    await signIn(page, owner);
    await page.goto(paths.inquiryBusiness.href({ id: businessId }));
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toContainText('Kiran Desai');
    await expect(row).toContainText('9812345678');
    await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/);

    await row.getByRole('button', { name: 'Delete the inquiry from Kiran Desai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure want to delete?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete the inquiry from Kiran Desai' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Inquiry deleted successfully').first()).toBeVisible();
    await expect(page.getByText('No inquiries found')).toBeVisible();
  });
});
