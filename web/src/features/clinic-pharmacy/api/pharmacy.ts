import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as consult from '@gd/contracts/endpoints/clinic-consult';
import * as endpoints from '@gd/contracts/endpoints/clinic-pharmacy';
import type {
  TDispenseCreate,
  TPharmacyItemInput,
  TPharmacySupplierInput,
  TPurchaseCreate,
  TReturnCreate,
} from '@gd/contracts/schemas/clinic-pharmacy';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** The pharmacy's queries (issue 21 point 4, decision 95); every answer is of the caller's own clinic. */
const KEY = ['clinic-pharmacy'] as const;

export const useStock = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'stock'],
    queryFn: ({ signal }) => call(endpoints.clinicStock, {}, { signal }),
    enabled,
  });

export const useExpiring = (days: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'expiring', days],
    queryFn: ({ signal }) => call(endpoints.expiringStock, { query: { days } }, { signal }),
    enabled,
  });

export const useReorder = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'reorder'],
    queryFn: ({ signal }) => call(endpoints.reorderStock, {}, { signal }),
    enabled,
  });

export const downloadStockCsv = (report: 'stock' | 'expiring' | 'reorder', days: number) =>
  downloadFile(`pharmacy-${report}.csv`, endpoints.stockCsv, { query: { report, days } });

export const useItems = (all: boolean) =>
  useQuery({
    queryKey: [...KEY, 'items', all],
    queryFn: ({ signal }) => call(endpoints.listPharmacyItems, { query: { all: all ? '1' : '0' } }, { signal }),
  });

export function useSaveItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPharmacyItemInput }) =>
      id === null
        ? call(endpoints.createPharmacyItem, { body })
        : call(endpoints.updatePharmacyItem, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** The clinic's medicines (to link an item to), for the administrator's item form. */
export const useMedicines = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'medicines'],
    queryFn: ({ signal }) => call(consult.listMedicines, { query: { all: '0' } }, { signal }),
    enabled,
    staleTime: 60_000,
  });

export const useSuppliers = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'suppliers'],
    queryFn: ({ signal }) => call(endpoints.listPharmacySuppliers, {}, { signal }),
    enabled,
  });

export function useSaveSupplier() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPharmacySupplierInput }) =>
      id === null
        ? call(endpoints.createPharmacySupplier, { body })
        : call(endpoints.updatePharmacySupplier, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, 'suppliers'] }),
  });
}

export const useSettings = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => call(endpoints.pharmacySettings, {}, { signal }),
    enabled,
  });

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { gstin: string; drug_licence: string }) => call(endpoints.savePharmacySettings, { body }),
    onSuccess: (data) => qc.setQueryData([...KEY, 'settings'], data),
  });
}

export const usePurchases = (status: number | undefined, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'purchases', status, page],
    queryFn: ({ signal }) =>
      call(endpoints.listPurchases, { query: { page, ...(status ? { status } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Decision 79: one Idempotency-Key per submission, so a double click receives one purchase. */
export function useCreatePurchase() {
  const keys = useIdempotencyKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPurchaseCreate) => call(endpoints.createPurchase, { body }, { headers: keys.headersFor(body) }),
    onSuccess: () => {
      keys.renew();
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useDecidePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: number; reject?: string }) =>
      reject === undefined
        ? call(endpoints.approvePurchase, { params: { id } })
        : call(endpoints.rejectPurchase, { params: { id }, body: { reason: reject } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** The clinic's patients found by name, phone or case number (for the counter). */
export const usePatientSearch = (q: string) =>
  useQuery({
    queryKey: [...KEY, 'patients', q],
    queryFn: ({ signal }) => call(clinic.listPatients, { query: { q, page: 1 } }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

export const usePrescriptions = (patientId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'prescriptions', patientId],
    queryFn: ({ signal }) => call(endpoints.prescriptionsToDispense, { query: { patient_id: patientId! } }, { signal }),
    enabled: patientId !== null,
  });

export function useDispense() {
  const keys = useIdempotencyKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TDispenseCreate) => call(endpoints.createDispense, { body }, { headers: keys.headersFor(body) }),
    onSuccess: () => keys.renew(),
    // Sold or refused, the stock has changed: read it again.
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** A day's sales (today when `date` is left out). */
export const useSales = (date?: string) =>
  useQuery({
    queryKey: [...KEY, 'sales', date ?? 'today'],
    queryFn: ({ signal }) => call(endpoints.listSales, { query: date ? { date } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One sale with its lines' returned units and its credit notes. */
export const useSale = (saleId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'sale', saleId],
    queryFn: ({ signal }) => call(endpoints.getSale, { params: { id: saleId } }, { signal }),
    enabled,
  });

/** A sales return; one Idempotency-Key per submission (decision 79), so a double click makes one credit note. */
export function useCreateReturn(saleId: number) {
  const keys = useIdempotencyKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TReturnCreate) =>
      call(endpoints.createSaleReturn, { params: { id: saleId }, body }, { headers: keys.headersFor(body) }),
    onSuccess: () => keys.renew(),
    // Returned or refused, the sale and the stock have changed: read them again.
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const downloadCreditNote = (returnId: number, number: string, lang: 'en' | 'gu') =>
  downloadFile(`credit-note-${number.replace(/\//g, '-')}-${lang}.pdf`, endpoints.creditNotePdf, {
    params: { id: returnId },
    query: { lang },
  });

export const downloadInvoice = (saleId: number, invoiceNumber: string, lang: 'en' | 'gu') =>
  downloadFile(`invoice-${invoiceNumber.replace(/\//g, '-')}-${lang}.pdf`, endpoints.saleInvoicePdf, {
    params: { id: saleId },
    query: { lang },
  });
