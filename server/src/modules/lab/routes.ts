import type { FastifyInstance } from 'fastify';
import { DEPARTMENT } from '@gd/contracts/codes';
import * as endpoints from '@gd/contracts/endpoints/clinic-lab';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, requireStaff, requireStaffOrAdmin, staffOf } from '../clinic/guards';
import * as requests from '../requests/service';
import * as master from './master';
import * as orders from './orders';
import { patientReports, reportFile } from './report';
import * as workflow from './workflow';

const { RECEPTION, DOCTOR, LAB } = DEPARTMENT;

/**
 * Issue 21 point 5 (decision 96): the test master, orders, the lab's steps, the doctor's approval, the report.
 * Staff of the clinic only (the `staff` access guard); the department is checked here — doctors order and
 * approve, the lab collects and enters, reception reads and takes payment, the administrator keeps the master,
 * panchakarma may do none of it (403) — and the clinic in the services (another clinic's record: 404).
 */
export async function labRoutes(app: FastifyInstance): Promise<void> {
  const readers = requireStaffOrAdmin(RECEPTION, DOCTOR, LAB);
  const lab = requireStaff(LAB);
  const doctors = requireStaff(DOCTOR);
  const cashiers = requireStaffOrAdmin(RECEPTION);
  const now = () => app.clock.now();

  route(
    app,
    endpoints.listLabTests,
    async (req) => ok(await master.listTests(app.db, staffOf(req).clinicId, { all: req.query.all === '1' })),
    { preHandler: readers },
  );
  route(
    app,
    endpoints.createLabTest,
    async (req, reply) => {
      const created = await master.createTest(app.db, staffOf(req).clinicId, req.body, now());
      reply.status(201);
      return ok(created, 'Test added.');
    },
    { preHandler: requireClinicAdmin },
  );
  route(
    app,
    endpoints.updateLabTest,
    async (req) =>
      ok(await master.updateTest(app.db, staffOf(req).clinicId, req.params.id, req.body, now()), 'Test saved.'),
    { preHandler: requireClinicAdmin },
  );

  route(app, endpoints.listLabOrders, async (req) => ok(await orders.listOrders(app.db, staffOf(req), req.query)), {
    preHandler: readers,
  });
  route(
    app,
    endpoints.createLabOrder,
    async (req, reply) => {
      const { result, replayed } = await orders.createOrder(
        app.db,
        staffOf(req),
        req.body,
        requests.keyOf(req.headers),
        now(),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return ok(result, 'Tests ordered.');
    },
    { preHandler: doctors },
  );
  route(
    app,
    endpoints.getLabOrder,
    async (req) => ok(await orders.getOrder(app.db, staffOf(req), req.params.id, now())),
    {
      preHandler: readers,
    },
  );
  route(
    app,
    endpoints.collectLabSample,
    async (req) =>
      ok(await workflow.collect(app.db, staffOf(req), req.params.id, req.body.version, now()), 'Sample collected.'),
    { preHandler: lab },
  );
  route(
    app,
    endpoints.saveLabResults,
    async (req) =>
      ok(await workflow.saveResults(app.db, staffOf(req), req.params.id, req.body, now()), 'Results saved.'),
    { preHandler: lab },
  );
  route(
    app,
    endpoints.submitLabReport,
    async (req) =>
      ok(await workflow.submit(app.db, staffOf(req), req.params.id, req.body.version, now()), 'Sent for approval.'),
    { preHandler: lab },
  );
  route(
    app,
    endpoints.approveLabReport,
    async (req) =>
      ok(await workflow.approve(app.db, staffOf(req), req.params.id, req.body.version, now()), 'Report released.'),
    { preHandler: doctors },
  );
  route(
    app,
    endpoints.returnLabReport,
    async (req) => ok(await workflow.sendBack(app.db, staffOf(req), req.params.id, req.body, now()), 'Sent back.'),
    { preHandler: doctors },
  );
  route(
    app,
    endpoints.cancelLabOrder,
    async (req) => ok(await workflow.cancel(app.db, staffOf(req), req.params.id, req.body, now()), 'Order cancelled.'),
    { preHandler: requireStaffOrAdmin(RECEPTION, DOCTOR) },
  );
  route(
    app,
    endpoints.payLabOrder,
    async (req) => ok(await workflow.pay(app.db, staffOf(req), req.params.id, req.body, now()), 'Payment recorded.'),
    { preHandler: cashiers },
  );
  route(
    app,
    endpoints.labReportPdf,
    async (req, reply) => {
      const file = await reportFile(app.db, staffOf(req), req.params.id, req.query.lang, now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
    { preHandler: readers },
  );
  route(app, endpoints.visitLab, async (req) => ok(await orders.visitLab(app.db, staffOf(req), req.params.id, now())), {
    preHandler: readers,
  });
  route(
    app,
    endpoints.patientLabReports,
    async (req) => ok(await patientReports(app.db, staffOf(req), req.params.id)),
    {
      preHandler: readers,
    },
  );
}
