import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listOf, ZIdParam } from '../schemas/common';
import {
  ZAdminJobsQuery,
  ZApplyJobRequest,
  ZCreateJobRequest,
  ZJob,
  ZJobAppIdParam,
  ZJobApplicationParams,
  ZJobApprovalRequest,
  ZJobCategory,
  ZJobListQuery,
  ZJobParams,
  ZMyApplication,
  ZReceivedApplication,
  ZUpdateJobRequest,
} from '../schemas/jobs';

/** The jobs board (issue 6): public list, view and apply; the owner's jobs and applications; admin moderation. */
const errors = [400, 401, 403, 404, 409, 429] as const;
const ownerTags = ['owner', 'jobs'] as const;
const adminTags = ['admin', 'jobs'] as const;

// ---- public --------------------------------------------------------------------------------------------------

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/jobs',
  tags: ['jobs'],
  access: 'public',
  summary: 'Active, approved jobs (decision 1), newest first; filters city, category, employment and remote type',
  query: ZJobListQuery,
  data: listOf(ZJob),
  errors: [400],
});

export const getJob = defineEndpoint({
  method: 'GET',
  path: '/jobs/:id',
  tags: ['jobs'],
  access: 'public',
  summary: 'One public job (404 "Job not found" when it is not active and approved)',
  params: ZIdParam,
  data: ZJob,
  errors: [400, 404],
});

export const listJobCategories = defineEndpoint({
  method: 'GET',
  path: '/job-categories',
  tags: ['jobs'],
  access: 'public',
  summary: 'Active job categories',
  data: z.array(ZJobCategory),
});

export const applyForJob = defineEndpoint({
  method: 'POST',
  path: '/jobs/:id/apply',
  tags: ['jobs'],
  access: 'user',
  summary: 'Applies for a job (login; one application per user per job: 409)',
  params: ZIdParam,
  body: ZApplyJobRequest,
  data: z.object({ job_app_id: z.number().int() }),
  errors,
});

// ---- the owner's jobs and the applications they received, and the applications a user sent ---------------------

export const listAllMyJobs = defineEndpoint({
  method: 'GET',
  path: '/my/jobs',
  tags: ownerTags,
  access: 'user',
  summary: 'Jobs of all my businesses (for /user-job)',
  data: z.array(ZJob),
  errors,
});

export const listAllReceivedApplications = defineEndpoint({
  method: 'GET',
  path: '/my/received-applications',
  tags: ownerTags,
  access: 'user',
  summary: 'Applications received by the jobs of all my businesses (for /job-request)',
  data: z.array(ZReceivedApplication),
  errors,
});

export const listBusinessJobs = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/jobs',
  tags: ownerTags,
  access: 'user',
  summary: 'Jobs of my business (active and inactive, any approval state)',
  params: ZIdParam,
  data: z.array(ZJob),
  errors,
});

export const createJob = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/jobs',
  tags: ownerTags,
  access: 'user',
  summary: 'Posts a job for my business (salary in rupees; stored in paise)',
  params: ZIdParam,
  body: ZCreateJobRequest,
  data: ZJob,
  errors,
});

export const getMyJob = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/jobs/:job_id',
  tags: ownerTags,
  access: 'user',
  summary: 'One job of my business',
  params: ZJobParams,
  data: ZJob,
  errors,
});

export const updateJob = defineEndpoint({
  method: 'PUT',
  path: '/my/businesses/:id/jobs/:job_id',
  tags: ownerTags,
  access: 'user',
  summary: 'Updates a job of my business (status required: 1 active, 0 inactive)',
  params: ZJobParams,
  body: ZUpdateJobRequest,
  data: ZJob,
  errors,
});

export const deleteJob = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/jobs/:job_id',
  tags: ownerTags,
  access: 'user',
  summary: 'Deletes a job of my business',
  params: ZJobParams,
  data: z.null(),
  errors,
});

export const listBusinessApplications = defineEndpoint({
  method: 'GET',
  path: '/my/businesses/:id/job-applications',
  tags: ownerTags,
  access: 'user',
  summary: 'Applications received by the jobs of my business, newest first',
  params: ZIdParam,
  data: z.array(ZReceivedApplication),
  errors,
});

export const deleteReceivedApplication = defineEndpoint({
  method: 'DELETE',
  path: '/my/businesses/:id/job-applications/:job_app_id',
  tags: ownerTags,
  access: 'user',
  summary: 'Deletes an application received',
  params: ZJobApplicationParams,
  data: z.null(),
  errors,
});

export const listMyApplications = defineEndpoint({
  method: 'GET',
  path: '/my/job-applications',
  tags: ownerTags,
  access: 'user',
  summary: 'Applications I sent, with their jobs (for /my-jobs)',
  data: z.array(ZMyApplication),
  errors,
});

export const deleteMyApplication = defineEndpoint({
  method: 'DELETE',
  path: '/my/job-applications/:job_app_id',
  tags: ownerTags,
  access: 'user',
  summary: 'Deletes an application I sent',
  params: ZJobAppIdParam,
  data: z.null(),
  errors,
});

// ---- admin -----------------------------------------------------------------------------------------------------

export const listAdminJobs = defineEndpoint({
  method: 'GET',
  path: '/admin/jobs',
  tags: adminTags,
  access: 'admin',
  summary: 'Every job (any state), newest first; filter by approval_status',
  query: ZAdminJobsQuery,
  data: listOf(ZJob),
  errors,
});

export const setJobApproval = defineEndpoint({
  method: 'PATCH',
  path: '/admin/jobs/:id/approval',
  tags: adminTags,
  access: 'admin',
  summary: 'Approves (1) or rejects (2, optional reason) a job; audited',
  params: ZIdParam,
  body: ZJobApprovalRequest,
  data: ZJob,
  errors,
});
