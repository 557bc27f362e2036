import { API_BASE, ApiError, type QueryValue } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/**
 * Downloads `GET /api{path}?…&format=csv` (the current filter, every page) as a file. A plain link cannot carry
 * the bearer token, so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadCsv(path: string, query: Record<string, QueryValue>, fileName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, limit: undefined, offset: undefined, format: 'csv' })) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}?${params.toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (cause) {
    throw new ApiError(0, 'Network error. Please check your internet connection.', {
      messageKey: 'NETWORK_ERROR',
      cause,
    });
  }
  if (!response.ok) throw new ApiError(response.status, 'Something went wrong. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
