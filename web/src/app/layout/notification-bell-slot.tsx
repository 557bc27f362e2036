import { lazy, Suspense } from 'react';

/**
 * Decision 69: the bell of a signed-in visitor, one lazy hop further. The shell's chunk then names only this small
 * file, not the bell's whole list of chunks and styles to preload: every public page carries that list otherwise.
 */
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell'));

export default function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
