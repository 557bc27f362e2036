import { EventsManager } from '../components/events-manager';

/** /admin-events (admin layout): list, create, edit and delete events. */
export function AdminEventsPage() {
  return <EventsManager />;
}
