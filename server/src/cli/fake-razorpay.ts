/**
 * Runs the project's fake of Razorpay's Orders API for local Razorpay-mode runs:
 *   npm run fake-razorpay -w server -- --port 4399
 * then start the server with RAZORPAY_API_BASE=http://127.0.0.1:4399 and the same RAZORPAY_KEY_ID /
 * RAZORPAY_KEY_SECRET (defaults below when unset). The checkout widget itself still comes from Razorpay.
 */
import { startFakeRazorpay } from '../modules/billing/fake-razorpay';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const keyId = process.env.RAZORPAY_KEY_ID || 'rzp_test_local';
const keySecret = process.env.RAZORPAY_KEY_SECRET || 'local-razorpay-secret';
const fake = await startFakeRazorpay({ keyId, keySecret, port: Number(arg('port') ?? 4399) });
console.log(`fake Razorpay Orders API at ${fake.url} (key id ${keyId}); Ctrl+C stops it`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
