import { DEPARTMENT } from '@gd/contracts/codes';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { slotNoOf, type TTherapyBoard, type TTherapySession } from '@gd/contracts/schemas/clinic-therapy';

/** What the therapy screens let a staff member do (decision 97). */
export function rolesOf(me: TStaffSession) {
  const reception = me.department_id === DEPARTMENT.RECEPTION;
  return {
    read: me.is_clinic_admin || me.department_id !== DEPARTMENT.LAB,
    schedule: reception || me.is_clinic_admin,
    prescribe: me.department_id === DEPARTMENT.DOCTOR,
    stop: me.department_id === DEPARTMENT.DOCTOR || me.is_clinic_admin,
    therapist: me.department_id === DEPARTMENT.PANCHAKARMA,
    keepRooms: me.is_clinic_admin,
  };
}

/** The i18n key of a session's state. */
export const statusKey = (status: number) =>
  `THERAPY.STATUS.${['TO_SCHEDULE', 'SCHEDULED', 'TAKEN', 'MISSED', 'RESCHEDULED', 'CANCELLED'][status] ?? 'SCHEDULED'}`;

export type Cell = { kind: 'start'; session: TTherapySession; span: number } | { kind: 'held' } | { kind: 'free' };

/**
 * The board's grid, rooms × slots: a session's cell where it starts (spanning its slots), the slots it holds after
 * that, and the free ones.
 */
export function gridOf(board: TTherapyBoard): Map<number, Cell[]> {
  const first = board.slots.length > 0 ? slotNoOf(board.slots[0]!) : 0;
  const out = new Map<number, Cell[]>();
  for (const room of board.rooms)
    out.set(
      room.room_id,
      board.slots.map(() => ({ kind: 'free' }) as Cell),
    );
  for (const s of board.sessions) {
    const row = s.room_id === null ? undefined : out.get(s.room_id);
    if (!row || !s.start_time) continue;
    const at = slotNoOf(s.start_time) - first;
    if (at < 0 || at >= row.length) continue;
    const span = Math.min(s.slot_count, row.length - at);
    row[at] = { kind: 'start', session: s, span };
    for (let k = 1; k < span; k++) row[at + k] = { kind: 'held' };
  }
  return out;
}

/** Rooms shown on the board: the active ones, and a retired one that still has a session that day. */
export function roomsShown(board: TTherapyBoard) {
  const used = new Set(board.sessions.map((s) => s.room_id));
  return board.rooms.filter((r) => r.is_active || used.has(r.room_id));
}

/** Whether a session's start has passed (India time), so it can no longer be moved to. */
export function isPast(date: string, time: string, today: string, nowMinute: number): boolean {
  if (date !== today) return date < today;
  return slotNoOf(time) * 30 <= nowMinute;
}
