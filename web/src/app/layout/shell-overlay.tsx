import { Loader, VisuallyHidden } from '@mantine/core';
import classes from './layout.module.css';

/** Shown before the dictionaries have arrived, so it names itself in both languages. */
const BOOT_LABEL = 'Loading… / લોડ થઈ રહ્યું છે…';

export interface ShellOverlayProps {
  label?: string;
  /** Appear only after a short delay (navigations), so quick ones do not flash. */
  delayed?: boolean;
}

/** The loading overlay covering the root shell (spec §2) while i18n loads, guards validate or a page loads. */
export function ShellOverlay({ label = BOOT_LABEL, delayed = false }: ShellOverlayProps) {
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
