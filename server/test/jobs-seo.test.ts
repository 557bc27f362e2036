import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { createBusiness, createCity } from './factories';
import { createTestContext, type TestContext } from './helpers';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Gujarat Business Directory</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('job pages for search engines', () => {
  let ctx: TestContext;
  let publicJob: number;
  let inactiveJob: number;
  let hostileJob: number;

  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-jobs-seo-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), TEMPLATE);
    ctx = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://gujaratdirectory.example' });
    const city = await createCity(ctx.db, { city_name: 'Surat', slug: 'surat-seo' });
    const business = await createBusiness(ctx.db, { business_name: 'Kiran Gems', location_id: city.city_id });
    const pendingBusiness = await createBusiness(ctx.db, { business_name: 'Pending Co', is_approve: APPROVAL.PENDING });
    const job = (overrides: Record<string, unknown>) =>
      ctx.db
        .insertInto('jobs')
        .values({
          business_id: business.business_id,
          title: 'Diamond Polisher',
          slug: `diamond-polisher-${Math.random().toString(36).slice(2, 8)}`,
          description: 'Polish round brilliants at our Varachha unit.',
          employment_type: 1,
          remote_type: 1,
          city_id: city.city_id,
          state: 'Gujarat',
          salary_min: 1_800_000,
          salary_max: 3_500_000,
          experience_min: 2,
          status: 1,
          approval_status: 1,
          ...overrides,
        })
        .returning('job_id')
        .executeTakeFirstOrThrow()
        .then((r) => r.job_id);
    publicJob = await job({});
    inactiveJob = await job({ status: 0 });
    hostileJob = await job({
      title: '</title><script>alert(1)</script>',
      description: 'x </script><script>alert(2)</script>',
    });
    await job({ business_id: pendingBusiness.business_id, title: 'Hidden job' });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ url });

  it('renders a job page with its own title, description, canonical URL and JobPosting JSON-LD', async () => {
    const res = await get(`/job-view/${publicJob}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Diamond Polisher at Kiran Gems, Surat · Gujarat Business Directory</title>');
    expect(res.body).toContain('content="Diamond Polisher at Kiran Gems, Surat, Gujarat: Polish round brilliants');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://gujaratdirectory.example/job-view/${publicJob}" />`,
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body);
    const data = JSON.parse(ld![1]!);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Diamond Polisher',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Kiran Gems' },
      jobLocation: { address: { addressLocality: 'Surat', addressCountry: 'IN' } },
      baseSalary: { currency: 'INR', value: { minValue: 18000, maxValue: 35000 } },
    });
  });

  it('answers an inactive or unknown job with 404 and noindex', async () => {
    for (const id of [inactiveJob, 999999]) {
      const res = await get(`/job-view/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes job texts so they cannot break out of the head', async () => {
    const res = await get(`/job-view/${hostileJob}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('</script><script>alert(2)');
  });

  it('lists public jobs in the sitemap, and no inactive or hidden one', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain(`<loc>https://gujaratdirectory.example/job-view/${publicJob}</loc>`);
    expect(res.body).not.toContain(`/job-view/${inactiveJob}<`);
    expect(res.body.match(/\/job-view\/\d+</g)).toHaveLength(2);
  });
});
