import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TAppointment, TBookRequest, TPractitionerList, TTimingsInput } from '@gd/contracts/schemas/practitioners';
import { PRACTITIONERS_PAGE_SIZE, type PractitionerLanguage } from '@gd/contracts/practitioners';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import * as auth from '@gd/contracts/endpoints/auth';
import { call } from '../../../lib/api-client';

/** Decision 65: the practitioner marketplace's calls. */
const KEY = ['practitioners'] as const;
const APPOINTMENTS_KEY = ['appointments'] as const;

export interface PractitionerFilters {
  q: string;
  cityId: number | null;
  specialtyId: number | null;
  language: PractitionerLanguage | null;
  availableToday: boolean;
}

function listQuery(filters: PractitionerFilters, offset: number) {
  return {
    q: filters.q.trim() || undefined,
    city_id: filters.cityId ?? undefined,
    specialty_id: filters.specialtyId ?? undefined,
    language: filters.language ?? undefined,
    available: filters.availableToday ? 'today' : undefined,
    limit: PRACTITIONERS_PAGE_SIZE,
    offset,
  } as const;
}

/** GET /api/practitioners, a page at a time (Load More appends the next). */
export function practitionersQueryOptions(filters: PractitionerFilters) {
  return infiniteQueryOptions({
    queryKey: [...KEY, 'list', filters],
    queryFn: ({ pageParam, signal }): Promise<TPractitionerList> =>
      call(endpoints.listPractitioners, { query: listQuery(filters, pageParam) }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
export const usePractitioners = (filters: PractitionerFilters) => useInfiniteQuery(practitionersQueryOptions(filters));

export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'specialties'],
    queryFn: ({ signal }) => call(endpoints.listSpecialties, {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useSpecialties = () => useQuery(specialtiesQueryOptions());

export function practitionerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...KEY, 'profile', id],
    queryFn: ({ signal }) => call(endpoints.getPractitioner, { params: { id } }, { signal }),
  });
}
export const usePractitioner = (id: number) => useQuery(practitionerQueryOptions(id));

export const useSlots = (id: number, date: string) =>
  useQuery({
    queryKey: [...KEY, 'slots', id, date],
    queryFn: ({ signal }) => call(endpoints.listSlots, { params: { id }, query: { date } }, { signal }),
  });

export function useBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBookRequest) => call(endpoints.bookAppointment, { body }),
    // Whatever happened (booked, or the slot was just taken), the slots and lists are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]),
  });
}

export const useMyAppointments = (when: 'upcoming' | 'past') =>
  useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'mine', when],
    queryFn: ({ signal }) => call(endpoints.myAppointments, { query: { when, limit: 50 } }, { signal }),
  });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<TAppointment> => call(endpoints.cancelAppointment, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: KEY }),
      ]),
  });
}

export const useDayAppointments = (date: string) =>
  useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'day', date],
    queryFn: ({ signal }) => call(endpoints.dayAppointments, { query: { date } }, { signal }),
  });

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 2 | 3 | 4 | 5 | 6 }) =>
      call(endpoints.changeStatus, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

export const practitionerLogin = (body: { phone: string; password: string }) => call(auth.practitionerLogin, { body });

const TIMINGS_KEY = [...KEY, 'timings'] as const;

export const useTimings = () =>
  useQuery({ queryKey: TIMINGS_KEY, queryFn: ({ signal }) => call(endpoints.getTimings, {}, { signal }) });

export function useSaveTimings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTimingsInput) => call(endpoints.saveTimings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(TIMINGS_KEY, saved),
  });
}
