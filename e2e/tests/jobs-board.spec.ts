import { createJob } from '@gd/contracts/endpoints/jobs';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { approveBusiness } from '../support/admin';
import { api } from '../support/api';
import { newPerson, registerViaApi, useSession } from '../support/auth';
import { registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';

test.describe('Jobs board', () => {
  test('an owner posts a job, a guest logs in and applies, the owner sees the resume link, the user deletes the request', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(budget(90_000));
    // An owner with an approved business, on the early-bird Premium plan (job posts are a plan feature).
    const owner = await registerOwner(request, 6, { claimOffer: true });
    const businessId = owner.businessId!;
    await approveBusiness(request, businessId);
    await signIn(page, owner);

    // The add job form: the spec §5 keys first, then a real job.
    const title = `Counter Salesman ${Date.now().toString(36)}`;
    await page.goto(`${paths.addJob.href()}?business_id=${businessId}`);
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill all required fields correctly.');
    await expect(page.getByText('Job title is required.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue(
      title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    );
    await page.getByRole('textbox', { name: /^Description/ }).fill('Sell sarees and dress materials at our counter.');
    await page.getByRole('textbox', { name: /^Requirements/ }).fill('Pleasant manner, Basic maths');
    await page.getByRole('combobox', { name: /^Employment type/ }).selectOption({ label: 'Full-time' });
    await page.getByRole('combobox', { name: /^Remote type/ }).selectOption({ label: 'On-site' });
    await page.getByRole('textbox', { name: /^Minimum salary/ }).fill('12000');
    await page.getByRole('textbox', { name: /^Maximum salary/ }).fill('18000');
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page.getByText('Job created successfully!').first()).toBeVisible();

    // It shows on /job-list, newest first, with its salary.
    await page.goto(paths.jobList.href());
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('INR 12,000 - 18,000');
    await expect(card).toContainText('Full-time');
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/job-view\/\d+$/);
    const jobUrl = new URL(page.url()).pathname;

    // A guest who clicks Apply now is sent to /login with 'Please login first!' and comes back to the form.
    const seeker = newPerson('Seeker');
    await registerViaApi(request, {
      hasBusiness: 'no',
      category_id: null,
      owner_name: seeker.name,
      phone: seeker.phone,
      email: seeker.email,
      password: seeker.password,
      agree: true,
    });
    const guest = await browser.newPage();
    await guest.goto(jobUrl);
    await guest.getByRole('button', { name: 'Apply now' }).click();
    await expect(guest.getByText('Please login first!').first()).toBeVisible();
    await expect(guest).toHaveURL(paths.login.href());
    await guest.getByRole('textbox', { name: /Mobile number/ }).fill(seeker.phone);
    await guest.getByLabel(/^Password/).fill(seeker.password);
    await guest.getByRole('button', { name: 'Login' }).click();
    await expect(guest).toHaveURL(new RegExp(`${jobUrl}`));
    const dialog = guest.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(dialog).toBeVisible();

    // Every field's message once touched; a javascript: link is refused; Submit waits for a valid form.
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await dialog.getByRole('textbox', { name: /^Resume URL/ }).fill('javascript:alert(1)');
    await dialog.getByRole('textbox', { name: /^Cover letter/ }).focus();
    await expect(dialog.getByText('Resume URL must be a link starting with https://.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('98765');
    await dialog.getByRole('textbox', { name: /^Cover letter/ }).focus();
    await expect(dialog.getByText('Phone must be exactly 10 digits.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill(seeker.phone);
    await dialog.getByRole('textbox', { name: /^Resume URL/ }).fill('https://drive.example.com/seeker-cv.pdf');
    await dialog.getByRole('textbox', { name: /^Cover letter/ }).fill('Five years behind a saree counter.');
    await submit.click();
    await expect(guest.getByText('Application submitted successfully!').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second application is refused with a clear message.
    await guest.getByRole('button', { name: 'Apply now' }).click();
    const again = guest.getByRole('dialog', { name: `Apply for ${title}` });
    await again.getByRole('textbox', { name: /^Resume URL/ }).fill('https://drive.example.com/seeker-cv.pdf');
    await again.getByRole('textbox', { name: /^Cover letter/ }).fill('Again.');
    await again.getByRole('button', { name: 'Submit application' }).click();
    await expect(guest.getByText('You have already applied for this job.').first()).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // The owner sees the application with its resume as a plain link that opens without the opener.
    await page.goto(paths.jobRequest.href());
    const row = page.getByRole('row', { name: new RegExp(seeker.name) });
    await expect(row).toContainText(title);
    const resume = row.getByRole('link', { name: /View Resume/ });
    await expect(resume).toHaveAttribute('href', 'https://drive.example.com/seeker-cv.pdf');
    await expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
    // The same in the business dashboard's job_request tab.
    await page.goto(`${paths.myBusinessDashboard.href({ id: businessId })}?tab=job_request`);
    await expect(page.getByRole('row', { name: new RegExp(seeker.name) })).toBeVisible();

    // The user deletes it from /my-jobs after the confirm dialog.
    await guest.goto(paths.myJobs.href());
    await guest.getByRole('button', { name: `Delete job request for ${title}` }).click();
    const confirm = guest.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Are you sure you want to delete this job request?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(guest.getByText('Job deleted successfully').first()).toBeVisible();
    await expect(guest.getByText('No jobs available')).toBeVisible();
    await guest.close();
  });

  test('the owner switches a job off: it leaves the public list; an unknown job sends the visitor back to the list', async ({
    page,
    request,
  }) => {
    const owner = await registerOwner(request, 6, { claimOffer: true });
    const businessId = owner.businessId!;
    await approveBusiness(request, businessId);
    const title = `Delivery Rider ${Date.now().toString(36)}`;
    await api.call(
      createJob,
      {
        params: { id: businessId },
        body: { title, slug: 'delivery-rider', description: 'Deliver sweets.', employment_type: 2, remote_type: 1 },
      },
      { token: owner.token },
    );
    await useSession(page, { token: owner.token, userId: owner.userId, name: owner.name });
    await page.goto(`${paths.myBusinessDashboard.href({ id: businessId })}?tab=job`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Part-time');
    await expect(row).toContainText('Active');
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.locator('label', { hasText: /^Inactive$/ }).click();
    await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect(page.getByText('Job updated successfully!').first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Inactive');

    await page.goto(paths.jobList.href());
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

    await page.goto(paths.jobViewId.href({ id: 987654 }));
    await expect(page.getByText('Job not found').first()).toBeVisible();
    await expect(page).toHaveURL(paths.jobList.href());
  });
});
