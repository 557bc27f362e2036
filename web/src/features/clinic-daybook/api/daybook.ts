import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMe } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-daybook';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The day book's queries (issue 20 point 7, decision 92). Money is paise. */
const KEY = ['clinic-daybook'] as const;

export const useDaybook = (date: string, page: number) =>
  useQuery({
    queryKey: [...KEY, date, page],
    queryFn: ({ signal }) => call(endpoints.clinicDaybook, { query: { date, page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCloseDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call(endpoints.closeClinicDay, { body: { date } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useReopenDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; reason: string }) => call(endpoints.reopenClinicDay, { body }),
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const downloadDaybookCsv = (date: string) =>
  downloadFile(`daybook-${date}.csv`, endpoints.clinicDaybookCsv, { query: { date } });

/** Who is at this screen (department, administrator): the clinic module's `GET /clinic/me`. */
export const useStaffMe = () =>
  useQuery({
    queryKey: ['clinic-me'],
    queryFn: ({ signal }) => call(staffMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });
