import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { sendCachedJson } from '../../platform/micro-cache';
import { route } from '../../platform/route';
import * as service from './service';

const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

/** The jobs board (issue 6): public list, view and apply; the owner's jobs and applications; admin moderation. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  // ---- public ----
  route(app, endpoints.listJobs, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.listPublic(app, req.query)),
  );
  route(app, endpoints.getJob, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.getPublic(app, req.params.id)),
  );
  route(app, endpoints.listJobCategories, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => service.listCategories(app)),
  );
  route(
    app,
    endpoints.applyForJob,
    async (req) =>
      ok(await service.apply(app, uid(req), req.params.id, req.body), 'Application submitted successfully!'),
    {
      preHandler: limit(app, 'job-apply', {
        max: 20,
        timeWindow: '1 hour',
        key: (req) => String(req.user?.user_id ?? req.ip),
      }),
    },
  );

  // ---- the owner's jobs and applications ----
  route(app, endpoints.listAllMyJobs, async (req) => ok(await service.listAllOwned(app, uid(req))));
  route(app, endpoints.listAllReceivedApplications, async (req) => ok(await service.listAllReceived(app, uid(req))));
  route(app, endpoints.listBusinessJobs, async (req) =>
    ok(await service.listForBusiness(app, uid(req), req.params.id)),
  );
  route(app, endpoints.createJob, async (req) =>
    ok(await service.create(app, uid(req), req.params.id, req.body), 'Job created successfully!'),
  );
  route(app, endpoints.getMyJob, async (req) =>
    ok(await service.getOwned(app, uid(req), req.params.id, req.params.job_id)),
  );
  route(app, endpoints.updateJob, async (req) =>
    ok(await service.update(app, uid(req), req.params.id, req.params.job_id, req.body), 'Job updated successfully!'),
  );
  route(app, endpoints.deleteJob, async (req) => {
    await service.remove(app, uid(req), req.params.id, req.params.job_id);
    return ok(null, 'Job deleted successfully!');
  });
  route(app, endpoints.listBusinessApplications, async (req) =>
    ok(await service.listReceivedForBusiness(app, uid(req), req.params.id)),
  );
  route(app, endpoints.deleteReceivedApplication, async (req) => {
    await service.deleteReceived(app, uid(req), req.params.id, req.params.job_app_id);
    return ok(null, 'Job request deleted successfully');
  });
  route(app, endpoints.listMyApplications, async (req) => ok(await service.listSent(app, uid(req))));
  route(app, endpoints.deleteMyApplication, async (req) => {
    await service.deleteSent(app, uid(req), req.params.job_app_id);
    return ok(null, 'Job deleted successfully');
  });

  // ---- admin ----
  route(app, endpoints.listAdminJobs, async (req) => ok(await service.listForAdmin(app, req.query)));
  route(app, endpoints.setJobApproval, async (req) =>
    ok(
      await service.setApproval(app, uid(req), req.params.id, req.body),
      req.body.approval_status === 1 ? 'Job approved.' : 'Job rejected.',
    ),
  );
}
