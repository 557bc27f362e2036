import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's Orders API, for tests and local runs (RAZORPAY_API_BASE points at it).
 * It speaks the real protocol: HTTP Basic auth with key_id:key_secret, `POST /v1/orders` with
 * {amount, currency, receipt, notes} answering the order entity, `GET /v1/orders/:id`, the Refunds API
 * (`POST /v1/payments/:id/refund` {amount?, speed, receipt, notes} answering the refund entity,
 * `GET /v1/payments/:id`), and errors in Razorpay's shape {"error": {"code", "description", "source", "step",
 * "reason", "field"}}. The checkout widget is what makes a payment in real life; here a test calls `pay(order_id)`,
 * which captures a payment for the whole order as the widget and Razorpay would.
 */
export interface FakeRazorpay {
  url: string;
  orders: Map<string, Record<string, unknown>>;
  payments: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** Captures a payment of the whole order (what the checkout does) and answers its id. */
  pay(orderId: string): string;
  close(): Promise<void>;
}

function error(res: http.ServerResponse, status: number, code: string, description: string, field?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        code,
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        field,
      },
    }),
  );
}

/** Razorpay ids are a prefix and 14 letters and digits ("order_IEIaMR65cu6nz3"). */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const orderSuffix = () => Array.from(randomBytes(14), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

export function startFakeRazorpay(opts: { keyId: string; keySecret: string; port?: number; host?: string }) {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const send = (res: http.ServerResponse, entity: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(entity));
  };
  const pay = (orderId: string): string => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const payment = {
      id: `pay_${orderSuffix()}`,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: orderId,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: 1 });
    return payment.id;
  };
  /** POST /v1/payments/:id/refund, as Razorpay answers it. */
  const refund = (res: http.ServerResponse, paymentId: string, body: Record<string, unknown>) => {
    const payment = payments.get(paymentId);
    if (!payment) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist', 'id');
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      return error(res, 400, 'BAD_REQUEST_ERROR', 'The payment has not been captured', 'id');
    }
    const left = (payment.amount as number) - (payment.amount_refunded as number);
    const amount = body.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount');
    }
    if (amount > left) {
      return error(
        res,
        400,
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
        'amount',
      );
    }
    const entity = {
      id: `rfnd_${orderSuffix()}`,
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: body.notes ?? [],
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { rrn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: (body.speed as string | undefined) ?? 'normal',
    };
    refunds.set(entity.id, entity);
    payment.amount_refunded = (payment.amount_refunded as number) + amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    return send(res, entity);
  };
  const expectedAuth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers.authorization !== expectedAuth) {
        return error(res, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The request body is not valid JSON');
        }
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount');
        }
        if (body.currency !== 'INR')
          return error(res, 400, 'BAD_REQUEST_ERROR', 'Currency is not supported', 'currency');
        if (typeof body.receipt === 'string' && body.receipt.length > 40) {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.', 'receipt');
        }
        const order = {
          id: `order_${orderSuffix()}`,
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt: (body.receipt as string | undefined) ?? null,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? [],
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(order));
      }
      const refundPath = /^\/v1\/payments\/(\w+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refundPath) {
        let body: Record<string, unknown>;
        try {
          body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
        } catch {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The request body is not valid JSON');
        }
        return refund(res, refundPath[1]!, body);
      }
      const paymentPath = /^\/v1\/payments\/(\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && paymentPath) {
        const payment = payments.get(paymentPath[1]!);
        if (!payment) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        return send(res, payment);
      }
      const m = /^\/v1\/orders\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const order = orders.get(m[1]!);
        if (!order) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(order));
      }
      return error(res, 404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    });
  });

  return new Promise<FakeRazorpay>((resolve) => {
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        orders,
        payments,
        refunds,
        pay,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
