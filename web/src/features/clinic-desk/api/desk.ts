import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffMe } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-opd';
import type { TVisitCreate } from '@gd/contracts/schemas/clinic-opd';
import { call } from '../../../lib/api-client';
import { openQueueStream } from './queue-stream';

/** The OPD desk's queries (issue 20 points 3 and 5): the day's queue, registration, status moves. */
const KEY = ['clinic-queue'] as const;

export const queueKey = (date: string | undefined, doctorId?: number) => [...KEY, date ?? 'today', doctorId ?? 0];

export const useQueue = (date?: string, doctorId?: number) =>
  useQuery({
    queryKey: queueKey(date, doctorId),
    queryFn: ({ signal }) =>
      call(
        endpoints.clinicQueue,
        { query: { ...(date ? { date } : {}), ...(doctorId ? { doctor_id: doctorId } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useCreateVisit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: TVisitCreate; headers: Record<string, string> }) =>
      call(endpoints.createVisit, { body }, { headers }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useChangeStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: 1 | 2 | 3 | 4; reason?: string }) =>
      call(endpoints.changeVisitStatus, { params: { id }, body: { status, ...(reason ? { reason } : {}) } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Keeps every open queue of this page current from the event stream; answers whether the stream is live. */
export function useLiveQueue(): boolean {
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      openQueueStream({
        onSync: () => void qc.invalidateQueries({ queryKey: KEY }),
        onEvent: () => void qc.invalidateQueries({ queryKey: KEY }),
        onState: (state) => setLive(state === 'live'),
      }),
    [qc],
  );
  return live;
}

/** Who is at this screen (department, administrator, doctor id): the clinic module's `GET /clinic/me`. */
export const useStaffMe = () =>
  useQuery({
    queryKey: ['clinic-me'],
    queryFn: ({ signal }) => call(staffMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });
