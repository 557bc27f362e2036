import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { testResources } from './i18n-resources';

// findBy… and waitFor wait 1 s by default. A screen loaded on demand (the login modal) took longer than that with
// both cores busy, and a passing test never waits the whole time, so give them 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
window.scrollTo = () => {};

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n({ resources: testResources });
});

afterEach(async () => {
  cleanup();
  notifications.clean(); // the toast store is global: no test sees another's toasts
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
});
