import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZBankDetails,
  ZBillingSettings,
  ZBillingSettingsResponse,
  ZBusinessSubscription,
  ZCancelSubscriptionRequest,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZInvoiceParams,
  ZMyPayment,
  ZPaymentResult,
  ZPlan,
  ZPlanRequest,
  ZReviewPaymentRequest,
  ZSubscription,
  ZVerifyPaymentRequest,
} from '@gd/contracts/schemas/billing';
import { envelope, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { clearMicroCache, sendCachedJson } from '../../platform/micro-cache';
import { readForm } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  429: ZErrorEnvelope,
  502: ZErrorEnvelope,
  503: ZErrorEnvelope,
};
const security = [{ bearerAuth: [] }];
const multipart = { consumes: ['multipart/form-data'] };
const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

/**
 * Subscriptions and payments (spec §2/§7, decisions 8, 21, 27): public plans and bank details, checkout
 * (Razorpay orders + signature check, or a manual bank transfer), the owner's subscription and payment history
 * with GST invoices, and the provider's webhook.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  r.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Yearly plans (prices in paise, tax inclusive)',
        response: { 200: envelope(z.array(ZPlan)) },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listPlans(app.db)),
  );

  r.get(
    '/bank-details',
    {
      schema: {
        tags,
        summary: 'Bank details for a manual transfer (404 until the admin enters them)',
        response: { 200: envelope(ZBankDetails), 404: ZErrorEnvelope },
      },
    },
    async () => ok(await service.bankDetails(app.db)),
  );

  const perUser = (name: string, max: number) =>
    limit(app, name, { max, timeWindow: '10 minutes', key: (req) => String(req.user?.user_id ?? req.ip) });

  r.post(
    '/payments/orders',
    {
      preHandler: [app.requireUser, perUser('payment-order', 30)],
      schema: {
        tags,
        security,
        summary: 'Creates (or reuses) the Razorpay order for a plan and one of my businesses',
        body: ZCreateOrderRequest,
        response: { 200: envelope(ZCreateOrderResponse), ...errors },
      },
    },
    async (req) => ok(await service.createOrder(app, uid(req), req.body)),
  );

  r.post(
    '/payments/verify',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Checks the checkout signature and activates the subscription',
        body: ZVerifyPaymentRequest,
        response: { 200: envelope(ZPaymentResult), ...errors },
      },
    },
    async (req) => ok(await service.verify(app, uid(req), req.body), 'Subscription activated successfully!'),
  );

  r.post(
    '/payments/manual',
    {
      preHandler: [app.requireUser, perUser('payment-manual', 10)],
      schema: {
        tags,
        security,
        ...multipart,
        summary:
          'Bank transfer: plan_id, business_id, reference (UTR) and the screenshot (file); pending until confirmed',
        response: { 200: envelope(ZPaymentResult), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.submitManual(app, uid(req), await readForm(req)),
        'Payment submitted. Your subscription starts when we confirm the transfer.',
      ),
  );

  r.get(
    '/my/subscription',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Each of my businesses with its current subscription',
        response: { 200: envelope(z.array(ZBusinessSubscription)), ...errors },
      },
    },
    async (req) => ok(await service.mySubscriptions(app, uid(req))),
  );

  r.post(
    '/my/subscription/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Stops renewal; the subscription stays usable to its end date (decision 8)',
        body: ZCancelSubscriptionRequest,
        response: { 200: envelope(ZSubscription), ...errors },
      },
    },
    async (req) => ok(await service.cancel(app, uid(req), req.body.business_id), 'Subscription cancelled.'),
  );

  r.get(
    '/my/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My payments, newest first',
        response: { 200: envelope(z.array(ZMyPayment)), ...errors },
      },
    },
    async (req) => ok(await service.myPayments(app, uid(req))),
  );

  r.get(
    '/my/payments/:id/invoice',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The GST invoice of my successful payment (PDF)',
        params: ZInvoiceParams,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await service.invoice(app, uid(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  // The webhook reads its body raw: the signature is over the exact bytes Razorpay sent.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags,
          summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body; idempotent by event id)',
          response: { 200: envelope(z.object({ result: z.string() })), 400: ZErrorEnvelope, 503: ZErrorEnvelope },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const result = await service.webhook(app, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        return ok({ result });
      },
    );
  });
}

/** Admin: plans, payments (confirm or reject manual transfers) and billing settings; every write is audited. */
export async function billingAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', app.requireAdmin);
  const tags = ['admin'];
  const adminId = uid;

  r.get(
    '/admin/plans',
    {
      schema: {
        tags,
        security,
        summary: 'Every plan, retired ones too',
        response: { 200: envelope(z.array(ZPlan)), ...errors },
      },
    },
    async () => ok(await service.listPlans(app.db, false)),
  );

  r.post(
    '/admin/plans',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a plan',
        body: ZPlanRequest,
        response: { 200: envelope(ZPlan), ...errors },
      },
    },
    async (req) => {
      const plan = await service.createPlan(app, adminId(req), req.body);
      clearMicroCache(app.db);
      return ok(plan, 'Plan saved.');
    },
  );

  r.put(
    '/admin/plans/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a plan (bought subscriptions keep their name and price)',
        params: ZIdParam,
        body: ZPlanRequest,
        response: { 200: envelope(ZPlan), ...errors },
      },
    },
    async (req) => {
      const plan = await service.updatePlan(app, adminId(req), req.params.id, req.body);
      clearMicroCache(app.db);
      return ok(plan, 'Plan saved.');
    },
  );

  r.delete(
    '/admin/plans/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a plan, or retires it when someone bought it',
        params: ZIdParam,
        response: { 200: envelope(z.object({ result: z.enum(['deleted', 'retired']) })), ...errors },
      },
    },
    async (req) => {
      const result = await service.deletePlan(app, adminId(req), req.params.id);
      clearMicroCache(app.db);
      return ok({ result }, result === 'deleted' ? 'Plan deleted.' : 'Plan retired.');
    },
  );

  r.get(
    '/admin/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Payments, newest first (status filter: 0 pending … 4 cancelled)',
        querystring: ZAdminPaymentsQuery,
        response: { 200: envelope(ZAdminPaymentList), ...errors },
      },
    },
    async (req) => ok(await service.adminPayments(app, req.query)),
  );

  r.post(
    '/admin/payments/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirms a manual payment: the subscription starts or extends, the invoice is numbered',
        params: ZIdParam,
        body: ZReviewPaymentRequest,
        response: { 200: envelope(ZPaymentResult), ...errors },
      },
    },
    async (req) =>
      ok(await service.confirmManual(app, adminId(req), req.params.id, req.body.note || null), 'Payment confirmed.'),
  );

  r.post(
    '/admin/payments/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Rejects a manual payment (status Failed, with an optional note)',
        params: ZIdParam,
        body: ZReviewPaymentRequest,
        response: { 200: envelope(ZPaymentResult), ...errors },
      },
    },
    async (req) =>
      ok(await service.rejectManual(app, adminId(req), req.params.id, req.body.note || null), 'Payment rejected.'),
  );

  r.get(
    '/admin/payments/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary: 'The GST invoice of a payment (PDF)',
        params: ZInvoiceParams,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await service.invoice(app, null, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/admin/billing-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Billing settings',
        response: { 200: envelope(ZBillingSettingsResponse), ...errors },
      },
    },
    async () => ok(await service.getSettings(app)),
  );

  r.put(
    '/admin/billing-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the payment provider type, bank details, seller GSTIN and address, support phone',
        body: ZBillingSettings,
        response: { 200: envelope(ZBillingSettingsResponse), ...errors },
      },
    },
    async (req) => ok(await service.saveSettings(app, adminId(req), req.body), 'Your record is saved!'),
  );

  r.post(
    '/admin/billing-settings/qr',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Uploads the bank QR image (file)',
        response: { 200: envelope(ZBillingSettingsResponse), ...errors },
      },
    },
    async (req) => ok(await service.uploadQr(app, adminId(req), await readForm(req)), 'Your record is saved!'),
  );
}
