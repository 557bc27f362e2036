import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/demo';
import { createTestContext, json, type TestContext } from './helpers';

describe('demo data of the jobs board', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.db, { dataDir: ctx.dataDir, businesses: 120 });
  }, 120_000);
  afterAll(() => ctx.close());

  it('has at least 40 jobs across businesses, cities, employment and remote types, and some applications', async () => {
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select(['job_id', 'business_id', 'city_id', 'employment_type', 'remote_type', 'category_id', 'status'])
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(jobs.map((j) => j.business_id)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(jobs.map((j) => j.city_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(jobs.map((j) => j.employment_type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(jobs.map((j) => j.remote_type)).size).toBeGreaterThanOrEqual(2);
    expect(jobs.every((j) => j.category_id !== null)).toBe(true);

    const applications = await ctx.db.selectFrom('job_applications').select('resume_url').execute();
    expect(applications.length).toBeGreaterThanOrEqual(10);
    expect(applications.every((a) => a.resume_url.startsWith('https://'))).toBe(true);

    const categories = await ctx.db.selectFrom('job_categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(20);
    expect(categories.every((c) => c.name_guj)).toBe(true);
  });

  it('gives the demo owner public jobs with applications, and the demo user applications of their own', async () => {
    const login = async (phone: string, password: string) =>
      json(await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } })).data
        .token as string;
    const owner = await login(DEMO_ACCOUNTS.owner.phone, DEMO_ACCOUNTS.owner.password);
    const user = await login(DEMO_ACCOUNTS.user.phone, DEMO_ACCOUNTS.user.password);
    const get = (url: string, token: string) =>
      ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } }).then((r) => json(r).data);
    const mine = await get('/api/my/jobs', owner);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(
      mine.every((j: { status: number; approval_status: number }) => j.status === 1 && j.approval_status === 1),
    ).toBe(true);
    expect((await get('/api/my/received-applications', owner)).length).toBeGreaterThan(0);
    expect((await get('/api/my/job-applications', user)).length).toBeGreaterThan(0);
    const board = json(await ctx.app.inject({ url: '/api/jobs?limit=1' })).data;
    expect(board.count).toBeGreaterThanOrEqual(30);
  });
});
