import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { CHECKOUT_SCRIPT } from '../../web/src/lib/razorpay-checkout';
import { api } from './api';

/**
 * Razorpay test keys of the e2e server: the global setup starts the project's fake Orders API with them and
 * gives them to the server (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_API_BASE).
 */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_E2eGujaratDir',
  keySecret: 'e2e-razorpay-secret-0123456789',
  webhookSecret: 'e2e-razorpay-webhook-secret',
} as const;

/** The tiny PNG a payment screenshot is made of (a real, decodable 1×1 image). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Replaces the checkout widget with a stub that behaves like it: `open()` either dismisses (calls
 * modal.ondismiss) or "pays" by calling the handler with a payment id and a signature made with the key
 * secret over order_id|payment_id — exactly what the real widget hands to the page.
 */
export async function stubCheckout(page: Page, script: Array<'dismiss' | 'pay'>) {
  let n = 0;
  await page.exposeFunction('__rzpNext', (orderId: string) => {
    const action = script[Math.min(n++, script.length - 1)];
    const paymentId = `pay_E2e${Date.now().toString(36)}${n}`;
    const signature = createHmac('sha256', E2E_RAZORPAY.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
    return { action, paymentId, signature };
  });
  await page.route(CHECKOUT_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.Razorpay = class {
        constructor(options) { this.options = options; }
        on() {}
        open() {
          const o = this.options;
          window.__rzpOpened = { key: o.key, order_id: o.order_id, amount: o.amount, currency: o.currency };
          window.__rzpNext(o.order_id).then((next) => {
            if (next.action === 'dismiss') return o.modal.ondismiss();
            o.handler({ razorpay_payment_id: next.paymentId, razorpay_order_id: o.order_id, razorpay_signature: next.signature });
          });
        }
      };`,
    }),
  );
}

/** Sets the payment provider type through the admin API (keeping every other billing setting). */
export async function setProviderType(adminToken: string, type: 'manual' | 'razorpay'): Promise<void> {
  const current = await api.call(endpoints.getBillingSettings, {}, { token: adminToken });
  const { bank_qr_image: _qr, razorpay_configured: _configured, ...rest } = current;
  await api.call(
    endpoints.saveBillingSettings,
    { body: { ...rest, payment_provider_type: type } },
    { token: adminToken },
  );
}

/**
 * Runs `run` with the site's payment provider set to `type`, holding a lock that every test which changes the
 * provider takes (billing.spec, practitioner-payments.spec): the setting is global and the two workers would
 * otherwise switch it under each other. The lock is a directory (mkdir is atomic) named after the e2e server;
 * the provider goes back to manual, the e2e default, when `run` ends.
 */
export async function withProvider(adminToken: string, type: 'manual' | 'razorpay', run: () => Promise<void>) {
  const lock = path.join(os.tmpdir(), `gd-e2e-provider-${new URL(process.env.E2E_BASE_URL ?? 'http://x').port}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock left by a killed run is older than any test's budget.
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('the payment provider lock was not released');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await setProviderType(adminToken, type);
    await run();
  } finally {
    try {
      await setProviderType(adminToken, 'manual');
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
