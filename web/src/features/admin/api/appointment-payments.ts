import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/appointment-payments';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { adminKey, type ListParams, listQuery } from './admin-keys';

/** Decision 65: appointment payments (order dates, status; server paging; CSV of the filter). */
export const useAdminAppointmentPayments = (params: ListParams) =>
  useQuery({
    queryKey: adminKey('appointment-payments', params),
    queryFn: ({ signal }) =>
      call(
        endpoints.adminAppointmentPayments,
        { query: listQuery(endpoints.adminAppointmentPayments, params) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const downloadAppointmentPaymentsCsv = (params: ListParams) =>
  downloadFile('appointment-payments.csv', endpoints.exportAdminAppointmentPayments, {
    query: listQuery(
      endpoints.exportAdminAppointmentPayments,
      Object.fromEntries(
        Object.entries({ ...params, limit: undefined, offset: undefined, format: 'csv' }).filter(
          ([, value]) => value !== null && value !== undefined && value !== '',
        ),
      ),
    ),
  });
