import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateOrderRequest,
  TCreateOrderResponse,
  TPaymentResult,
  TVerifyPaymentRequest,
} from '@gd/contracts/schemas/billing';
import { api } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';
import { MY_BILLING_KEY } from './get-my-subscriptions';

/** POST /api/payments/orders: the Razorpay order for a plan and one of my businesses (amount set by the server). */
export function createOrder(body: TCreateOrderRequest): Promise<TCreateOrderResponse> {
  return api.post<TCreateOrderResponse>('/payments/orders', body);
}

/** POST /api/payments/verify: the checkout's signed answer; activates the subscription. */
export function verifyPayment(body: TVerifyPaymentRequest): Promise<TPaymentResult> {
  return api.post<TPaymentResult>('/payments/verify', body);
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_BILLING_KEY }),
  });
}

export interface ManualPaymentInput {
  plan_id: number;
  business_id: number;
  reference: string;
  screenshot: File;
}

/** POST /api/payments/manual (multipart): the transfer reference and its screenshot; pending until confirmed. */
export function submitManualPayment(input: ManualPaymentInput, onProgress?: (p: number) => void) {
  const form = new FormData();
  form.append('plan_id', String(input.plan_id));
  form.append('business_id', String(input.business_id));
  form.append('reference', input.reference);
  form.append('file', input.screenshot);
  return uploadFormData<TPaymentResult>('/payments/manual', form, { onProgress });
}

export function useSubmitManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualPaymentInput) => submitManualPayment(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BILLING_KEY }),
  });
}
