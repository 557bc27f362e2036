/**
 * The dialogs manager (@mantine/modals) loads with the first dialog it is asked for, like the toasts (notify.ts):
 * no page pays for it until a confirmation is opened. `whenModalsHostReady()` asks the shell to mount the host
 * (`useModalsHostRequested` in app/provider.tsx) and resolves once it listens for `modals.*` calls.
 */
let requested = false;
let mounted = 0;
const listeners = new Set<() => void>();
let waiting: (() => void)[] = [];

export function subscribeModalsHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function modalsHostWasRequested(): boolean {
  return requested;
}

/** Called by the host once its listeners are attached; the returned function is its unmount. */
export function markModalsHostMounted(): () => void {
  mounted += 1;
  const ready = waiting;
  waiting = [];
  ready.forEach((resolve) => resolve());
  return () => {
    mounted -= 1;
  };
}

/** Resolves when a host listens (at once when one already does). */
export function whenModalsHostReady(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  if (mounted > 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
