import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/appointment-payments';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import { registerOrderPurpose } from '../billing/service';
import * as payments from './payments';

/**
 * Decision 65: paying for an appointment online — the order of an unpaid booking in its hold, the checkout's
 * signed answer and the receipt. Billing's webhook hands appointment orders to `payments.orderPurpose`.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  registerOrderPurpose('appointment', payments.orderPurpose);

  route(
    app,
    endpoints.payAppointment,
    async (req) => ok(await payments.payAgain(app, req.user!.user_id, req.params.id)),
    {
      preHandler: limit(app, 'appointment-pay', {
        max: 30,
        timeWindow: '10 minutes',
        key: (req) => String(req.user?.user_id),
      }),
    },
  );

  route(app, endpoints.verifyAppointmentPayment, async (req) =>
    ok(await payments.verify(app, req.user!.user_id, req.params.id, req.body), 'Your appointment is paid.'),
  );

  route(app, endpoints.appointmentReceipt, async (req, reply) => {
    const file = await payments.receiptFile(app, req.user!.user_id, req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
}
