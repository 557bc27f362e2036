import { describe, expect, it } from 'vitest';
import type { TTherapyBoard, TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { gridOf, isPast, roomsShown, statusKey } from './board-logic';

const session = (over: Partial<TTherapySession>): TTherapySession => ({
  session_id: 1,
  plan_id: 1,
  patient_id: 1,
  patient_name: 'Meena Desai',
  patient_name_guj: null,
  case_no: '2026/1',
  kind: 1,
  name: 'Shirodhara',
  name_guj: null,
  duration_minutes: 60,
  day_no: 1,
  seq_no: 1,
  days: 7,
  planned_date: '2026-11-02',
  status: 1,
  date: '2026-11-02',
  start_time: '10:00',
  end_time: '11:00',
  slot_count: 2,
  room_id: 5,
  room_name: 'Room 1',
  room_name_guj: 'રૂમ 1',
  therapist_id: 9,
  therapist_name: 'Kavita',
  moved_from: null,
  moved_to: null,
  reason: null,
  marked_at: null,
  ...over,
});
const board = (sessions: TTherapySession[]): TTherapyBoard => ({
  date: '2026-11-02',
  today: '2026-11-02',
  hours: { opens: '09:00', closes: '12:00' },
  slots: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
  rooms: [
    { room_id: 5, name: 'Room 1', name_guj: 'રૂમ 1', kind: 1, is_active: true },
    { room_id: 6, name: 'Old room', name_guj: null, kind: 1, is_active: false },
  ],
  therapists: [],
  sessions,
  to_schedule: [],
});

describe('the therapy board', () => {
  it('puts a session where it starts, spanning the slots it holds', () => {
    const grid = gridOf(board([session({}), session({ session_id: 2, start_time: '11:30', slot_count: 2 })]));
    expect(grid.get(5)!.map((c) => c.kind)).toEqual(['free', 'free', 'start', 'held', 'free', 'start']);
    const last = grid.get(5)![5]!;
    expect(last.kind === 'start' && last.span).toBe(1);
  });

  it('shows a retired room only when it has a session that day', () => {
    expect(roomsShown(board([])).map((r) => r.room_id)).toEqual([5]);
    expect(roomsShown(board([session({ room_id: 6 })])).map((r) => r.room_id)).toEqual([5, 6]);
  });

  it('knows a past start and names each state', () => {
    expect(isPast('2026-11-02', '10:00', '2026-11-02', 600)).toBe(true);
    expect(isPast('2026-11-02', '10:30', '2026-11-02', 600)).toBe(false);
    expect(isPast('2026-11-03', '07:00', '2026-11-02', 1000)).toBe(false);
    expect(statusKey(2)).toBe('THERAPY.STATUS.TAKEN');
    expect(statusKey(3)).toBe('THERAPY.STATUS.MISSED');
  });
});
