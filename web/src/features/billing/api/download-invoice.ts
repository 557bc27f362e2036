import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/**
 * Downloads a GST invoice PDF (GET /api/my/payments/:id/invoice, or the admin's copy) with the bearer token,
 * and saves it under the invoice's own file name.
 */
export async function downloadInvoice(paymentId: number, scope: 'my' | 'admin' = 'my'): Promise<void> {
  const url = `${API_BASE}/${scope}/payments/${paymentId}/invoice`;
  let res: Response;
  try {
    const token = getToken();
    res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError(0, 'Network error', { cause });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; message_key?: string } | null;
    throw new ApiError(res.status, body?.message ?? 'Download failed', { messageKey: body?.message_key });
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
