import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBillingSettingsRequest, TPlanRequest } from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';

/** Every admin billing query key starts here. */
export const ADMIN_BILLING_KEY = ['admin', 'billing'] as const;

// ---- plans (every plan, retired ones too), create, replace, delete or retire

export function adminPlansQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'plans'],
    queryFn: ({ signal }) => call(endpoints.adminListPlans, {}, { signal }),
  });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number | null; body: TPlanRequest }) =>
      planId === null
        ? call(endpoints.createPlan, { body })
        : call(endpoints.updatePlan, { params: { id: planId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => call(endpoints.deletePlan, { params: { id: planId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] });
    },
  });
}

// ---- payments, newest first; confirm or reject a manual transfer

export function adminPaymentsQueryOptions(q: { status: number | null; limit: number; offset: number }) {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'payments', q],
    queryFn: ({ signal }) =>
      call(endpoints.adminListPayments, { query: { status: q.status, limit: q.limit, offset: q.offset } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayments(q: { status: number | null; limit: number; offset: number }) {
  return useQuery(adminPaymentsQueryOptions(q));
}

export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, action, note }: { paymentId: number; action: 'confirm' | 'reject'; note: string }) =>
      call(action === 'confirm' ? endpoints.confirmPayment : endpoints.rejectPayment, {
        params: { id: paymentId },
        body: note.trim() ? { note: note.trim() } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY }),
  });
}

// ---- billing settings and the bank QR image

export function billingSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'settings'],
    queryFn: ({ signal }) => call(endpoints.getBillingSettings, {}, { signal }),
  });
}

export function useBillingSettings() {
  return useQuery(billingSettingsQueryOptions());
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingSettingsRequest) => call(endpoints.saveBillingSettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(billingSettingsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'bank-details'] });
    },
  });
}

export function useUploadQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadFormData(endpoints.uploadBankQr, { body: form });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(billingSettingsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['billing', 'bank-details'] });
    },
  });
}
