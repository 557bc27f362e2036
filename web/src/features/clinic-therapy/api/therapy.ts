import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMe } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-therapy';
import type {
  TPlanSchedule,
  TReschedule,
  TTherapyPlanCreate,
  TTherapyRoomCreate,
  TTherapyRoomUpdate,
} from '@gd/contracts/schemas/clinic-therapy';
import { call } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** Therapy courses' queries (issue 21 point 3, decision 97). Every write refreshes everything of the feature. */
const KEY = ['clinic-therapy'] as const;

export const useStaffMe = () =>
  useQuery({
    queryKey: ['clinic-me'],
    queryFn: ({ signal }) => call(staffMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBoard = (query: { date?: string; therapist_id?: number }, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'board', query.date ?? '', query.therapist_id ?? 0],
    queryFn: ({ signal }) => call(endpoints.therapySessions, { query }, { signal }),
    placeholderData: keepPreviousData,
    // Other desks schedule and therapists mark: look again every minute.
    refetchInterval: 60_000,
    enabled,
  });

export const useRooms = () =>
  useQuery({
    queryKey: [...KEY, 'rooms'],
    queryFn: ({ signal }) => call(endpoints.therapyRooms, {}, { signal }),
  });

export const useMasters = () =>
  useQuery({
    queryKey: [...KEY, 'masters'],
    queryFn: ({ signal }) => call(endpoints.therapyMasters, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export const usePatientPlans = (patientId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'plans', patientId ?? 0],
    queryFn: ({ signal }) => call(endpoints.therapyPlans, { query: { patient_id: patientId! } }, { signal }),
    enabled: patientId !== null,
  });

export const usePlan = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'plan', id],
    queryFn: ({ signal }) => call(endpoints.therapyPlan, { params: { id } }, { signal }),
    retry: false,
  });

export const useProposal = (
  id: number,
  query: { time?: string; room_id?: number; therapist_id?: number },
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...KEY, 'proposal', id, query.time ?? '', query.room_id ?? 0, query.therapist_id ?? 0],
    queryFn: ({ signal }) => call(endpoints.therapyProposal, { params: { id }, query }, { signal }),
    enabled,
  });

function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: KEY });
}

export function usePrescribe() {
  const keys = useIdempotencyKeys();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TTherapyPlanCreate) =>
      call(endpoints.createTherapyPlan, { body }, { headers: keys.headersFor(body) }),
    onSuccess: () => keys.renew(),
    onSettled: refresh,
  });
}

export function useSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { planId: number; body: TPlanSchedule }) =>
      call(endpoints.scheduleTherapyPlan, { params: { id: v.planId }, body: v.body }),
    onSettled: refresh,
  });
}

export function useStopPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.stopTherapyPlan, { params: { id } }),
    onSettled: refresh,
  });
}

export function useReschedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; body: TReschedule }) =>
      call(endpoints.rescheduleTherapySession, { params: { id: v.id }, body: v.body }),
    onSettled: refresh,
  });
}

export function useMark() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; status: 2 | 3 }) =>
      call(endpoints.markTherapySession, { params: { id: v.id }, body: { status: v.status } }),
    onSettled: refresh,
  });
}

export function useRoomWrites() {
  const refresh = useRefresh();
  const create = useMutation({
    mutationFn: (body: TTherapyRoomCreate) => call(endpoints.createTherapyRoom, { body }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: (v: { id: number; body: TTherapyRoomUpdate }) =>
      call(endpoints.updateTherapyRoom, { params: { id: v.id }, body: v.body }),
    onSettled: refresh,
  });
  const hours = useMutation({
    mutationFn: (body: { opens: string; closes: string }) => call(endpoints.setTherapyHours, { body }),
    onSettled: refresh,
  });
  return { create, update, hours };
}
