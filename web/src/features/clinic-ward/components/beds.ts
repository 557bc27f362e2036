import type { TBedBoard } from '@gd/contracts/schemas/clinic-ward';

/** The free beds of the board as choices: "G-01 / A · General Ward · ₹900.00 a day". */
export function freeBedOptions(
  board: TBedBoard | undefined,
  label: (room: string, bed: string, rest: string) => string,
) {
  return (board?.rooms ?? []).flatMap((room) =>
    room.beds
      .filter((b) => b.state === 'free')
      .map((b) => ({ value: String(b.bed_id), label: label(room.room_number, b.label, room.category_name) })),
  );
}
