import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminPayment,
  TBillingSettings,
  TBillingSettingsRequest,
  TPaymentResult,
  TPlan,
  TPlanRequest,
} from '@gd/contracts/schemas/billing';
import type { TList } from '@gd/contracts/schemas/common';
import { api } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';

/** Every admin billing query key starts here. */
export const ADMIN_BILLING_KEY = ['admin', 'billing'] as const;

// ---- plans: GET|POST /api/admin/plans, PUT|DELETE /api/admin/plans/:id

export function adminPlansQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'plans'],
    queryFn: ({ signal }) => api.get<TPlan[]>('/admin/plans', { signal }),
  });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number | null; body: TPlanRequest }) =>
      planId === null ? api.post<TPlan>('/admin/plans', body) : api.put<TPlan>(`/admin/plans/${planId}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => api.delete<{ result: 'deleted' | 'retired' }>(`/admin/plans/${planId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] });
    },
  });
}

// ---- payments: GET /api/admin/payments, POST /api/admin/payments/:id/confirm|reject

export function adminPaymentsQueryOptions(q: { status: number | null; limit: number; offset: number }) {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'payments', q],
    queryFn: ({ signal }) =>
      api.get<TList<TAdminPayment>>('/admin/payments', {
        signal,
        query: { status: q.status, limit: q.limit, offset: q.offset },
      }),
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
      api.post<TPaymentResult>(`/admin/payments/${paymentId}/${action}`, note.trim() ? { note: note.trim() } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY }),
  });
}

// ---- settings: GET|PUT /api/admin/billing-settings, POST /api/admin/billing-settings/qr

export function billingSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_BILLING_KEY, 'settings'],
    queryFn: ({ signal }) => api.get<TBillingSettings>('/admin/billing-settings', { signal }),
  });
}

export function useBillingSettings() {
  return useQuery(billingSettingsQueryOptions());
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingSettingsRequest) => api.put<TBillingSettings>('/admin/billing-settings', body),
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
      return uploadFormData<TBillingSettings>('/admin/billing-settings/qr', form);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(billingSettingsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['billing', 'bank-details'] });
    },
  });
}
