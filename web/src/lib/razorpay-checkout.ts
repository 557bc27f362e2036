/**
 * The Razorpay checkout widget, loaded only when someone pays (never on page load): an owner's plan, a patient's
 * appointment (decision 65). `openCheckout` resolves with the widget's signed answer, or `null` when the payer
 * closes it.
 */
export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: string, handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout not available')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('checkout failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface CheckoutOptions {
  keyId: string;
  orderId: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; contact?: string; email?: string };
}

export async function openCheckout(options: CheckoutOptions): Promise<CheckoutSuccess | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const widget = new Razorpay({
      key: options.keyId,
      order_id: options.orderId,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      description: options.description,
      prefill: options.prefill ?? {},
      theme: { color: '#c2410c' },
      handler: (response: CheckoutSuccess) => resolve(response),
      modal: { ondismiss: () => resolve(null), escape: true },
    });
    widget.open();
  });
}
