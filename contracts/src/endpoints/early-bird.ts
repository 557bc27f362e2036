import { defineEndpoint } from '../endpoint';
import { ZPublicEarlyBird } from '../schemas/billing';

/**
 * The logged-out banner's early-bird offer (decision 68), part of billing's endpoints (billing.ts re-exports it, and
 * the billing module serves it). A file of its own because the banner is on every public page and the browser bundles
 * an endpoint file whole (web/build/light-endpoints-plugin.ts): the home page loads this one descriptor, not billing's.
 */
export const getEarlyBird = defineEndpoint({
  method: 'GET',
  path: '/early-bird',
  tags: ['billing'],
  access: 'public',
  summary: 'The early-bird offer while it is open (decision 68), else null',
  data: ZPublicEarlyBird.nullable(),
});
