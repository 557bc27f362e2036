import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { installZodMessageKeys } from '@gd/contracts/zod-messages';
import { trustProxyOption, type Config } from './config';
import type { Database } from './db/connection';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contacts/routes';
import { billingAdminRoutes, billingRoutes } from './modules/billing/routes';
import { planNoticeJob } from './modules/billing/expiry';
import { directoryRoutes } from './modules/directory/routes';
import { businessReviewRoutes } from './modules/directory/review-routes';
import { eventRoutes } from './modules/events/routes';
import { inquiryRoutes } from './modules/inquiries/routes';
import { jobRoutes } from './modules/jobs/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { offerRoutes } from './modules/offers/routes';
import { ownerRoutes } from './modules/owner/routes';
import { practitionerRoutes } from './modules/practitioners/routes';
import { recordRoutes } from './modules/records/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { injectHead } from './modules/seo/html';
import { pageFor, seoRoutes } from './modules/seo/routes';
import { countCachedPageViews, ViewCounter } from './modules/directory/views';
import { settingsRoutes } from './modules/settings/routes';
import { systemRoutes } from './modules/system/routes';
import { registerAuthGuards } from './modules/auth/guards';
import { registerClinicGuards } from './modules/clinic/guards';
import { clinicRoutes } from './modules/clinic/routes';
import { appointmentRoutes } from './modules/opd/appointments-routes';
import { daybookRoutes } from './modules/opd/daybook-routes';
import { accountsRoutes } from './modules/accounts/routes';
import { opdRoutes } from './modules/opd/routes';
import { consultRoutes } from './modules/consult/routes';
import { pharmacyRoutes } from './modules/pharmacy/routes';
import { wardRoutes } from './modules/ward/routes';
import { therapyRoutes } from './modules/therapy/routes';
import { labRoutes } from './modules/lab/routes';
import { type Clock, registerTestClock, systemClock } from './platform/clock';
import { startChangeBus } from './platform/change-bus';
import { registerErrorHandling } from './platform/errors';
import { createMailer, type Mailer } from './platform/mail';
import { registerMetrics } from './platform/metrics';
import { registerApiDocs, registerOpenApi } from './platform/openapi';
import { registerRouteTable } from './platform/route-table';
import { registerRateLimit, registerSecurityHeaders } from './platform/security';
import { registerWebAndUploads } from './platform/spa';
import { injectAppOnce, loadAppRenderer } from './platform/ssr';
import { fileStoresFor, registerBucketUploads } from './platform/s3-storage';
import { registerTextGuard } from './platform/text-guard';
import { registerMultipart } from './platform/uploads';
import './platform/types';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  mailer?: Mailer;
}

/** JSON bodies above this answer 413; file uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Every API module, mounted under /api. A new module adds one line here. */
const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  settingsRoutes,
  authRoutes,
  directoryRoutes,
  businessReviewRoutes,
  inquiryRoutes,
  reviewRoutes,
  ownerRoutes,
  adminRoutes,
  jobRoutes,
  eventRoutes,
  offerRoutes,
  contactRoutes,
  recordRoutes,
  practitionerRoutes,
  billingRoutes,
  billingAdminRoutes,
  notificationRoutes,
  clinicRoutes,
  opdRoutes,
  consultRoutes,
  therapyRoutes,
  labRoutes,
  daybookRoutes,
  accountsRoutes,
  appointmentRoutes,
  pharmacyRoutes,
  wardRoutes,
  planNoticeJob,
];

export async function buildApp({ config, database, logger, clock, mailer }: AppDeps): Promise<FastifyInstance> {
  installZodMessageKeys();
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
  });
  // Every answer names its request id, so a user's report can be matched to the log line (5xx envelopes carry it too).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // The browser suite's server lets a test's requests move the clock (TEST_CLOCK_HEADER); no other server does.
  app.decorate('clock', clock ?? (config.TEST_CLOCK_HEADER ? registerTestClock(app) : systemClock()));
  if (config.TEST_CLOCK_HEADER) app.log.warn('TEST_CLOCK_HEADER is on: every request may move the clock for itself');
  app.decorate('mailer', mailer ?? createMailer(config));
  // Uploads and private files: under DATA_DIR, or in the bucket when S3_* is set (every process then serves all).
  const files = fileStoresFor(config);
  app.decorate('storage', files.storage);
  app.decorate('privateFiles', files.privateFiles);
  const views = new ViewCounter(database.db, app.log, undefined, database.writer);
  app.decorate('views', views);
  app.addHook('onClose', () => views.close());
  // Other processes on this database hear of every public change (ADR 0008); this one hears of theirs.
  const changeBus = await startChangeBus(config, database, app.log);
  app.decorate('changeBus', changeBus);
  app.addHook('onClose', () => changeBus.close());
  registerAuthGuards(app);
  registerClinicGuards(app);
  registerRouteTable(app);
  registerMetrics(app);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerRateLimit(api, config);
      await registerMultipart(api);
      registerTextGuard(api);
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );

  await registerApiDocs(app);
  await app.register(seoRoutes);
  const appRenderer = await loadAppRenderer(app, config.WEB_DIST, { onCachedVisit: countCachedPageViews(app) });
  if (files.bucket) await registerBucketUploads(app, files.bucket);
  await registerWebAndUploads(app, {
    webDist: config.WEB_DIST,
    uploadsDir: files.bucket ? null : path.join(config.DATA_DIR, 'uploads'),
    // Pages search engines index get their own head; the public discovery pages also their HTML (server rendering).
    renderPage: (req, urlPath, search) =>
      pageFor(app, req, urlPath, search)?.then(async (p) => {
        if ('redirect' in p) return p;
        const rendered = p.status === 200 ? await appRenderer?.render(req, urlPath, search) : null;
        return {
          status: p.status,
          html: (template: string) => {
            const page = injectHead(template, p.head);
            return rendered ? injectAppOnce(page, rendered) : page;
          },
        };
      }) ?? null,
  });
  return app;
}
