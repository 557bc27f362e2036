import { describe, expect, it } from 'vitest';
import { earliestSlot, propose, type ProposalInput } from './proposal';

/** Decision 97: the course's proposed places (slot 20 = 10:00, 14 = 07:00, 38 = 19:00). */
const base = (over: Partial<ProposalInput> = {}): ProposalInput => ({
  sessions: [{ session_id: 1, day_no: 1, seq_no: 1, planned_date: '2026-11-02' }],
  patientId: 9,
  slotCount: 2,
  openSlot: 14,
  closeSlot: 38,
  today: '2026-11-01',
  firstSlotToday: 25,
  preferredSlot: 20,
  rooms: [1, 2],
  therapists: [11, 12],
  occupied: [],
  ...over,
});
const occ = (room: number, therapist: number, patient: number, slot: number, date = '2026-11-02') => ({
  room_id: room,
  therapist_id: therapist,
  patient_id: patient,
  slot_date: date,
  slot_no: slot,
});

describe('propose', () => {
  it('takes the first room and therapist at the preferred time when all are free', () => {
    expect(propose(base())[0]!.place).toEqual({ date: '2026-11-02', slot_no: 20, room_id: 1, therapist_id: 11 });
  });

  it('skips a room held for any of the session’s slots (a partial overlap too) and a busy therapist', () => {
    const [item] = propose(base({ occupied: [occ(1, 13, 50, 21), occ(3, 11, 51, 20)] }));
    expect(item!.place).toEqual({ date: '2026-11-02', slot_no: 20, room_id: 2, therapist_id: 12 });
  });

  it('moves later when every room is taken, and never past closing', () => {
    const full = [20, 21, 22].flatMap((s) => [occ(1, 13, 50, s), occ(2, 14, 51, s)]);
    expect(propose(base({ occupied: full }))[0]!.place!.slot_no).toBe(23);
    const lateDay = base({ preferredSlot: 37 });
    // 18:30 would end at 19:30: the latest start for an hour is 18:00.
    expect(propose(lateDay)[0]!.place!.slot_no).toBe(36);
  });

  it('wraps to the morning when the rest of the day is full, and answers null when nothing fits', () => {
    const busy = Array.from({ length: 18 }, (_, i) => occ(1, 11, 50, 20 + i));
    const both = [...busy, ...busy.map((o) => ({ ...o, room_id: 2, therapist_id: 12, patient_id: 51 }))];
    expect(propose(base({ occupied: both }))[0]!.place!.slot_no).toBe(14);
    const allDay = Array.from({ length: 24 }, (_, i) => occ(1, 11, 50, 14 + i));
    expect(propose(base({ rooms: [1], occupied: allDay }))[0]!.place).toBeNull();
  });

  it('keeps a patient’s sessions of one day apart and a past planned day moves to today’s next slot', () => {
    const items = propose(
      base({
        sessions: [
          { session_id: 2, day_no: 1, seq_no: 2, planned_date: '2026-11-02' },
          { session_id: 1, day_no: 1, seq_no: 1, planned_date: '2026-11-02' },
          { session_id: 3, day_no: 0, seq_no: 1, planned_date: '2026-10-30' },
        ],
      }),
    );
    expect(items.map((i) => [i.session_id, i.place?.date, i.place?.slot_no])).toEqual([
      [3, '2026-11-01', 25],
      [1, '2026-11-02', 20],
      [2, '2026-11-02', 22],
    ]);
  });

  it('keeps the course in the room and with the therapist of its previous session while they are free', () => {
    const days = [1, 2, 3].map((d) => ({ session_id: d, day_no: d, seq_no: 1, planned_date: `2026-11-0${d + 1}` }));
    // Day 1: room 1 and therapist 11 are busy at 10:00, so the course starts in room 2 with therapist 12.
    const items = propose(base({ sessions: days, occupied: [occ(1, 11, 50, 20), occ(1, 11, 50, 21)] }));
    expect(items.map((i) => [i.place?.room_id, i.place?.therapist_id])).toEqual([
      [2, 12],
      [2, 12],
      [2, 12],
    ]);
  });

  it('starts today at the next slot, other days at opening', () => {
    expect(earliestSlot('2026-11-01', '2026-11-01', 25, 14)).toBe(25);
    expect(earliestSlot('2026-11-02', '2026-11-01', 25, 14)).toBe(14);
  });
});
