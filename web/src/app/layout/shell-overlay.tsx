import { Loader, VisuallyHidden } from '@mantine/core';
import { getStoredLanguage } from '../../lib/storage';
import classes from './layout.module.css';

/**
 * Shown before the dictionaries have arrived, so it names itself in the stored language. Never in both: a Gujarati
 * glyph on the page makes the browser fetch the Gujarati font (~38 KB) for English visitors too.
 */
function bootLabel(): string {
  return getStoredLanguage() === 'guj' ? 'લોડ થઈ રહ્યું છે…' : 'Loading…';
}

export interface ShellOverlayProps {
  label?: string;
  /** Appear only after a short delay (navigations), so quick ones do not flash. */
  delayed?: boolean;
}

/** The loading overlay covering the root shell (spec §2) while i18n loads, guards validate or a page loads. */
export function ShellOverlay({ label = bootLabel(), delayed = false }: ShellOverlayProps) {
  return (
    <div
      className={delayed ? `${classes.overlay} ${classes.delayed}` : classes.overlay}
      role="status"
      data-testid="shell-overlay"
    >
      <Loader size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
