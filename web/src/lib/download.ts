import type { DataOf, EndpointDef } from '@gd/contracts/endpoint';
import type { Rest } from '@gd/contracts/api-client';
import { send } from './api-client';

/**
 * Fetches a file endpoint (a CSV export, an invoice PDF) with the bearer token — a plain link cannot carry
 * it — and hands it to the browser as a download under the server's file name (or `fallbackName`).
 */
export async function downloadFile<E extends EndpointDef & { produces: 'file' }>(
  fallbackName: string,
  endpoint: E,
  ...rest: Rest<E>
): Promise<void> {
  const answer = await send(endpoint, ...rest);
  const href = URL.createObjectURL(answer.data as DataOf<E> as Blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = answer.fileName ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
