import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentPaymentVerify } from '@gd/contracts/schemas/appointment-payments';
import * as endpoints from '@gd/contracts/endpoints/appointment-payments';
import * as practitioners from '@gd/contracts/endpoints/practitioners';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** Decision 65: paying for an appointment online, its receipt, and moving it. */
const APPOINTMENTS_KEY = ['appointments'] as const;
const PRACTITIONERS_KEY = ['practitioners'] as const;

/** The Razorpay order of my unpaid online booking (the server sets the amount; the same order while unpaid). */
export const payAppointment = (id: number) => call(endpoints.payAppointment, { params: { id } });

export function useVerifyAppointmentPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAppointmentPaymentVerify }) =>
      call(endpoints.verifyAppointmentPayment, { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PRACTITIONERS_KEY }),
      ]),
  });
}

/** Downloads the receipt (a bill of supply, PDF) of my paid appointment. */
export const downloadReceipt = (id: number) =>
  downloadFile(`receipt-${id}.pdf`, endpoints.appointmentReceipt, { params: { id } });

export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { date: string; time: string } }) =>
      call(practitioners.rescheduleAppointment, { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PRACTITIONERS_KEY }),
      ]),
  });
}
