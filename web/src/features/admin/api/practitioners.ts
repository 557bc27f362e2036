import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin-practitioners';
import { verifyPractitioner } from '@gd/contracts/endpoints/practitioners';
import { getVerificationDocument } from '@gd/contracts/endpoints/practitioner-profile';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { ADMIN_KEY, adminKey, type ListParams, listQuery } from './admin-keys';

/** Decision 65: the verification queue and every appointment (server paging, filters in the URL, CSV). */
export const useAdminPractitioners = (params: ListParams) =>
  useQuery({
    queryKey: adminKey('practitioners', params),
    queryFn: ({ signal }) =>
      call(
        endpoints.adminListPractitioners,
        { query: listQuery(endpoints.adminListPractitioners, params) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminAppointments = (params: ListParams) =>
  useQuery({
    queryKey: adminKey('appointments', params),
    queryFn: ({ signal }) =>
      call(endpoints.adminListAppointments, { query: listQuery(endpoints.adminListAppointments, params) }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Verify (1) or reject (2, with a reason): the audited PATCH of the practitioners module. */
export function useVerifyPractitioner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApprove, reason }: { id: number; isApprove: 1 | 2; reason?: string }) =>
      call(verifyPractitioner, { params: { id }, body: { is_approve: isApprove, ...(reason ? { reason } : {}) } }),
    // the queue, the dashboard totals and the audit trail all change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** Every row of the filter (not only the page) as a CSV file. */
function csvQuery(params: ListParams): ListParams {
  return Object.fromEntries(
    Object.entries({ ...params, limit: undefined, offset: undefined, format: 'csv' }).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

export const downloadPractitionersCsv = (params: ListParams) =>
  downloadFile('practitioners.csv', endpoints.adminExportPractitioners, {
    query: listQuery(endpoints.adminExportPractitioners, csvQuery(params)),
  });

export const downloadAppointmentsCsv = (params: ListParams) =>
  downloadFile('appointments.csv', endpoints.adminExportAppointments, {
    query: listQuery(endpoints.adminExportAppointments, csvQuery(params)),
  });

/** The practitioner's proof document (private: fetched with the admin's token, then saved or opened). */
export const downloadDocument = (documentId: number, fileName: string) =>
  downloadFile(fileName, getVerificationDocument, { params: { id: documentId } });
