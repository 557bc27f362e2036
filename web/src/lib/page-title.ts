import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page may name itself after its data (a business profile after the business, a category search after the
 * category): the shell's document title then reads "{that name} · {site name}" instead of the route's title key.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  if (title === current) return;
  current = title;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The name the current page gave itself, or null (the shell uses the route's title key). */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Names the page while it is shown; null or empty leaves the route's title. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    // Syncing with a store outside React (the document title), cleared when the page goes.
    set(title || null);
    return () => set(null);
  }, [title]);
}
