import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@gd/contracts/schemas/common';
import { ZPublicSettings } from '@gd/contracts/schemas/directory';
import { sendCachedJson } from '../../platform/micro-cache';
import { publicSettings } from './service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings the public pages need (site name, payment mode, support contacts)',
        response: { 200: envelope(ZPublicSettings) },
      },
    },
    async (req, reply) => sendCachedJson(app.db, req, reply, () => publicSettings(app.db)),
  );
}
