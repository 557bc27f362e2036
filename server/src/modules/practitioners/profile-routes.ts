import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/practitioner-profile';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import * as files from './profile-files';
import * as service from './profile-service';
import { practitionerIdOf } from './service';

/** Decision 65: the practitioner's own profile sections, uploads and verification; the private proof document. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const documents = app.privateFiles;
  const ctx = () => ({ db: app.db, storage: app.storage, files: documents, now: app.clock.now() });
  const pid = (req: { practitionerId: number | null }) => req.practitionerId!;
  const uploads = limit(app, 'practitioner-uploads', {
    max: 60,
    timeWindow: '1 hour',
    key: (req) => String(req.user?.user_id),
  });

  route(app, endpoints.getMyProfile, async (req) => ok(await service.myProfile(app.db, pid(req))));

  route(app, endpoints.getProfileOptions, async () => ok(await service.profileOptions(app.db)));

  route(app, endpoints.saveProfessional, async (req) =>
    ok(await service.saveProfessional(app.db, pid(req), req.body, app.clock.now()), 'Your profile is saved.'),
  );

  route(app, endpoints.savePersonal, async (req) =>
    ok(await service.savePersonal(app.db, pid(req), req.body, app.clock.now()), 'Your profile is saved.'),
  );

  route(app, endpoints.saveLocations, async (req) =>
    ok(await service.saveLocations(app.db, pid(req), req.body, app.clock.now()), 'Your locations are saved.'),
  );

  route(
    app,
    endpoints.uploadProfilePhoto,
    async (req) => ok(await files.uploadPhoto(ctx(), pid(req), await readForm(req)), 'Your photo is saved.'),
    { preHandler: uploads },
  );

  route(
    app,
    endpoints.addProfileMedia,
    async (req) => ok(await files.addMedia(ctx(), pid(req), await readForm(req)), 'The image is added.'),
    { preHandler: uploads },
  );

  route(app, endpoints.deleteProfileMedia, async (req) => {
    await files.deleteMedia(ctx(), pid(req), req.params.id);
    return ok(null, 'The image is removed.');
  });

  route(
    app,
    endpoints.submitVerification,
    async (req) =>
      ok(
        await files.submitVerification({ ...ctx(), userId: req.user!.user_id }, pid(req), await readForm(req)),
        'Your documents are submitted for verification.',
      ),
    { preHandler: uploads },
  );

  route(app, endpoints.getVerificationDocument, async (req, reply) => {
    const user = req.user!;
    const admin = user.user_type === 'admin';
    const practitionerId =
      !admin && user.user_type === 'practitioner' ? await practitionerIdOf(app.db, user.user_id) : null;
    const file = await files.documentFile({ db: app.db, files: documents }, { admin, practitionerId }, req.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
