import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPatient, listDoctors } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-ward';
import type {
  TAdmissionCreate,
  TDietSave,
  TSummarySave,
  TWardBedInput,
  TWardCategoryInput,
  TWardRoomInput,
} from '@gd/contracts/schemas/clinic-ward';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/**
 * The ward's queries and writes (issue 21 points 1 and 2, decision 98). Every write refreshes everything of the
 * ward, whether it worked or not (a 409 means what the screen showed was stale).
 */
const KEY = ['clinic-ward'] as const;

function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: KEY });
}

function useWardMutation<V, R>(fn: (v: V) => Promise<R>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: fn, onSettled: refresh });
}

export const useWardSetup = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'setup'],
    queryFn: ({ signal }) => call(endpoints.wardSetup, {}, { signal }),
    enabled,
  });

export const useCreateCategory = () =>
  useWardMutation((body: TWardCategoryInput) => call(endpoints.createWardCategory, { body }));
export const useUpdateCategory = () =>
  useWardMutation((v: { id: number; body: TWardCategoryInput }) =>
    call(endpoints.updateWardCategory, { params: { id: v.id }, body: v.body }),
  );
export const useCreateRoom = () => useWardMutation((body: TWardRoomInput) => call(endpoints.createWardRoom, { body }));
export const useUpdateRoom = () =>
  useWardMutation((v: { id: number; body: TWardRoomInput }) =>
    call(endpoints.updateWardRoom, { params: { id: v.id }, body: v.body }),
  );
export const useCreateBed = () =>
  useWardMutation((v: { roomId: number; body: TWardBedInput }) =>
    call(endpoints.createWardBed, { params: { id: v.roomId }, body: v.body }),
  );
export const useUpdateBed = () =>
  useWardMutation((v: { id: number; body: TWardBedInput }) =>
    call(endpoints.updateWardBed, { params: { id: v.id }, body: v.body }),
  );

export const useBedBoard = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'board'],
    queryFn: ({ signal }) => call(endpoints.bedBoard, {}, { signal }),
    // Admissions and discharges happen at other desks: look again every minute.
    refetchInterval: 60_000,
    enabled,
  });
export const useMarkFree = () =>
  useWardMutation((bedId: number) => call(endpoints.markBedFree, { params: { id: bedId } }));

export const useStays = (status: 'admitted' | 'discharged', page: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'stays', status, page],
    queryFn: ({ signal }) => call(endpoints.listStays, { query: { status, page } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useStay = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'stay', id],
    queryFn: ({ signal }) => call(endpoints.getStay, { params: { id } }, { signal }),
  });
export const useStayBill = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'stay', id, 'bill'],
    queryFn: ({ signal }) => call(endpoints.stayBill, { params: { id } }, { signal }),
  });

export const useAdmit = () => useWardMutation((body: TAdmissionCreate) => call(endpoints.admit, { body }));
export const useTransfer = () =>
  useWardMutation((v: { stayId: number; bedId: number }) =>
    call(endpoints.transfer, { params: { id: v.stayId }, body: { bed_id: v.bedId } }),
  );
export const useSaveSummary = () =>
  useWardMutation((v: { stayId: number; body: TSummarySave }) =>
    call(endpoints.saveSummary, { params: { id: v.stayId }, body: v.body }),
  );
export const useDischarge = () =>
  useWardMutation((stayId: number) => call(endpoints.discharge, { params: { id: stayId }, body: {} }));

export const useDietItems = () =>
  useQuery({
    queryKey: [...KEY, 'diet-items'],
    queryFn: ({ signal }) => call(endpoints.dietItems, {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useDietDay = (stayId: number, date: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'stay', stayId, 'diet', date],
    queryFn: ({ signal }) => call(endpoints.dietDay, { params: { id: stayId, date } }, { signal }),
    enabled,
  });
export const useSaveDiet = () =>
  useWardMutation((v: { stayId: number; date: string; body: TDietSave }) =>
    call(endpoints.saveDietDay, { params: { id: v.stayId, date: v.date }, body: v.body }),
  );
export const useCopyDiet = () =>
  useWardMutation((v: { stayId: number; date: string; days: number }) =>
    call(endpoints.copyDietDay, { params: { id: v.stayId, date: v.date }, body: { days: v.days } }),
  );

export const useKitchen = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'kitchen', date],
    queryFn: ({ signal }) => call(endpoints.kitchenList, { query: { date } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The clinic's doctors (the `clinic` module's list), for the admitting doctor. */
export const useDoctors = () =>
  useQuery({
    queryKey: ['clinic-doctors'],
    queryFn: ({ signal }) => call(listDoctors, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** One patient of the clinic (the `clinic` module's endpoint), for an admission opened with `?patient=`. */
export const usePatientToAdmit = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'patient', id],
    queryFn: ({ signal }) => call(getPatient, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const downloadSummaryPdf = (stayId: number, lang: 'en' | 'gu') =>
  downloadFile(`discharge-summary-${stayId}-${lang}.pdf`, endpoints.summaryPdf, {
    params: { id: stayId },
    query: { lang },
  });
export const downloadBillPdf = (stayId: number, lang: 'en' | 'gu') =>
  downloadFile(`bill-${stayId}-${lang}.pdf`, endpoints.billPdf, { params: { id: stayId }, query: { lang } });
