import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory, createCity, givePlan } from './factories';
import { createTestContext, json, type TestContext, TSX } from './helpers';

describe('jobs board', () => {
  let ctx: TestContext;
  let adminToken: string;
  let ownerA: Awaited<ReturnType<typeof registeredUser>>;
  let ownerB: Awaited<ReturnType<typeof registeredUser>>;
  let seeker: Awaited<ReturnType<typeof registeredUser>>;
  let seeker2: Awaited<ReturnType<typeof registeredUser>>;
  let businessA: number;
  let pendingBusinessA: number;
  let businessB: number;
  let cityId: number;
  let otherCityId: number;
  let categoryId: number;
  let inactiveCategoryId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const cli = spawnSync(
      TSX,
      ['src/cli/create-admin.ts', '--email', 'jobs-admin@example.in', '--password', 'Approve-Jobs#2026'],
      {
        cwd: path.resolve(__dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: ctx.dataDir,
          ...(ctx.config.DATABASE_URL ? { DATABASE_URL: ctx.config.DATABASE_URL } : {}),
        },
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    adminToken = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'jobs-admin@example.in', password: 'Approve-Jobs#2026' },
      }),
    ).data.token;
    [ownerA, ownerB, seeker, seeker2] = await Promise.all([
      registeredUser(ctx.app, { owner_name: 'Asha Owner' }),
      registeredUser(ctx.app, { owner_name: 'Bharat Owner' }),
      registeredUser(ctx.app, { owner_name: 'Chirag Seeker' }),
      registeredUser(ctx.app, { owner_name: 'Dipti Seeker' }),
    ]);
    const bizCategory = await createCategory(ctx.db, { category_name: 'Caterers' });
    cityId = (await createCity(ctx.db, { city_name: 'Vadodara', slug: 'vadodara-jobs' })).city_id;
    otherCityId = (await createCity(ctx.db, { city_name: 'Rajkot', slug: 'rajkot-jobs' })).city_id;
    businessA = (
      await createBusiness(ctx.db, {
        owner_user_id: ownerA.userId,
        business_name: 'Asha Caterers',
        category_id: bizCategory.category_id,
      })
    ).business_id;
    pendingBusinessA = (
      await createBusiness(ctx.db, {
        owner_user_id: ownerA.userId,
        business_name: 'Asha New Shop',
        is_approve: APPROVAL.PENDING,
      })
    ).business_id;
    businessB = (await createBusiness(ctx.db, { owner_user_id: ownerB.userId, business_name: 'Bharat Stores' }))
      .business_id;
    // Decision 67: job posts are a plan feature.
    for (const id of [businessA, pendingBusinessA, businessB]) await givePlan(ctx.db, id);
    categoryId = (
      await ctx.db
        .insertInto('job_categories')
        .values({ name: 'Cooks & Kitchen', name_guj: 'રસોઈયા', business_category_id: bizCategory.category_id })
        .returning('job_cat_id')
        .executeTakeFirstOrThrow()
    ).job_cat_id;
    inactiveCategoryId = (
      await ctx.db
        .insertInto('job_categories')
        .values({ name: 'Retired category', is_active: 0 })
        .returning('job_cat_id')
        .executeTakeFirstOrThrow()
    ).job_cat_id;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  let slugSeq = 0;
  const jobBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Head Cook',
    slug: `head-cook-${++slugSeq}`,
    category_id: categoryId,
    description: 'Cook Gujarati thalis for weddings and parties.',
    responsibilities: 'Plan menus, Cook, Train helpers',
    requirements: 'Three years in a kitchen, Hygiene',
    employment_type: 1,
    remote_type: 1,
    address_line: 'Alkapuri Main Road',
    city_id: cityId,
    state: 'Gujarat',
    country: 'India',
    salary_min: 18000,
    salary_max: 25000,
    currency: 'INR',
    experience_min: 2,
    experience_max: 5,
    apply_email: 'Jobs@AshaCaterers.in',
    apply_url: 'https://ashacaterers.in/careers',
    ...overrides,
  });
  const postJob = async (businessId: number, token: string, overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', `/api/my/businesses/${businessId}/jobs`, token, jobBody(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { job_id: number; slug: string; approval_status: number; status: number };
  };
  const applyBody = (overrides: Record<string, unknown> = {}) => ({
    candidate_name: 'Chirag Seeker',
    candidate_email: 'chirag@example.com',
    candidate_phone: '9898012345',
    resume_url: 'https://drive.example.com/chirag-cv.pdf',
    cover_letter: 'Ten years of wedding catering.',
    ...overrides,
  });
  const publicIds = async (query = '') =>
    (json(await call('GET', `/api/jobs${query}`)).data.rows as { job_id: number }[]).map((r) => r.job_id);

  it('creates a job with every §7 field: salary stored in paise, approved at once for an approved business', async () => {
    const res = await call('POST', `/api/my/businesses/${businessA}/jobs`, ownerA.token, jobBody({ slug: 'chef-1' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Job created successfully!');
    expect(body.data).toMatchObject({
      title: 'Head Cook',
      slug: 'chef-1',
      business_id: businessA,
      category_id: categoryId,
      category_name: 'Cooks & Kitchen',
      salary_min: 1_800_000,
      salary_max: 2_500_000,
      currency: 'INR',
      experience_min: 2,
      experience_max: 5,
      apply_email: 'jobs@ashacaterers.in',
      city: 'Vadodara',
      status: 1,
      approval_status: 1,
      business: { business_id: businessA, business_name: 'Asha Caterers' },
    });
    const stored = await ctx.db
      .selectFrom('jobs')
      .select(['salary_min', 'salary_max'])
      .where('job_id', '=', body.data.job_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ salary_min: 1_800_000, salary_max: 2_500_000 });
  });

  it('refuses a bad job with the spec §5 message keys and changes nothing', async () => {
    const before = await ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/api/my/businesses/${businessA}/jobs`, ownerA.token, {
      title: ' ',
      slug: '',
      description: '',
      employment_type: '',
      remote_type: 9,
      apply_email: 'not-an-email',
      apply_url: 'javascript:alert(1)',
      salary_min: 'lots',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toMatchObject({
      title: 'JOB_TITLE_REQUIRED',
      slug: 'SLUG_REQUIRED',
      description: 'DESCRIPTION_REQUIRED',
      employment_type: 'EMPLOYMENT_TYPE_REQUIRED',
      remote_type: 'REMOTE_TYPE_REQUIRED',
      apply_email: 'APPLY_EMAIL_INVALID',
      apply_url: 'APPLY_URL_INVALID',
      salary_min: 'SALARY_INVALID',
    });
    const unknown = await call('POST', `/api/my/businesses/${businessA}/jobs`, ownerA.token, {
      ...jobBody(),
      approval_status: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toMatchObject({ approval_status: 'FIELD_UNKNOWN' });
    const range = await call('POST', `/api/my/businesses/${businessA}/jobs`, ownerA.token, {
      ...jobBody(),
      salary_min: 30000,
      salary_max: 20000,
    });
    expect(json(range).errors).toMatchObject({ salary_max: 'SALARY_RANGE_INVALID' });
    const inactive = await call(
      'POST',
      `/api/my/businesses/${businessA}/jobs`,
      ownerA.token,
      jobBody({ category_id: inactiveCategoryId }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(json(inactive).errors).toMatchObject({ category_id: 'JOB_CATEGORY_INVALID' });
    const after = await ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps slugs unique per business (409 SLUG_TAKEN), but another business may reuse one', async () => {
    await postJob(businessA, ownerA.token, { slug: 'delivery-boy' });
    const again = await call(
      'POST',
      `/api/my/businesses/${businessA}/jobs`,
      ownerA.token,
      jobBody({ slug: 'Delivery-Boy' }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ slug: 'SLUG_TAKEN' });
    await postJob(businessB, ownerB.token, { slug: 'delivery-boy' });
  });

  it('updates a job (status required, STATUS_REQUIRED) and an inactive job leaves the public list', async () => {
    const job = await postJob(businessA, ownerA.token);
    expect(await publicIds()).toContain(job.job_id);
    const missing = await call('PUT', `/api/my/businesses/${businessA}/jobs/${job.job_id}`, ownerA.token, jobBody());
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toMatchObject({ status: 'STATUS_REQUIRED' });

    const res = await call(
      'PUT',
      `/api/my/businesses/${businessA}/jobs/${job.job_id}`,
      ownerA.token,
      jobBody({ slug: job.slug, title: 'Senior Cook', status: 0, salary_min: '', salary_max: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Job updated successfully!');
    expect(json(res).data).toMatchObject({ title: 'Senior Cook', status: 0, salary_min: null, salary_max: null });
    expect(await publicIds()).not.toContain(job.job_id);
    expect((await call('GET', `/api/jobs/${job.job_id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another owner's business, job or application, and changes nothing", async () => {
    const job = await postJob(businessA, ownerA.token);
    const url = `/api/my/businesses/${businessA}/jobs/${job.job_id}`;
    expect((await call('GET', url, ownerB.token)).statusCode).toBe(404);
    expect((await call('PUT', url, ownerB.token, { ...jobBody(), status: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', url, ownerB.token)).statusCode).toBe(404);
    // Through the intruder's own business id: still not theirs.
    expect((await call('GET', `/api/my/businesses/${businessB}/jobs/${job.job_id}`, ownerB.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/my/businesses/${businessA}/jobs`, ownerB.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/my/businesses/${businessA}/jobs`, ownerB.token, jobBody())).statusCode).toBe(404);
    expect((await call('GET', `/api/my/businesses/${businessA}/job-applications`, ownerB.token)).statusCode).toBe(404);

    const applied = await call('POST', `/api/jobs/${job.job_id}/apply`, seeker.token, applyBody());
    expect(applied.statusCode, applied.body).toBe(200);
    const appId = json(applied).data.job_app_id as number;
    expect(
      (await call('DELETE', `/api/my/businesses/${businessA}/job-applications/${appId}`, ownerB.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/my/businesses/${businessB}/job-applications/${appId}`, ownerB.token)).statusCode,
    ).toBe(404);
    // Another user cannot delete the seeker's application either.
    expect((await call('DELETE', `/api/my/job-applications/${appId}`, seeker2.token)).statusCode).toBe(404);
    const stillThere = json(await call('GET', `/api/my/businesses/${businessA}/job-applications`, ownerA.token)).data;
    expect(stillThere.map((a: { job_app_id: number }) => a.job_app_id)).toContain(appId);
    expect(json(await call('GET', url, ownerA.token)).data.title).toBe('Head Cook');
  });

  it('shows the public only active, approved jobs of approved businesses, with filters and paging', async () => {
    const fullTimeVadodara = await postJob(businessA, ownerA.token, { employment_type: 1, remote_type: 1 });
    const partTimeRajkot = await postJob(businessA, ownerA.token, {
      employment_type: 2,
      remote_type: 2,
      city_id: otherCityId,
    });
    const ofPendingBusiness = await postJob(pendingBusinessA, ownerA.token);
    expect(ofPendingBusiness.approval_status).toBe(0);

    const all = await publicIds('?limit=100');
    expect(all).toEqual(expect.arrayContaining([fullTimeVadodara.job_id, partTimeRajkot.job_id]));
    expect(all).not.toContain(ofPendingBusiness.job_id);
    expect((await call('GET', `/api/jobs/${ofPendingBusiness.job_id}`)).statusCode).toBe(404);

    expect(await publicIds(`?city_id=${otherCityId}&limit=100`)).toEqual([partTimeRajkot.job_id]);
    const partTime = await publicIds('?employment_type=2&limit=100');
    expect(partTime).toContain(partTimeRajkot.job_id);
    expect(partTime).not.toContain(fullTimeVadodara.job_id);
    expect(await publicIds('?remote_type=2&limit=100')).toEqual([partTimeRajkot.job_id]);
    expect(await publicIds(`?category_id=${categoryId}&limit=100`)).toContain(fullTimeVadodara.job_id);

    const page1 = json(await call('GET', '/api/jobs?limit=1&offset=0')).data;
    const page2 = json(await call('GET', '/api/jobs?limit=1&offset=1')).data;
    expect(page1.count).toBeGreaterThanOrEqual(2);
    expect(page1.rows[0].job_id).not.toBe(page2.rows[0].job_id);
    expect((await call('GET', '/api/jobs?employment_type=9')).statusCode).toBe(400);

    // A business the admin rejects takes its jobs off the board.
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.REJECTED })
      .where('business_id', '=', businessB)
      .execute();
    const ofB = await postJob(businessB, ownerB.token);
    expect(ofB.approval_status).toBe(0);
    expect(await publicIds('?limit=100')).not.toContain(ofB.job_id);
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.APPROVED })
      .where('business_id', '=', businessB)
      .execute();
  });

  it('deletes a job softly: gone from the owner list and the public at once', async () => {
    const job = await postJob(businessA, ownerA.token);
    const del = await call('DELETE', `/api/my/businesses/${businessA}/jobs/${job.job_id}`, ownerA.token);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Job deleted successfully!');
    const mine = json(await call('GET', '/api/my/jobs', ownerA.token)).data as { job_id: number }[];
    expect(mine.map((j) => j.job_id)).not.toContain(job.job_id);
    expect(await publicIds('?limit=100')).not.toContain(job.job_id);
    const again = await call('DELETE', `/api/my/businesses/${businessA}/jobs/${job.job_id}`, ownerA.token);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Job not found to delete.');
    const row = await ctx.db
      .selectFrom('jobs')
      .select('deleted_at')
      .where('job_id', '=', job.job_id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeTruthy();
  });

  it('apply: a guest gets 401, a second application 409, a javascript: or http resume link 400', async () => {
    const job = await postJob(businessA, ownerA.token);
    const guest = await call('POST', `/api/jobs/${job.job_id}/apply`, undefined, applyBody());
    expect(guest.statusCode).toBe(401);

    for (const resume_url of ['javascript:alert(document.cookie)', 'http://example.com/cv.pdf', 'data:text/html,x']) {
      const bad = await call('POST', `/api/jobs/${job.job_id}/apply`, seeker.token, applyBody({ resume_url }));
      expect(bad.statusCode, resume_url).toBe(400);
      expect(json(bad).errors).toEqual({ resume_url: 'APPLY_RESUME_HTTPS' });
    }
    const invalid = await call('POST', `/api/jobs/${job.job_id}/apply`, seeker.token, {
      candidate_name: '',
      candidate_email: 'x@',
      candidate_phone: '98765',
      resume_url: '',
      cover_letter: '',
    });
    expect(json(invalid).errors).toEqual({
      candidate_name: 'APPLY_NAME_REQUIRED',
      candidate_email: 'APPLY_EMAIL_FORMAT',
      candidate_phone: 'APPLY_PHONE_DIGITS',
      resume_url: 'APPLY_RESUME_REQUIRED',
      cover_letter: 'APPLY_COVER_LETTER_REQUIRED',
    });

    const first = await call('POST', `/api/jobs/${job.job_id}/apply`, seeker.token, applyBody());
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/api/jobs/${job.job_id}/apply`, seeker.token, applyBody());
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      message: 'You have already applied for this job.',
      errors: { job_id: 'ALREADY_APPLIED' },
    });
    const count = await ctx.db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', job.job_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // A job that is not public cannot be applied for.
    const hidden = await postJob(pendingBusinessA, ownerA.token);
    expect((await call('POST', `/api/jobs/${hidden.job_id}/apply`, seeker.token, applyBody())).statusCode).toBe(404);
  });

  it('the owner sees applications (per business and across businesses) and deletes one; the user sees and deletes theirs', async () => {
    const job = await postJob(businessA, ownerA.token, { title: 'Waiter' });
    const applied = await call(
      'POST',
      `/api/jobs/${job.job_id}/apply`,
      seeker2.token,
      applyBody({ candidate_name: 'Dipti' }),
    );
    const appId = json(applied).data.job_app_id as number;

    const received = json(await call('GET', `/api/my/businesses/${businessA}/job-applications`, ownerA.token)).data;
    expect(received.find((a: { job_app_id: number }) => a.job_app_id === appId)).toMatchObject({
      candidate_name: 'Dipti',
      resume_url: 'https://drive.example.com/chirag-cv.pdf',
      job: { title: 'Waiter' },
    });
    const everywhere = json(await call('GET', '/api/my/received-applications', ownerA.token)).data;
    expect(everywhere.map((a: { job_app_id: number }) => a.job_app_id)).toContain(appId);

    const mine = json(await call('GET', '/api/my/job-applications', seeker2.token)).data;
    expect(mine.find((a: { job_app_id: number }) => a.job_app_id === appId)).toMatchObject({
      job: { title: 'Waiter', company: 'Asha Caterers', city: 'Vadodara', is_open: true },
    });

    const del = await call('DELETE', `/api/my/job-applications/${appId}`, seeker2.token);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Job deleted successfully');
    expect(json(await call('GET', '/api/my/job-applications', seeker2.token)).data).toHaveLength(mine.length - 1);

    const again = json(await call('POST', `/api/jobs/${job.job_id}/apply`, seeker2.token, applyBody())).data;
    const ownerDel = await call(
      'DELETE',
      `/api/my/businesses/${businessA}/job-applications/${again.job_app_id}`,
      ownerA.token,
    );
    expect(ownerDel.statusCode).toBe(200);
    expect(json(ownerDel).message).toBe('Job request deleted successfully');
  });

  it('never hands out a stored non-https resume link', async () => {
    const job = await postJob(businessA, ownerA.token);
    await ctx.db
      .insertInto('job_applications')
      .values({
        job_id: job.job_id,
        user_id: seeker.userId,
        candidate_name: 'Old Import',
        candidate_email: 'old@example.com',
        candidate_phone: '9898098980',
        resume_url: 'javascript:alert(1)',
        cover_letter: 'Imported before the rule.',
      })
      .execute();
    const received = json(await call('GET', `/api/my/businesses/${businessA}/job-applications`, ownerA.token)).data;
    expect(received.find((a: { candidate_name: string }) => a.candidate_name === 'Old Import').resume_url).toBeNull();
  });

  it('lists only active job categories', async () => {
    const res = json(await call('GET', '/api/job-categories')).data as { job_cat_id: number }[];
    expect(res.map((c) => c.job_cat_id)).toContain(categoryId);
    expect(res.map((c) => c.job_cat_id)).not.toContain(inactiveCategoryId);
  });

  it('moderate_jobs on: new jobs wait for the admin, who approves or rejects them with an audit record', async () => {
    await ctx.db.updateTable('settings').set({ value: '1' }).where('name', '=', 'moderate_jobs').execute();
    const job = await postJob(businessA, ownerA.token);
    await ctx.db.updateTable('settings').set({ value: '0' }).where('name', '=', 'moderate_jobs').execute();
    expect(job.approval_status).toBe(0);
    expect(await publicIds('?limit=100')).not.toContain(job.job_id);

    const url = `/api/admin/jobs/${job.job_id}/approval`;
    expect((await call('PATCH', url, undefined, { approval_status: 1 })).statusCode).toBe(401);
    expect((await call('PATCH', url, ownerA.token, { approval_status: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/jobs', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/jobs', ownerA.token)).statusCode).toBe(403);
    expect((await call('PATCH', url, adminToken, { approval_status: 3 })).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/jobs/999999/approval', adminToken, { approval_status: 1 })).statusCode,
    ).toBe(404);

    const pending = json(await call('GET', '/api/admin/jobs?approval_status=0&limit=100', adminToken)).data;
    expect(pending.rows.map((r: { job_id: number }) => r.job_id)).toContain(job.job_id);

    const approve = await call('PATCH', url, adminToken, { approval_status: 1 });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await publicIds('?limit=100')).toContain(job.job_id);

    const reject = await call('PATCH', url, adminToken, { approval_status: 2, reason: 'Salary looks wrong' });
    expect(json(reject).data).toMatchObject({ approval_status: 2, approval_reason: 'Salary looks wrong' });
    expect(await publicIds('?limit=100')).not.toContain(job.job_id);

    const trail = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'jobs')
      .where('entity_id', '=', String(job.job_id))
      .orderBy('audit_id')
      .execute();
    expect(trail.map((t) => t.action)).toEqual(['job.approve', 'job.reject']);
    expect(JSON.parse(trail[1]!.before_json!)).toMatchObject({ approval_status: 1 });
    expect(JSON.parse(trail[1]!.after_json!)).toMatchObject({
      approval_status: 2,
      approval_reason: 'Salary looks wrong',
    });
    expect(trail[0]!.actor_user_id).not.toBeNull();
  });
});
