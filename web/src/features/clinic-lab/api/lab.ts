import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/clinic-lab';
import type { TLabOrder, TLabOrderCreate, TLabResultsSave, TLabTestInput } from '@gd/contracts/schemas/clinic-lab';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** The lab's queries (issue 21 point 5, decision 96): the master, the worklist, one order and its steps. */
const KEY = ['clinic-lab'] as const;

export const useLabTests = (all: boolean) =>
  useQuery({
    queryKey: [...KEY, 'tests', all],
    queryFn: ({ signal }) => call(endpoints.listLabTests, { query: { all: all ? '1' : '0' } }, { signal }),
    staleTime: 30_000,
  });

export function useSaveLabTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TLabTestInput }) =>
      id === null ? call(endpoints.createLabTest, { body }) : call(endpoints.updateLabTest, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, 'tests'] }),
  });
}

export interface WorklistFilter {
  date?: string | undefined;
  status?: number | undefined;
  mine?: boolean;
}

export const useLabOrders = (f: WorklistFilter) =>
  useQuery({
    queryKey: [...KEY, 'orders', f],
    queryFn: ({ signal }) =>
      call(
        endpoints.listLabOrders,
        { query: { date: f.date ?? null, status: f.status ?? null, mine: f.mine ? '1' : '0' } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useLabOrder = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'order', id],
    queryFn: ({ signal }) => call(endpoints.getLabOrder, { params: { id } }, { signal }),
  });

export const useVisitLab = (visitId: number) =>
  useQuery({
    queryKey: [...KEY, 'visit', visitId],
    queryFn: ({ signal }) => call(endpoints.visitLab, { params: { id: visitId } }, { signal }),
  });

export const usePatientLabReports = (patientId: number) =>
  useQuery({
    queryKey: [...KEY, 'patient', patientId],
    queryFn: ({ signal }) => call(endpoints.patientLabReports, { params: { id: patientId } }, { signal }),
  });

export function usePlaceOrder(visitId: number) {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: TLabOrderCreate) => call(endpoints.createLabOrder, { body }, { headers: keys.headersFor(body) }),
    onSuccess: () => {
      keys.renew();
      void qc.invalidateQueries({ queryKey: [...KEY, 'visit', visitId] });
      void qc.invalidateQueries({ queryKey: [...KEY, 'orders'] });
    },
  });
}

/** One step of an order (collect, save results, submit, approve, return, cancel, pay): the answer is the order. */
export type LabStep =
  | { kind: 'collect' | 'submit' | 'approve'; version: number }
  | { kind: 'results'; body: TLabResultsSave }
  | { kind: 'return'; version: number; reason: string }
  | { kind: 'cancel'; version: number; reason: string | null }
  | { kind: 'pay'; payment_mode: number };

function runStep(id: number, step: LabStep): Promise<TLabOrder> {
  const params = { id };
  switch (step.kind) {
    case 'collect':
      return call(endpoints.collectLabSample, { params, body: { version: step.version } });
    case 'submit':
      return call(endpoints.submitLabReport, { params, body: { version: step.version } });
    case 'approve':
      return call(endpoints.approveLabReport, { params, body: { version: step.version } });
    case 'results':
      return call(endpoints.saveLabResults, { params, body: step.body });
    case 'return':
      return call(endpoints.returnLabReport, { params, body: { version: step.version, reason: step.reason } });
    case 'cancel':
      return call(endpoints.cancelLabOrder, { params, body: { version: step.version, reason: step.reason } });
    case 'pay':
      return call(endpoints.payLabOrder, { params, body: { payment_mode: step.payment_mode } });
  }
}

export function useLabStep(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (step: LabStep) => runStep(id, step),
    onSuccess: (order) => {
      qc.setQueryData([...KEY, 'order', id], order);
      void qc.invalidateQueries({ queryKey: [...KEY, 'orders'] });
      void qc.invalidateQueries({ queryKey: [...KEY, 'visit'] });
      void qc.invalidateQueries({ queryKey: [...KEY, 'patient'] });
    },
    // A 409 (someone else moved it) shows the order as it now is.
    onError: () => void qc.invalidateQueries({ queryKey: [...KEY, 'order', id] }),
  });
}

export const downloadLabReport = (id: number, lang: 'en' | 'gu') =>
  downloadFile(`lab-report-${id}-${lang}.pdf`, endpoints.labReportPdf, { params: { id }, query: { lang } });
