/** Default image for a business without a logo (spec §3). */
export const FALLBACK_LOGO = '/assets/img/logo.png';

/** An image path from the API as a URL the browser can load (absolute URLs and data URLs pass through). */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:[a-z]+:|\/)/i.test(path)) return path;
  return `/${path}`;
}
