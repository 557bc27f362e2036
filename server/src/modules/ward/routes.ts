import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-ward';
import { DEPARTMENT } from '@gd/contracts/codes';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, requireStaff, requireStaffOrAdmin, staffOf } from '../clinic/guards';
import { stayBill } from './bill';
import * as diet from './diet-service';
import { billFile, type PdfFile, summaryFile } from './files';
import * as setup from './setup-service';
import * as stays from './stay-service';

const { RECEPTION, DOCTOR, PANCHAKARMA } = DEPARTMENT;

/**
 * In-patient stays and diet (issue 21 points 1 and 2, decision 98). Staff of the clinic only (the `staff` access
 * guard); who may do what is checked here, and every record is looked up within the caller's clinic (404):
 * - the clinic administrator keeps categories, rooms and beds; reception, doctors and administrators read them;
 * - every department reads the bed board (the lab and panchakarma find their in-patients there, nothing more);
 * - reception and doctors admit; reception transfers and frees cleaned beds (administrators too);
 * - a doctor writes the discharge summary and the diet chart (only a doctor: administrators of other departments
 *   read them); reception or a doctor discharges;
 * - stays, bills, PDFs, diet charts and the kitchen's list are read by reception, doctors and panchakarma.
 */
export async function wardRoutes(app: FastifyInstance): Promise<void> {
  const keepers = { preHandler: requireClinicAdmin };
  const desk = { preHandler: requireStaffOrAdmin(RECEPTION, DOCTOR) };
  const admitting = { preHandler: requireStaffOrAdmin(RECEPTION, DOCTOR) };
  const reception = { preHandler: requireStaffOrAdmin(RECEPTION) };
  const doctors = { preHandler: requireStaff(DOCTOR) };
  const readers = { preHandler: requireStaffOrAdmin(RECEPTION, DOCTOR, PANCHAKARMA) };
  const now = () => app.clock.now();
  const pdf = (reply: FastifyReply, file: PdfFile) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);

  route(app, endpoints.wardSetup, async (req) => ok(await setup.setup(app.db, staffOf(req))), desk);
  route(
    app,
    endpoints.createWardCategory,
    async (req, reply) => {
      reply.status(201);
      return ok(await setup.createCategory(app.db, staffOf(req), req.body, now()), 'Room category added.');
    },
    keepers,
  );
  route(
    app,
    endpoints.updateWardCategory,
    async (req) =>
      ok(await setup.updateCategory(app.db, staffOf(req), req.params.id, req.body, now()), 'Room category saved.'),
    keepers,
  );
  route(
    app,
    endpoints.createWardRoom,
    async (req, reply) => {
      reply.status(201);
      return ok(await setup.createRoom(app.db, staffOf(req), req.body, now()), 'Room added.');
    },
    keepers,
  );
  route(
    app,
    endpoints.updateWardRoom,
    async (req) => ok(await setup.updateRoom(app.db, staffOf(req), req.params.id, req.body, now()), 'Room saved.'),
    keepers,
  );
  route(
    app,
    endpoints.createWardBed,
    async (req, reply) => {
      reply.status(201);
      return ok(await setup.createBed(app.db, staffOf(req), req.params.id, req.body, now()), 'Bed added.');
    },
    keepers,
  );
  route(
    app,
    endpoints.updateWardBed,
    async (req) => ok(await setup.updateBed(app.db, staffOf(req), req.params.id, req.body, now()), 'Bed saved.'),
    keepers,
  );

  route(app, endpoints.bedBoard, async (req) => ok(await setup.board(app.db, staffOf(req), now())));
  route(
    app,
    endpoints.markBedFree,
    async (req) => ok(await setup.markBedFree(app.db, staffOf(req), req.params.id, now()), 'The bed is free.'),
    reception,
  );

  route(app, endpoints.listStays, async (req) => ok(await stays.listStays(app.db, staffOf(req), req.query)), readers);
  route(
    app,
    endpoints.admit,
    async (req, reply) => {
      reply.status(201);
      return ok(await stays.admit(app.db, staffOf(req), req.body, now()), 'Patient admitted.');
    },
    admitting,
  );
  route(app, endpoints.getStay, async (req) => ok(await stays.getStay(app.db, staffOf(req), req.params.id)), readers);
  route(
    app,
    endpoints.transfer,
    async (req) =>
      ok(await stays.transfer(app.db, staffOf(req), req.params.id, req.body.bed_id, now()), 'Patient moved.'),
    reception,
  );
  route(
    app,
    endpoints.saveSummary,
    async (req) =>
      ok(await stays.saveSummary(app.db, staffOf(req), req.params.id, req.body, now()), 'Discharge summary saved.'),
    doctors,
  );
  route(
    app,
    endpoints.discharge,
    async (req) =>
      ok(await stays.dischargeStay(app.db, staffOf(req), req.params.id, req.body, now()), 'Patient discharged.'),
    admitting,
  );
  route(
    app,
    endpoints.stayBill,
    async (req) => ok(await stayBill(app.db, staffOf(req), req.params.id, now())),
    readers,
  );
  route(
    app,
    endpoints.billPdf,
    async (req, reply) => pdf(reply, await billFile(app.db, staffOf(req), req.params.id, req.query.lang, now())),
    readers,
  );
  route(
    app,
    endpoints.summaryPdf,
    async (req, reply) => pdf(reply, await summaryFile(app.db, staffOf(req), req.params.id, req.query.lang)),
    readers,
  );

  route(app, endpoints.dietItems, async () => ok(await diet.dietItems(app.db)), readers);
  route(
    app,
    endpoints.dietDay,
    async (req) => ok(await diet.dietDay(app.db, staffOf(req), req.params.id, req.params.date, now())),
    readers,
  );
  route(
    app,
    endpoints.saveDietDay,
    async (req) =>
      ok(
        await diet.saveDay(app.db, staffOf(req), req.params.id, req.params.date, req.body, now()),
        'Diet chart saved.',
      ),
    doctors,
  );
  route(
    app,
    endpoints.copyDietDay,
    async (req) =>
      ok(
        await diet.copyDay(app.db, staffOf(req), req.params.id, req.params.date, req.body.days, now()),
        'Diet chart copied.',
      ),
    doctors,
  );
  route(
    app,
    endpoints.kitchenList,
    async (req) => ok(await diet.kitchen(app.db, staffOf(req), req.query.date, now())),
    readers,
  );
}
