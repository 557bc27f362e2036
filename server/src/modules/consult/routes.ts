import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-consult';
import { DEPARTMENT } from '@gd/contracts/codes';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireStaffOrAdmin, staffOf } from '../clinic/guards';
import { patientHistory } from './history';
import * as medicines from './medicines';
import { prescriptionFile } from './prescription';
import * as service from './service';

const { DOCTOR, PANCHAKARMA } = DEPARTMENT;

/**
 * Issue 20 point 6 (decision 90): the medicine master, the consultation, the patient's history, the prescription
 * PDF. Staff of the clinic only (the `staff` access guard); who may do what is checked here (the master) and in
 * the services (the consultation: only the visit's own doctor writes it).
 */
export async function consultRoutes(app: FastifyInstance): Promise<void> {
  const clinicians = requireStaffOrAdmin(DOCTOR, PANCHAKARMA);
  const keepers = requireStaffOrAdmin(DOCTOR);

  route(
    app,
    endpoints.listMedicines,
    async (req) => ok(await medicines.listMedicines(app.db, staffOf(req).clinicId, req.query.q, req.query.all === '1')),
    { preHandler: clinicians },
  );

  route(
    app,
    endpoints.createMedicine,
    async (req, reply) => {
      const created = await medicines.createMedicine(app.db, staffOf(req).clinicId, req.body, app.clock.now());
      reply.status(201);
      return ok(created, 'Medicine added.');
    },
    { preHandler: keepers },
  );

  route(
    app,
    endpoints.updateMedicine,
    async (req) =>
      ok(
        await medicines.updateMedicine(app.db, staffOf(req).clinicId, req.params.id, req.body, app.clock.now()),
        'Medicine saved.',
      ),
    { preHandler: keepers },
  );

  route(app, endpoints.consultMasters, async (req) => ok(await service.masters(app.db, staffOf(req))), {
    preHandler: clinicians,
  });

  route(app, endpoints.getConsultation, async (req) =>
    ok(await service.getConsultation(app.db, staffOf(req), req.params.id, app.clock.now())),
  );

  route(app, endpoints.saveConsultation, async (req) =>
    ok(
      await service.saveConsultation(app.db, staffOf(req), req.params.id, req.body, app.clock.now()),
      'Consultation saved.',
    ),
  );

  route(app, endpoints.patientHistory, async (req) =>
    ok(await patientHistory(app.db, staffOf(req), req.params.id, req.query.page)),
  );

  route(app, endpoints.prescriptionPdf, async (req, reply) => {
    const file = await prescriptionFile(app.db, staffOf(req), req.params.id, req.query.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
}
