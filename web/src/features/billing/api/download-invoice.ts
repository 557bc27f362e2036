import * as endpoints from '@gd/contracts/endpoints/billing';
import { downloadFile } from '../../../lib/download';

/**
 * Downloads a GST invoice PDF (my own, or the admin's copy of any payment's) with the bearer token, saved under
 * the invoice's own file name.
 */
export function downloadInvoice(paymentId: number, scope: 'my' | 'admin' = 'my'): Promise<void> {
  const endpoint = scope === 'admin' ? endpoints.getAdminInvoice : endpoints.getMyInvoice;
  return downloadFile('invoice.pdf', endpoint, { params: { id: paymentId } });
}
