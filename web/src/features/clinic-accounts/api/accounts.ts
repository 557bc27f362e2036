import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffMe } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-accounts';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The clinic's accounts (issue 21 point 6, decision 99). Money is paise. */
const KEY = ['clinic-accounts'] as const;

export const useAccounts = (from: string, to: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, from, to, page],
    queryFn: ({ signal }) => call(endpoints.clinicAccounts, { query: { from, to, page } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const downloadAccountsCsv = (from: string, to: string) =>
  downloadFile(`accounts-${from}-to-${to}.csv`, endpoints.clinicAccountsCsv, { query: { from, to } });

/** Who is at this screen (the administrator flag): the clinic module's `GET /clinic/me`. */
export const useStaffMe = () =>
  useQuery({
    queryKey: ['clinic-me'],
    queryFn: ({ signal }) => call(staffMe, {}, { signal }),
    staleTime: 5 * 60_000,
  });
