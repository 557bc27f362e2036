import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic';
import { DEPARTMENT } from '@gd/contracts/codes';
import { ok } from '../../platform/envelope';
import { failureLimits } from '../../platform/failure-limits';
import { limit } from '../../platform/limits';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import * as requests from '../requests/service';
import { requireClinicAdmin, requireStaffOrAdmin, staffOf } from './guards';
import * as patients from './patient-service';
import * as staffService from './staff-service';

const { RECEPTION, DOCTOR, PANCHAKARMA } = DEPARTMENT;

/**
 * Issue 20 (decisions 31, 86): staff login, the clinic's doctors and staff, its patients. Who may do what:
 * reception (and clinic administrators) register patients and record consent; reception, doctors and
 * panchakarma find and read patients; lab staff see the doctors list only (their screens come with the lab).
 */
export async function clinicRoutes(app: FastifyInstance): Promise<void> {
  const ua = (req: FastifyRequest) =>
    typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
  const bodyField = (req: FastifyRequest) => {
    const b = req.body as Record<string, unknown>;
    return String(b.phone ?? b.email ?? '')
      .trim()
      .toLowerCase();
  };
  // Decision 78: failed sign-ins per address and per account, as the other logins.
  const failures = failureLimits(app, [
    { name: 'login-fail-ip', max: 20, windowMs: 15 * 60_000, key: (req) => req.ip },
    { name: 'login-fail-account', max: 10, windowMs: 15 * 60_000, key: (req) => `staff:${bodyField(req)}` },
  ]);
  const ctx = () => ({ db: app.db, now: app.clock.now() });
  const readers = requireStaffOrAdmin(RECEPTION, DOCTOR, PANCHAKARMA);

  route(
    app,
    endpoints.staffLogin,
    async (req) =>
      ok(await failures.settle(req, () => staffService.staffLogin(app, req.body, ua(req))), 'Login successful!'),
    {
      preHandler: [
        limit(app, 'staff-login', { max: 10, timeWindow: '15 minutes', key: (req) => `${bodyField(req)}:${req.ip}` }),
        failures.preHandler,
      ],
    },
  );

  route(app, endpoints.staffMe, async (req) => ok(await staffService.me(app.db, req.user!.user_id)));

  route(app, endpoints.listDoctors, async (req) => ok(await staffService.listDoctors(app.db, staffOf(req).clinicId)));

  route(app, endpoints.listStaff, async (req) => ok(await staffService.listStaff(app.db, staffOf(req).clinicId)), {
    preHandler: requireClinicAdmin,
  });

  route(
    app,
    endpoints.createStaff,
    async (req, reply) => {
      const staff = staffOf(req);
      // Decision 93: a linked profile's online patients show in the clinic's calendar, so a clinic cannot claim a
      // practitioner's profile by itself; the operator links one (`npm run create-staff -- --practitioner ID`).
      if (req.body.practitioner_id) {
        throw AppError.validation(
          'practitioner_id',
          'PRACTITIONER_LINK_BY_OPERATOR',
          'A practitioner profile is linked by the platform, on the practitioner’s request.',
        );
      }
      const created = await staffService.createStaff(app.db, {
        ...req.body,
        clinicId: staff.clinicId,
        actorUserId: staff.userId,
        now: app.clock.now(),
      });
      reply.status(201);
      return ok(created, 'Staff account created.');
    },
    { preHandler: requireClinicAdmin },
  );

  route(
    app,
    endpoints.deactivateStaff,
    async (req) =>
      ok(
        await staffService.deactivateStaff(app.db, staffOf(req), req.params.id, app.clock.now()),
        'Staff account deactivated.',
      ),
    { preHandler: requireClinicAdmin },
  );

  route(
    app,
    endpoints.setStaffTreasurer,
    async (req) =>
      ok(
        await staffService.setTreasurer(app.db, staffOf(req), req.params.id, req.body.is_treasurer, app.clock.now()),
        'Staff account saved.',
      ),
    { preHandler: requireClinicAdmin },
  );

  route(
    app,
    endpoints.createPatient,
    async (req, reply) => {
      const { result, replayed } = await patients.registerPatient(
        ctx(),
        staffOf(req),
        req.body,
        requests.keyOf(req.headers),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return ok(result, 'Patient registered.');
    },
    { preHandler: requireStaffOrAdmin(RECEPTION) },
  );

  // Hot (decision 94): sent as text past the per-request check of 20 rows against the schema (as decision 66 does
  // for the practitioner list); the rows' held JSON and findPatients's return type hold it to the schema.
  route(
    app,
    endpoints.listPatients,
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await patients.findPatientsText(ctx(), staffOf(req), req.query)),
    { preHandler: readers },
  );

  route(app, endpoints.getPatient, async (req) => ok(await patients.getPatient(ctx(), staffOf(req), req.params.id)), {
    preHandler: readers,
  });

  route(
    app,
    endpoints.withdrawConsent,
    async (req) =>
      ok(
        await patients.withdrawConsent(ctx(), staffOf(req), req.params.id, req.body.reason ?? null),
        'Consent withdrawn.',
      ),
    { preHandler: requireStaffOrAdmin(RECEPTION) },
  );

  route(
    app,
    endpoints.giveConsent,
    async (req) =>
      ok(
        await patients.giveConsent(ctx(), staffOf(req), req.params.id, req.body.consent_language),
        'Consent recorded.',
      ),
    { preHandler: requireStaffOrAdmin(RECEPTION) },
  );
}
