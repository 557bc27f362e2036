import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/settings';
import { sendCachedJson } from '../../platform/micro-cache';
import { route } from '../../platform/route';
import { publicSettings } from './service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getPublicSettings, (req, reply) =>
    sendCachedJson(app.db, req, reply, () => publicSettings(app.db)),
  );
}
