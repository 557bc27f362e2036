import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's Orders API, for tests and local runs (RAZORPAY_API_BASE points at it).
 * It speaks the real protocol: HTTP Basic auth with key_id:key_secret, `POST /v1/orders` with
 * {amount, currency, receipt, notes} answering the order entity, `GET /v1/orders/:id`, and errors in
 * Razorpay's shape {"error": {"code", "description", "source", "step", "reason", "field"}}.
 */
export interface FakeRazorpay {
  url: string;
  orders: Map<string, Record<string, unknown>>;
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
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
