import { useSyncExternalStore } from 'react';
import { htmlLangFor } from '@gd/contracts/language';
import { i18n } from './i18n';

/**
 * The installable app (decision 80): the service worker registered once the page has loaded, the browser's install
 * prompt kept for the header's "Download app" link, and the state that link and its help dialog read.
 */

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered its install prompt: the link opens it. */
  canPrompt: boolean;
  /** Running as the installed app, or just installed: nothing to offer. */
  installed: boolean;
  /** The help dialog (how to add the site to the home screen) is open. */
  dialogOpen: boolean;
}

const SERVER_STATE: InstallState = { canPrompt: false, installed: false, dialogOpen: false };
let state = SERVER_STATE;
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(change: Partial<InstallState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useInstallApp(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/**
 * The header's link: the browser's own prompt when it offered one (it can be used once), else the dialog that says
 * how to add the site to the home screen.
 */
export async function installApp(): Promise<void> {
  const prompt = deferred;
  if (!prompt) return set({ dialogOpen: true });
  deferred = null;
  set({ canPrompt: false });
  await prompt.prompt();
  if ((await prompt.userChoice).outcome === 'accepted') set({ installed: true });
}

export const closeInstallDialog = () => set({ dialogOpen: false });

/** Tells the worker the visitor's language (its offline page's language when the page's cookie is not readable). */
function tellWorker(language: string): void {
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ language }));
}

/** A Gujarati page names the app in Gujarati (manifest-gu.webmanifest): same id, start URL and icons. */
function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = htmlLangFor(language) === 'gu' ? '/manifest-gu.webmanifest' : '/manifest.webmanifest';
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Called once by main.tsx. The worker is registered after the page's `load` (its download never competes with
 * the first page's); only in a build (the dev server has no sw.js).
 */
export function startInstallApp(register = import.meta.env.PROD): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the link offers it, instead of the browser's own mini bar
    deferred = event as InstallPromptEvent;
    set({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, installed: true });
  });
  if (window.matchMedia?.('(display-mode: standalone)').matches) set({ installed: true });
  i18n.on('languageChanged', (language: string) => {
    linkManifest(language);
    if (register) tellWorker(language);
  });
  if (!register || !('serviceWorker' in navigator)) return;
  const start = () =>
    navigator.serviceWorker.register('/sw.js').then(
      () => tellWorker(i18n.language),
      (error: unknown) => console.error(error),
    );
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
