import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { changedElsewhere } from '../src/platform/changes';
import { bearer } from './auth-support';
import { createClinic, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, json, type TestContext } from './helpers';

/**
 * Issue 20 ("Fast, measured"): the staff guard, the doctors list and the clinic card are read from memory
 * (clinic/memory.ts). Every write that changes them makes the process forget at once, and a write announced by
 * another process (the change bus delivers it as `changedElsewhere`) does too.
 */
describe('clinic memberships in memory', () => {
  let ctx: TestContext;
  let clinicId: number;
  let admin: TestStaff;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ clinicId } = await createClinic(ctx.db, 'Memory Clinic'));
    admin = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR, { admin: true });
  });
  afterAll(() => ctx.close());

  const doctors = (token: string) => ctx.app.inject({ url: '/api/clinic/doctors', headers: bearer(token) });
  const queue = (token: string) => ctx.app.inject({ url: '/api/clinic/queue', headers: bearer(token) });

  it('shuts out a member deactivated here on the very next request, after it was held in memory', async () => {
    const member = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    // Warm: the membership is now held in memory.
    expect((await doctors(member.token)).statusCode).toBe(200);
    expect((await queue(member.token)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/clinic/staff/${member.staffId}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Deactivation ends the member's sessions too, so the next request is refused as a login that ended.
    const after = await doctors(member.token);
    expect(after.statusCode).toBe(401);
    // …and the membership held in memory is gone: the guard itself would now refuse the account.
    const { staffCallerOf } = await import('../src/modules/clinic/staff-service');
    expect(await staffCallerOf(ctx.app.db, member.userId)).toBeNull();
  });

  it('refuses with 403 a member whose membership another process ended, once the change bus says so', async () => {
    const member = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    expect((await doctors(member.token)).statusCode).toBe(200);
    // Another process deactivates the membership (its sessions stay: only the membership ends) and announces it.
    await ctx.db.updateTable('clinic_staff').set({ is_active: 0 }).where('staff_id', '=', member.staffId).execute();
    changedElsewhere(ctx.app.db, { topic: 'clinic-staff', id: clinicId });
    const after = await doctors(member.token);
    expect(after.statusCode).toBe(403);
    expect(json(after).message_key).toBe('STAFF_ONLY');
    expect((await queue(member.token)).statusCode).toBe(403);
  });

  it('refuses with 403 every member of a clinic that was closed elsewhere, once announced', async () => {
    const { clinicId: closing } = await createClinic(ctx.db, 'Closing Clinic');
    const member = await staffMember(ctx.app, closing, DEPARTMENT.DOCTOR);
    expect((await queue(member.token)).statusCode).toBe(200);
    await ctx.db.updateTable('clinics').set({ is_active: 0 }).where('clinic_id', '=', closing).execute();
    changedElsewhere(ctx.app.db, { topic: 'clinic-staff', id: closing });
    expect((await queue(member.token)).statusCode).toBe(403);
  });

  it('shows a doctor added here in the doctors list and the queue at once', async () => {
    const reception = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    const before = json(await doctors(reception.token)).data as { doctor_id: number }[];
    const beforeQueue = json(await queue(reception.token)).data.doctors as { doctor_id: number }[];
    const added = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR);
    const now = json(await doctors(reception.token)).data as { doctor_id: number }[];
    expect(now.map((d) => d.doctor_id)).toEqual([...before.map((d) => d.doctor_id), added.staffId]);
    const nowQueue = json(await queue(reception.token)).data.doctors as { doctor_id: number }[];
    expect(nowQueue.map((d) => d.doctor_id)).toEqual([...beforeQueue.map((d) => d.doctor_id), added.staffId]);
  });
});
