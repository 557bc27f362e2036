import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/practitioner-profile';
import type {
  MediaKind,
  TLocationInput,
  TMyProfile,
  TPersonalInput,
  TProfessionalInput,
} from '@gd/contracts/schemas/practitioner-profile';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { uploadFormData } from '../../../lib/upload';

/** Decision 65: the practitioner's own profile — each section saved on its own, uploads, verification. */
const KEY = ['practitioners', 'my-profile'] as const;

export const useMyProfile = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(endpoints.getMyProfile, {}, { signal }) });

export const useProfileOptions = () =>
  useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) => call(endpoints.getProfileOptions, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** A save answers the whole profile; it goes into the cache (each section keeps its own unsaved edits). */
function useProfileSave<T>(fn: (body: T) => Promise<TMyProfile>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (profile) => queryClient.setQueryData(KEY, profile) });
}

export const useSaveProfessional = () =>
  useProfileSave((body: TProfessionalInput) => call(endpoints.saveProfessional, { body }));
export const useSavePersonal = () => useProfileSave((body: TPersonalInput) => call(endpoints.savePersonal, { body }));
export const useSaveLocations = () =>
  useProfileSave((locations: TLocationInput[]) => call(endpoints.saveLocations, { body: { locations } }));

function form(file: File, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', file);
  return body;
}

/** Photo, gallery and banner uploads and removals; the profile is read again after each. */
export function useMediaActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    photo: useMutation({
      mutationFn: (file: File) => uploadFormData(endpoints.uploadProfilePhoto, { body: form(file) }),
      onSettled: refresh,
    }),
    add: useMutation({
      mutationFn: ({ kind, file }: { kind: MediaKind; file: File }) =>
        uploadFormData(endpoints.addProfileMedia, { body: form(file, { kind }) }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(endpoints.deleteProfileMedia, { params: { id } }),
      onSettled: refresh,
    }),
  };
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { registration_council: string; registration_number: string; file: File }) =>
      uploadFormData(endpoints.submitVerification, {
        body: form(v.file, {
          registration_council: v.registration_council,
          registration_number: v.registration_number,
        }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Downloads the private proof document (the bearer token goes with it; no public link exists). */
export const downloadProof = (id: number) =>
  downloadFile(`registration-proof-${id}`, endpoints.getVerificationDocument, { params: { id } });
