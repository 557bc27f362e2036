import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/clinic-consult';
import type { TConsultationSave, TMedicineInput } from '@gd/contracts/schemas/clinic-consult';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The consultation's queries (issue 20 point 6): the visit's consultation, the masters, history, medicines. */
const KEY = ['clinic-consult'] as const;

export const useConsultation = (visitId: number) =>
  useQuery({
    queryKey: [...KEY, 'visit', visitId],
    queryFn: ({ signal }) => call(endpoints.getConsultation, { params: { id: visitId } }, { signal }),
  });

export const useConsultMasters = () =>
  useQuery({
    queryKey: [...KEY, 'masters'],
    queryFn: ({ signal }) => call(endpoints.consultMasters, {}, { signal }),
    staleTime: 60_000,
  });

export const useHistory = (patientId: number | undefined, page: number) =>
  useQuery({
    queryKey: [...KEY, 'history', patientId, page],
    queryFn: ({ signal }) =>
      call(endpoints.patientHistory, { params: { id: patientId! }, query: { page } }, { signal }),
    enabled: patientId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useSaveConsultation(visitId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TConsultationSave) => call(endpoints.saveConsultation, { params: { id: visitId }, body }),
    onSuccess: (view) => {
      qc.setQueryData([...KEY, 'visit', visitId], view);
      void qc.invalidateQueries({ queryKey: [...KEY, 'history'] });
    },
  });
}

export const downloadPrescription = (visitId: number, lang: 'en' | 'gu') =>
  downloadFile(`prescription-${visitId}-${lang}.pdf`, endpoints.prescriptionPdf, {
    params: { id: visitId },
    query: { lang },
  });

export const useMedicines = (q: string) =>
  useQuery({
    queryKey: [...KEY, 'medicines', q],
    queryFn: ({ signal }) => call(endpoints.listMedicines, { query: { all: '1', ...(q ? { q } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveMedicine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TMedicineInput }) =>
      id === null ? call(endpoints.createMedicine, { body }) : call(endpoints.updateMedicine, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}
