import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateOrderRequest,
  TCreateOrderResponse,
  TPaymentResult,
  TVerifyPaymentRequest,
} from '@gd/contracts/schemas/billing';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';
import { uploadFormData } from '../../../lib/upload';
import { MY_BILLING_KEY } from './get-my-subscriptions';

/** The Razorpay order for a plan and one of my businesses (the amount is set by the server). */
export function createOrder(body: TCreateOrderRequest): Promise<TCreateOrderResponse> {
  return call(endpoints.createOrder, { body });
}

/** The checkout's signed answer; activates the subscription. */
export function verifyPayment(body: TVerifyPaymentRequest): Promise<TPaymentResult> {
  return call(endpoints.verifyPayment, { body });
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
  /** decision 70: the buyer's GSTIN for the tax invoice, optional */
  buyer_gstin?: string | null;
}

/** A bank transfer (multipart): the transfer reference and its screenshot; pending until confirmed. */
export function submitManualPayment(input: ManualPaymentInput, onProgress?: (p: number) => void) {
  const form = new FormData();
  form.append('plan_id', String(input.plan_id));
  form.append('business_id', String(input.business_id));
  form.append('reference', input.reference);
  if (input.buyer_gstin) form.append('buyer_gstin', input.buyer_gstin);
  form.append('file', input.screenshot);
  return uploadFormData(endpoints.submitManualPayment, { body: form }, { onProgress });
}

export function useSubmitManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualPaymentInput) => submitManualPayment(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BILLING_KEY }),
  });
}
