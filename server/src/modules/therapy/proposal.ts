/**
 * Decision 97: where a course's sessions could go — pure, so it is tested alone. For each session still to schedule
 * (in day and sequence order), on its planned day (today when that has passed), the first start from the preferred
 * time to the day's end — then from the opening to the preferred time — at which one of the given rooms, one of the
 * given therapists and the patient are all free for every slot the session takes. What it picks is marked busy for
 * the sessions after it, and the course keeps the room and therapist of its previous session while they are free.
 * It only proposes: booking it is what the database decides.
 */

export interface Occupied {
  room_id: number;
  therapist_id: number;
  patient_id: number;
  slot_date: string;
  slot_no: number;
}

export interface ProposalInput {
  sessions: readonly { session_id: number; day_no: number; seq_no: number; planned_date: string }[];
  patientId: number;
  slotCount: number;
  /** the hours' first slot and the slot at closing (exclusive) */
  openSlot: number;
  closeSlot: number;
  today: string;
  /** the first slot of today that has not started */
  firstSlotToday: number;
  preferredSlot: number;
  rooms: readonly number[];
  therapists: readonly number[];
  occupied: readonly Occupied[];
}

export interface Place {
  date: string;
  slot_no: number;
  room_id: number;
  therapist_id: number;
}

const key = (id: number, date: string, slot: number) => `${id}|${date}|${slot}`;

/** The first slot a session may start at on a day: today's next, else the opening. */
export const earliestSlot = (date: string, today: string, firstSlotToday: number, openSlot: number) =>
  date === today ? Math.max(openSlot, firstSlotToday) : openSlot;

export function propose(
  input: ProposalInput,
): { session_id: number; day_no: number; seq_no: number; place: Place | null }[] {
  const rooms = new Set<string>();
  const therapists = new Set<string>();
  const patients = new Set<string>();
  for (const o of input.occupied) {
    rooms.add(key(o.room_id, o.slot_date, o.slot_no));
    therapists.add(key(o.therapist_id, o.slot_date, o.slot_no));
    patients.add(key(o.patient_id, o.slot_date, o.slot_no));
  }
  const freeFor = (taken: Set<string>, id: number, date: string, start: number) => {
    for (let s = start; s < start + input.slotCount; s++) if (taken.has(key(id, date, s))) return false;
    return true;
  };
  const ordered = [...input.sessions].sort((a, b) => a.day_no - b.day_no || a.seq_no - b.seq_no);
  // The room and therapist of the course's previous session come first: a patient keeps them when they are free.
  let lastRoom: number | undefined;
  let lastTherapist: number | undefined;
  const firstOf = (ids: readonly number[], last: number | undefined) =>
    last === undefined ? ids : [last, ...ids.filter((id) => id !== last)];
  return ordered.map((session) => {
    const date = session.planned_date < input.today ? input.today : session.planned_date;
    const first = earliestSlot(date, input.today, input.firstSlotToday, input.openSlot);
    const last = input.closeSlot - input.slotCount; // the latest start that ends by closing
    const preferred = Math.min(Math.max(input.preferredSlot, first), Math.max(first, last));
    const starts: number[] = [];
    for (let s = preferred; s <= last; s++) starts.push(s);
    for (let s = first; s < preferred && s <= last; s++) starts.push(s);
    for (const start of starts) {
      if (!freeFor(patients, input.patientId, date, start)) continue;
      const room = firstOf(input.rooms, lastRoom).find((r) => freeFor(rooms, r, date, start));
      const therapist = firstOf(input.therapists, lastTherapist).find((t) => freeFor(therapists, t, date, start));
      if (room === undefined || therapist === undefined) continue;
      for (let s = start; s < start + input.slotCount; s++) {
        rooms.add(key(room, date, s));
        therapists.add(key(therapist, date, s));
        patients.add(key(input.patientId, date, s));
      }
      lastRoom = room;
      lastTherapist = therapist;
      return {
        session_id: session.session_id,
        day_no: session.day_no,
        seq_no: session.seq_no,
        place: { date, slot_no: start, room_id: room, therapist_id: therapist },
      };
    }
    return { session_id: session.session_id, day_no: session.day_no, seq_no: session.seq_no, place: null };
  });
}
