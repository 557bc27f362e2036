import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { sendCachedJson } from '../../platform/micro-cache';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import { invoiceFile } from './invoice';
import { earlyBirdOffer, publicEarlyBird, saveEarlyBirdOffer } from './early-bird';
import { confirmManual, rejectManual, screenshotFile, submitManual } from './manual-payments';
import { quoteFor } from './quote';
import { createOrder, verify } from './orders';
import { adminPayments, myPayments } from './payment-history';
import { createPlan, deletePlan, listPlans, updatePlan } from './plans';
import { bankDetails, getBillingSettings, saveBillingSettings, uploadBankQr } from './settings';
import { cancel, mySubscriptions } from './subscriptions';
import { webhook } from './webhook';

const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

function sendPdf(reply: FastifyReply, file: { pdf: Uint8Array; filename: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.pdf));
}

/**
 * Subscriptions and payments (spec §2/§7, decisions 8, 21, 27): public plans and bank details, checkout
 * (Razorpay orders + signature check, or a manual bank transfer), the owner's subscription and payment history
 * with GST invoices, and the provider's webhook.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listPlans, (req, reply) => sendCachedJson(app.db, req, reply, () => listPlans(app.db)));

  route(app, endpoints.getBankDetails, async () => ok(await bankDetails(app.db)));

  route(app, endpoints.getEarlyBird, async () => ok(await publicEarlyBird(app.db, app.clock.now())));

  route(app, endpoints.getQuote, async (req) =>
    ok((await quoteFor(app, uid(req), req.query.plan_id, req.query.business_id)).quote),
  );

  route(app, endpoints.getPaymentScreenshot, async (req, reply) => {
    const user = req.user!;
    const bytes = await screenshotFile(app, { userId: user.user_id, admin: user.user_type === 'admin' }, req.params.id);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  const perUser = (name: string, max: number) =>
    limit(app, name, { max, timeWindow: '10 minutes', key: (req) => String(req.user?.user_id ?? req.ip) });

  route(app, endpoints.createOrder, async (req) => ok(await createOrder(app, uid(req), req.body)), {
    preHandler: perUser('payment-order', 30),
  });

  route(app, endpoints.verifyPayment, async (req) =>
    ok(await verify(app, uid(req), req.body), 'Subscription activated successfully!'),
  );

  route(
    app,
    endpoints.submitManualPayment,
    async (req) =>
      ok(
        await submitManual(app, uid(req), await readForm(req)),
        'Payment submitted. Your subscription starts when we confirm the transfer.',
      ),
    { preHandler: perUser('payment-manual', 10) },
  );

  route(app, endpoints.listMySubscriptions, async (req) => ok(await mySubscriptions(app, uid(req))));

  route(app, endpoints.cancelSubscription, async (req) =>
    ok(await cancel(app, uid(req), req.body.business_id), 'Subscription cancelled.'),
  );

  route(app, endpoints.listMyPayments, async (req) => ok(await myPayments(app, uid(req))));

  route(app, endpoints.getMyInvoice, async (req, reply) =>
    sendPdf(reply, await invoiceFile(app, uid(req), req.params.id)),
  );

  // The webhook reads its body raw: the signature is over the exact bytes Razorpay sent. A plugin of its own
  // replaces the JSON parser with one that keeps the bytes for this route only.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    route(
      hook,
      endpoints.razorpayWebhook,
      async (req) => {
        const body: unknown = req.body;
        const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const result = await webhook(app, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        return ok({ result });
      },
      { config: { rateLimit: false } },
    );
  });
}

/** Admin: plans, payments (confirm or reject manual transfers) and billing settings; every write is audited. */
export async function billingAdminRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.adminListPlans, async () => ok(await listPlans(app.db, false)));

  route(app, endpoints.createPlan, async (req) => ok(await createPlan(app, uid(req), req.body), 'Plan saved.'));

  route(app, endpoints.updatePlan, async (req) =>
    ok(await updatePlan(app, uid(req), req.params.id, req.body), 'Plan saved.'),
  );

  route(app, endpoints.deletePlan, async (req) => {
    const result = await deletePlan(app, uid(req), req.params.id);
    return ok({ result }, result === 'deleted' ? 'Plan deleted.' : 'Plan retired.');
  });

  route(app, endpoints.adminListPayments, async (req) => ok(await adminPayments(app, req.query)));

  route(app, endpoints.confirmPayment, async (req) =>
    ok(await confirmManual(app, uid(req), req.params.id, req.body.note || null), 'Payment confirmed.'),
  );

  route(app, endpoints.rejectPayment, async (req) =>
    ok(await rejectManual(app, uid(req), req.params.id, req.body.note || null), 'Payment rejected.'),
  );

  route(app, endpoints.getAdminInvoice, async (req, reply) =>
    sendPdf(reply, await invoiceFile(app, null, req.params.id)),
  );

  route(app, endpoints.getBillingSettings, async () => ok(await getBillingSettings(app)));

  route(app, endpoints.getEarlyBirdSettings, async () => ok(await earlyBirdOffer(app.db)));

  route(app, endpoints.saveEarlyBirdSettings, async (req) =>
    ok(await saveEarlyBirdOffer(app, uid(req), req.body), 'Your record is saved!'),
  );

  route(app, endpoints.saveBillingSettings, async (req) =>
    ok(await saveBillingSettings(app, uid(req), req.body), 'Your record is saved!'),
  );

  route(app, endpoints.uploadBankQr, async (req) =>
    ok(await uploadBankQr(app, uid(req), await readForm(req)), 'Your record is saved!'),
  );
}
