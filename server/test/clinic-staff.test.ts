import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { bearer, registeredUser, uniquePhone } from './auth-support';
import { createClinic, STAFF_PASSWORD, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, dialect, json, TSX, type TestContext } from './helpers';

/** Issue 20 §1, decision 31: staff login, the staff guard, the clinic's doctors, the administrator's staff. */
describe('clinic staff', () => {
  let ctx: TestContext;
  let clinicId: number;
  let otherClinicId: number;
  let admin: TestStaff;
  let reception: TestStaff;
  let doctor: TestStaff;
  let otherAdmin: TestStaff;
  let otherDoctor: TestStaff;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ clinicId } = await createClinic(ctx.db, 'Clinic A'));
    ({ clinicId: otherClinicId } = await createClinic(ctx.db, 'Clinic B'));
    [admin, reception, doctor, otherAdmin, otherDoctor] = await Promise.all([
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR, { admin: true, email: 'owner.a@example.in' }),
      staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
      staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
      staffMember(ctx.app, otherClinicId, DEPARTMENT.RECEPTION, { admin: true }),
      staffMember(ctx.app, otherClinicId, DEPARTMENT.DOCTOR),
    ]);
  });
  afterAll(() => ctx.close());

  const login = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/staff/login', payload });

  it('logs in by phone or email and knows the clinic and department', async () => {
    const res = await login({ email: 'OWNER.A@example.in', password: STAFF_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.staff).toMatchObject({
      clinic_id: clinicId,
      clinic_name: 'Clinic A',
      department_id: 2,
      is_clinic_admin: true,
      doctor_id: admin.staffId,
    });
    const me = await ctx.app.inject({ url: '/api/clinic/me', headers: bearer(data.token) });
    expect(json(me).data).toMatchObject({ staff_id: admin.staffId, clinic_id: clinicId });
  });

  it('refuses a wrong password, a non-staff account and bad input alike', async () => {
    expect((await login({ phone: reception.phone, password: 'Wrong-Password#1' })).statusCode).toBe(401);
    const user = await registeredUser(ctx.app);
    const outsider = await login({ phone: user.phone, password: user.password });
    expect(outsider.statusCode).toBe(401);
    expect(json(outsider).message_key).toBe('INVALID_CREDENTIALS');
    const probe = await ctx.app.inject({ url: '/api/clinic/doctors', headers: bearer(user.token) });
    expect(probe.statusCode).toBe(403);
    expect(json(probe).message_key).toBe('STAFF_ONLY');
    const empty = await login({ password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({ phone: 'PHONE_OR_EMAIL_REQUIRED' });
    const bad = await login({ phone: '123', email: 'nope', password: '' });
    expect(json(bad).errors).toMatchObject({
      phone: 'PHONE_INVALID',
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_REQUIRED',
    });
  });

  it("lists the caller's clinic's doctors only", async () => {
    const res = await ctx.app.inject({ url: '/api/clinic/doctors', headers: bearer(reception.token) });
    expect(res.statusCode).toBe(200);
    const ids = json(res).data.map((d: { doctor_id: number }) => d.doctor_id);
    expect(ids.sort()).toEqual([admin.staffId, doctor.staffId].sort());
    expect(ids).not.toContain(otherDoctor.staffId);
  });

  it('lets only a clinic administrator manage staff, of their own clinic only', async () => {
    const body = {
      name: 'Kavita Rana',
      phone: uniquePhone(),
      password: 'Panchakarma-Desk#26',
      department_id: DEPARTMENT.PANCHAKARMA,
      designation: 'Therapist',
    };
    const byReception = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/staff',
      payload: body,
      headers: bearer(reception.token),
    });
    expect(byReception.statusCode).toBe(403);
    expect(json(byReception).message_key).toBe('CLINIC_ADMIN_ONLY');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/staff',
      payload: { ...body, department_id: 3, phone: '12', password: 'short' },
      headers: bearer(admin.token),
    });
    expect(json(bad).errors).toMatchObject({
      department_id: 'DEPARTMENT_INVALID',
      phone: 'MOBILE_INVALID',
      password: 'PASSWORD_TOO_SHORT',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/staff',
      payload: body,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res).data;
    expect(created).toMatchObject({ department_id: 4, is_active: true, designation: 'Therapist' });
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/staff',
      payload: body,
      headers: bearer(admin.token),
    });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).errors).toEqual({ phone: 'MOBILE_EXISTS' });

    const list = await ctx.app.inject({ url: '/api/clinic/staff', headers: bearer(admin.token) });
    const listed = json(list).data.rows.map((r: { staff_id: number }) => r.staff_id);
    expect(listed).toContain(created.staff_id);
    expect(listed).not.toContain(otherDoctor.staffId);

    // Clinic B's administrator cannot touch clinic A's staff.
    const cross = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/staff/${created.staff_id}/deactivate`,
      headers: bearer(otherAdmin.token),
    });
    expect(cross.statusCode).toBe(404);

    const self = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/staff/${admin.staffId}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(self.statusCode).toBe(409);
  });

  it('shuts a deactivated member out at once', async () => {
    const member = await staffMember(ctx.app, clinicId, DEPARTMENT.LAB);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/staff/${member.staffId}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.is_active).toBe(false);
    const after = await ctx.app.inject({ url: '/api/clinic/doctors', headers: bearer(member.token) });
    expect(after.statusCode).toBe(401);
    const again = await login({ phone: member.phone, password: STAFF_PASSWORD });
    expect(again.statusCode).toBe(401);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'clinic_staff')
      .where('entity_id', '=', String(member.staffId))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['clinic.staff.create', 'clinic.staff.deactivate']);
  });

  // Four runs of the command, each starting tsx afresh: 16–17 s in a clean CI run on a two-core machine, and over
  // 20 s while that machine does anything else (startup.test.ts gives its process starts the same room).
  it(
    'makes a staff account with npm run create-staff while the app runs, and refuses bad arguments',
    { timeout: 90_000 },
    async () => {
      const env = {
        ...process.env,
        DATA_DIR: ctx.dataDir,
        ...(dialect === 'postgres' ? { DATABASE_URL: ctx.config.DATABASE_URL } : {}),
      };
      const run = (args: string[]) =>
        spawnSync(TSX, ['src/cli/create-staff.ts', ...args], {
          cwd: path.resolve(__dirname, '..'),
          env,
          encoding: 'utf8',
        });
      const phone = uniquePhone();
      const cli = run([
        '--clinic',
        String(otherClinicId),
        '--department',
        '19',
        '--phone',
        phone,
        '--password',
        'Blood-Report#2026',
        '--name',
        'Nayan Lab',
      ]);
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain('Created staff Nayan Lab');
      const res = await login({ phone, password: 'Blood-Report#2026' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.staff).toMatchObject({
        clinic_id: otherClinicId,
        department_id: 19,
        is_clinic_admin: false,
      });
      expect(
        run([
          '--clinic',
          String(otherClinicId),
          '--department',
          '3',
          '--phone',
          uniquePhone(),
          '--password',
          'Blood-Report#2026',
        ]).status,
      ).toBe(2);
      expect(
        run(['--clinic', '999999', '--department', '1', '--phone', uniquePhone(), '--password', 'Blood-Report#2026'])
          .status,
      ).toBe(2);
      expect(
        run([
          '--clinic',
          String(otherClinicId),
          '--department',
          '1',
          '--phone',
          uniquePhone(),
          '--password',
          'password',
        ]).status,
      ).toBe(2);
    },
  );
});
