import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/practitioner-community';
import {
  REVIEWS_PAGE_SIZE,
  type TAnswerRequest,
  type TPractitionerReviewList,
  type TPractitionerReviewRequest,
} from '@gd/contracts/schemas/practitioner-community';
import { call } from '../../../lib/api-client';

/** Decision 65, questions and reviews: the calls of the profile, My appointments, the practitioner and the admin. */
const KEY = ['practitioners'] as const;
const COMMUNITY_KEY = ['practitioner-community'] as const;

/** GET /api/practitioners/:id/reviews, a page at a time (Load more appends the next). */
export function practitionerReviewsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: [...KEY, 'reviews', id],
    queryFn: ({ pageParam, signal }): Promise<TPractitionerReviewList> =>
      call(
        endpoints.practitionerReviews,
        { params: { id }, query: { limit: REVIEWS_PAGE_SIZE, offset: pageParam } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}
export const usePractitionerReviews = (id: number) => useInfiniteQuery(practitionerReviewsQueryOptions(id));

export function useAskQuestion(id: number) {
  return useMutation({
    mutationFn: (question: string) => call(endpoints.askQuestion, { params: { id }, body: { question } }),
  });
}

export const useMyReviews = (enabled = true) =>
  useQuery({
    queryKey: [...COMMUNITY_KEY, 'mine'],
    queryFn: ({ signal }) => call(endpoints.myReviews, {}, { signal }),
    enabled,
  });

export function useReviewAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPractitionerReviewRequest }) =>
      call(endpoints.reviewAppointment, { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY }),
        queryClient.invalidateQueries({ queryKey: KEY }),
      ]),
  });
}

// --- The practitioner's side ---------------------------------------------------------------------------------

export const useOwnQuestions = (status: 'open' | 'answered' | 'all', offset: number) =>
  useQuery({
    queryKey: [...COMMUNITY_KEY, 'own-questions', status, offset],
    queryFn: ({ signal }) => call(endpoints.ownQuestions, { query: { status, limit: 20, offset } }, { signal }),
  });

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAnswerRequest }) =>
      call(endpoints.answerQuestion, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}

export const useOwnReviews = (status: 'unreplied' | 'all', offset: number) =>
  useQuery({
    queryKey: [...COMMUNITY_KEY, 'own-reviews', status, offset],
    queryFn: ({ signal }) => call(endpoints.ownReviews, { query: { status, limit: 20, offset } }, { signal }),
  });

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      call(endpoints.replyToReview, { params: { id }, body: { reply } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}

// --- The admin's side ----------------------------------------------------------------------------------------

export type AdminQuestionStatus = 'waiting' | 'unanswered' | 'approved' | 'rejected';

export const useAdminQuestions = (status: AdminQuestionStatus, offset: number) =>
  useQuery({
    queryKey: [...COMMUNITY_KEY, 'admin-questions', status, offset],
    queryFn: ({ signal }) => call(endpoints.adminQuestions, { query: { status, limit: 20, offset } }, { signal }),
  });

export function useModerateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_approve }: { id: number; is_approve: 1 | 2 }) =>
      call(endpoints.moderateQuestion, { params: { id }, body: { is_approve } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}

export const useAdminReviews = (hidden: 0 | 1 | null, offset: number) =>
  useQuery({
    queryKey: [...COMMUNITY_KEY, 'admin-reviews', hidden, offset],
    queryFn: ({ signal }) =>
      call(
        endpoints.adminReviews,
        { query: { ...(hidden === null ? {} : { hidden }), limit: 20, offset } },
        { signal },
      ),
  });

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_hidden }: { id: number; is_hidden: 0 | 1 }) =>
      call(endpoints.hideReview, { params: { id }, body: { is_hidden } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY }),
  });
}
