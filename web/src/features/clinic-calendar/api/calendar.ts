import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMe } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-calendar';
import type { TAppointmentCreate } from '@gd/contracts/schemas/clinic-calendar';
import { call } from '../../../lib/api-client';

/** The appointments calendar's queries (issue 20 point 4, decision 93). */
const KEY = ['clinic-calendar'] as const;

export const useCalendar = (query: { from: string; days: number; doctor_id?: number }) =>
  useQuery({
    queryKey: [...KEY, query.from, query.days, query.doctor_id ?? 0],
    queryFn: ({ signal }) => call(endpoints.clinicCalendar, { query }, { signal }),
    placeholderData: keepPreviousData,
    // Bookings also arrive from the marketplace and the other desk: look again every minute.
    refetchInterval: 60_000,
  });

/** Every booking write refreshes the calendar, whether it worked or not (a 409 means the grid was stale). */
function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: KEY });
}

export function useBook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TAppointmentCreate) => call(endpoints.bookClinicAppointment, { body }),
    onSettled: refresh,
  });
}

export function useConfirmBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      call(endpoints.changeClinicAppointment, { params: { id }, body: { booking_status: 1 } }),
    onSettled: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      call(endpoints.cancelClinicAppointment, {
        params: { id: v.id },
        body: v.reason.trim() ? { reason: v.reason.trim() } : {},
      }),
    onSettled: refresh,
  });
}

/** The clinic's patients by name (either script), phone or case number, for the booking form. */
/** Who is at this screen (department, administrator, own doctor id): the clinic module's `GET /clinic/me`. */
export const useStaffMe = () =>
  useQuery({
    queryKey: ['clinic-me'],
    queryFn: ({ signal }) => call(staffMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });
