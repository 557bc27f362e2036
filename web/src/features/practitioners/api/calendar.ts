import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/practitioner-calendar';
import { call } from '../../../lib/api-client';

/** Decision 65: the practitioner's week calendar and a month's earnings (under the appointments key, so a status change refreshes them). */
const KEY = ['appointments'] as const;

export const useWeekAppointments = (start: string) =>
  useQuery({
    queryKey: [...KEY, 'week', start],
    queryFn: ({ signal }) => call(endpoints.weekAppointments, { query: { start } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEarnings = (month: string) =>
  useQuery({
    queryKey: [...KEY, 'earnings', month],
    queryFn: ({ signal }) => call(endpoints.earnings, { query: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });
