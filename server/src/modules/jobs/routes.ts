import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
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
} from '@gd/contracts/schemas/jobs';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { sendCachedJson } from '../../platform/micro-cache';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const empty = envelope(z.null());
const security = [{ bearerAuth: [] }];

/** The jobs board (issue 6): public list, view and apply; the owner's jobs and applications; admin moderation. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicJobRoutes);
  await app.register(ownerJobRoutes);
  await app.register(adminJobRoutes);
}

async function publicJobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobs'];

  r.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Active, approved jobs (decision 1), newest first; filters city, category, employment and remote type',
        querystring: ZJobListQuery,
        response: { 200: envelope(listOf(ZJob)), 400: ZErrorEnvelope },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listPublic(app, req.query)),
  );

  r.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One public job (404 "Job not found" when it is not active and approved)',
        params: ZIdParam,
        response: { 200: envelope(ZJob), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.getPublic(app, req.params.id)),
  );

  r.get(
    '/job-categories',
    {
      schema: { tags, summary: 'Active job categories', response: { 200: envelope(z.array(ZJobCategory)) } },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => service.listCategories(app)),
  );

  r.post(
    '/jobs/:id/apply',
    {
      preHandler: [
        app.requireUser,
        limit(app, 'job-apply', { max: 20, timeWindow: '1 hour', key: (req) => String(req.user?.user_id ?? req.ip) }),
      ],
      schema: {
        tags,
        security,
        summary: 'Applies for a job (login; one application per user per job: 409)',
        params: ZIdParam,
        body: ZApplyJobRequest,
        response: { 200: envelope(z.object({ job_app_id: z.number().int() })), ...errors },
      },
    },
    async (req) =>
      ok(await service.apply(app, req.user!.user_id, req.params.id, req.body), 'Application submitted successfully!'),
  );
}

async function ownerJobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', app.requireUser);
  const tags = ['owner', 'jobs'];
  const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  r.get(
    '/my/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'Jobs of all my businesses (for /user-job)',
        response: { 200: envelope(z.array(ZJob)), ...errors },
      },
    },
    async (req) => ok(await service.listAllOwned(app, uid(req))),
  );

  r.get(
    '/my/received-applications',
    {
      schema: {
        tags,
        security,
        summary: 'Applications received by the jobs of all my businesses (for /job-request)',
        response: { 200: envelope(z.array(ZReceivedApplication)), ...errors },
      },
    },
    async (req) => ok(await service.listAllReceived(app, uid(req))),
  );

  r.get(
    '/my/businesses/:id/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'Jobs of my business (active and inactive, any approval state)',
        params: ZIdParam,
        response: { 200: envelope(z.array(ZJob)), ...errors },
      },
    },
    async (req) => ok(await service.listForBusiness(app, uid(req), req.params.id)),
  );

  r.post(
    '/my/businesses/:id/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'Posts a job for my business (salary in rupees; stored in paise)',
        params: ZIdParam,
        body: ZCreateJobRequest,
        response: { 200: envelope(ZJob), ...errors },
      },
    },
    async (req) => ok(await service.create(app, uid(req), req.params.id, req.body), 'Job created successfully!'),
  );

  r.get(
    '/my/businesses/:id/jobs/:job_id',
    {
      schema: {
        tags,
        security,
        summary: 'One job of my business',
        params: ZJobParams,
        response: { 200: envelope(ZJob), ...errors },
      },
    },
    async (req) => ok(await service.getOwned(app, uid(req), req.params.id, req.params.job_id)),
  );

  r.put(
    '/my/businesses/:id/jobs/:job_id',
    {
      schema: {
        tags,
        security,
        summary: 'Updates a job of my business (status required: 1 active, 0 inactive)',
        params: ZJobParams,
        body: ZUpdateJobRequest,
        response: { 200: envelope(ZJob), ...errors },
      },
    },
    async (req) =>
      ok(await service.update(app, uid(req), req.params.id, req.params.job_id, req.body), 'Job updated successfully!'),
  );

  r.delete(
    '/my/businesses/:id/jobs/:job_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a job of my business',
        params: ZJobParams,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.remove(app, uid(req), req.params.id, req.params.job_id);
      return ok(null, 'Job deleted successfully!');
    },
  );

  r.get(
    '/my/businesses/:id/job-applications',
    {
      schema: {
        tags,
        security,
        summary: 'Applications received by the jobs of my business, newest first',
        params: ZIdParam,
        response: { 200: envelope(z.array(ZReceivedApplication)), ...errors },
      },
    },
    async (req) => ok(await service.listReceivedForBusiness(app, uid(req), req.params.id)),
  );

  r.delete(
    '/my/businesses/:id/job-applications/:job_app_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an application received',
        params: ZJobApplicationParams,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteReceived(app, uid(req), req.params.id, req.params.job_app_id);
      return ok(null, 'Job request deleted successfully');
    },
  );

  r.get(
    '/my/job-applications',
    {
      schema: {
        tags,
        security,
        summary: 'Applications I sent, with their jobs (for /my-jobs)',
        response: { 200: envelope(z.array(ZMyApplication)), ...errors },
      },
    },
    async (req) => ok(await service.listSent(app, uid(req))),
  );

  r.delete(
    '/my/job-applications/:job_app_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an application I sent',
        params: ZJobAppIdParam,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteSent(app, uid(req), req.params.job_app_id);
      return ok(null, 'Job deleted successfully');
    },
  );
}

async function adminJobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', app.requireAdmin);
  const tags = ['admin', 'jobs'];

  r.get(
    '/admin/jobs',
    {
      schema: {
        tags,
        security,
        summary: 'Every job (any state), newest first; filter by approval_status',
        querystring: ZAdminJobsQuery,
        response: { 200: envelope(listOf(ZJob)), ...errors },
      },
    },
    async (req) => ok(await service.listForAdmin(app, req.query)),
  );

  r.patch(
    '/admin/jobs/:id/approval',
    {
      schema: {
        tags,
        security,
        summary: 'Approves (1) or rejects (2, optional reason) a job; audited',
        params: ZIdParam,
        body: ZJobApprovalRequest,
        response: { 200: envelope(ZJob), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.setApproval(app, req.user!.user_id, req.params.id, req.body),
        req.body.approval_status === 1 ? 'Job approved.' : 'Job rejected.',
      ),
  );
}
