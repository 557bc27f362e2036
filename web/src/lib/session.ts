/**
 * Leaves the app for the home page with a full page load, so no cached data of the previous
 * session survives (spec §2 header Logout "reloads", §7/§8 a 401 goes home).
 */
export function reloadHome(): void {
  window.location.assign('/');
}
