import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/clinic';
import type {
  TCreatePatientRequest,
  TCreateStaffRequest,
  TPatient,
  TStaffLoginRequest,
} from '@gd/contracts/schemas/clinic';
import { call } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** The clinic desk's calls (issue 20, decisions 31, 86, 87); every answer is of the caller's own clinic. */
const KEY = ['clinic'] as const;

export const staffLogin = (body: TStaffLoginRequest) => call(endpoints.staffLogin, { body });

/** The caller's staff session; `enabled` false asks nothing (no session to ask about). */
export const useStaffMe = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'me'],
    queryFn: ({ signal }) => call(endpoints.staffMe, {}, { signal }),
    staleTime: 60_000,
    retry: false,
    enabled,
  });

export const useDoctors = () =>
  useQuery({
    queryKey: [...KEY, 'doctors'],
    queryFn: ({ signal }) => call(endpoints.listDoctors, {}, { signal }),
    staleTime: 60_000,
  });

export const usePatients = (q: string, page: number) =>
  useQuery({
    queryKey: [...KEY, 'patients', q, page],
    queryFn: ({ signal }) => call(endpoints.listPatients, { query: { q, page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePatient = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'patient', id],
    queryFn: ({ signal }) => call(endpoints.getPatient, { params: { id } }, { signal }),
    retry: false,
  });

/** Decision 79: one Idempotency-Key per submission, so a double click registers one patient. */
export function useRegisterPatient() {
  const keys = useIdempotencyKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePatientRequest) =>
      call(endpoints.createPatient, { body }, { headers: keys.headersFor(body) }),
    onSuccess: (patient) => {
      keys.renew();
      queryClient.setQueryData([...KEY, 'patient', patient.patient_id], patient);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'patients'] });
    },
  });
}

function usePatientChange<A>(run: (args: A) => Promise<TPatient>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (patient) => queryClient.setQueryData([...KEY, 'patient', patient.patient_id], patient),
  });
}

export const useWithdrawConsent = () =>
  usePatientChange(({ id, reason }: { id: number; reason: string }) =>
    call(endpoints.withdrawConsent, { params: { id }, body: { reason } }),
  );

export const useGiveConsent = () =>
  usePatientChange(({ id, language }: { id: number; language: 'en' | 'guj' }) =>
    call(endpoints.giveConsent, { params: { id }, body: { consent: true, consent_language: language } }),
  );

export const useStaffList = () =>
  useQuery({
    queryKey: [...KEY, 'staff'],
    queryFn: ({ signal }) => call(endpoints.listStaff, {}, { signal }),
  });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateStaffRequest) => call(endpoints.createStaff, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  });
}

export function useDeactivateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.deactivateStaff, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  });
}

/** Decision 95: the administrator makes a staff member a treasurer (the pharmacy's second approval), or not. */
export function useSetTreasurer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isTreasurer }: { id: number; isTreasurer: boolean }) =>
      call(endpoints.setStaffTreasurer, { params: { id }, body: { is_treasurer: isTreasurer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY] }),
  });
}
