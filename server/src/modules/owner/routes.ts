import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/owner';
import * as galleryEndpoints from '@gd/contracts/endpoints/gallery';
import { getBusinessInsights } from '@gd/contracts/endpoints/insights';
import { listOwnerReviews } from '@gd/contracts/endpoints/owner-reviews';
import * as productEndpoints from '@gd/contracts/endpoints/products';
import { STEP_SCHEMAS } from '@gd/contracts/schemas/owner';
import { ok } from '../../platform/envelope';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import * as requests from '../requests/service';
import * as dashboard from './dashboard';
import * as gallery from './gallery';
import { insights } from './insights';
import { ownerReviews } from './reviews';
import * as media from './media';
import * as service from './service';

/** The owner workspace: every route needs a login (the endpoints' `user` access) and answers 404 for another owner's records. */
export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  route(app, endpoints.listMyBusinesses, async (req) => ok(await service.listMine(app, uid(req))));

  route(app, endpoints.addBusiness, async (req, reply) => {
    const added = await service.addBusiness(app, req.user!, req.body, requests.keyOf(req.headers));
    if (added.replayed) reply.header('idempotent-replayed', 'true');
    return ok(added.result, 'Business added successfully!');
  });

  route(app, endpoints.startBusinessFromWizard, async (req) =>
    ok(await service.startFromWizard(app, req.user!, req.body), 'Step 1 saved successfully'),
  );

  route(app, endpoints.getBusinessEdit, async (req) => ok(await service.getForEdit(app, uid(req), req.params.id)));

  route(app, endpoints.deleteBusiness, async (req) => {
    await service.deleteBusiness(app, uid(req), req.params.id);
    return ok(null, 'Business deleted successfully!');
  });

  route(app, endpoints.saveWizardStep, async (req) => {
    const { id, step } = req.params;
    const parsed = STEP_SCHEMAS[step as keyof typeof STEP_SCHEMAS].safeParse(req.body ?? {});
    if (!parsed.success) {
      throw new AppError(
        400,
        'VALIDATION',
        `Step ${step} failed. Please try again.`,
        zodFieldErrors(parsed.error.issues),
      );
    }
    const edit = await service.saveStep(app, uid(req), id, step, parsed.data as service.StepBody);
    return ok(edit, step === 6 ? 'Business details updated successfully!' : `Step ${step} saved successfully`);
  });

  route(app, endpoints.updateServices, async (req) =>
    ok(await service.updateServices(app, uid(req), req.params.id, req.body), 'Services updated successfully!'),
  );

  route(app, endpoints.uploadLogo, async (req) =>
    ok(
      await media.uploadLogo(app, uid(req), req.params.id, await readForm(req)),
      'Business logo uploaded successfully!',
    ),
  );

  route(app, endpoints.addGalleryPhoto, async (req) =>
    ok(await media.addPhoto(app, uid(req), req.params.id, await readForm(req)), 'Gallery image uploaded successfully!'),
  );

  route(app, endpoints.deleteGalleryPhoto, async (req) => {
    await media.deletePhoto(app, uid(req), req.params.id, req.params.photo_id);
    return ok(null, 'Image deleted successfully!');
  });

  route(app, galleryEndpoints.setGalleryOrder, async (req) =>
    ok(await gallery.setOrder(app, uid(req), req.params.id, req.body.photo_ids), 'Your record is saved!'),
  );

  route(app, galleryEndpoints.setGalleryCover, async (req) =>
    ok(await gallery.setCover(app, uid(req), req.params.id, req.params.photo_id), 'Your record is saved!'),
  );

  route(app, galleryEndpoints.setPhotoCaption, async (req) =>
    ok(
      await gallery.setCaption(app, uid(req), req.params.id, req.params.photo_id, req.body.caption),
      'Your record is saved!',
    ),
  );

  route(app, endpoints.getBusinessStats, async (req) => ok(await dashboard.stats(app, uid(req), req.params.id)));

  route(app, listOwnerReviews, async (req) => ok(await ownerReviews(app, uid(req), req.params.id, req.query)));

  route(app, getBusinessInsights, async (req) => ok(await insights(app, uid(req), req.params.id, req.query.days)));

  route(app, endpoints.listReceivedInquiries, async (req) =>
    ok(await dashboard.listInquiries(app, uid(req), req.params.id)),
  );

  route(app, endpoints.deleteReceivedInquiry, async (req) => {
    await dashboard.deleteInquiry(app, uid(req), req.params.id, req.params.inquiry_id);
    return ok(null, 'Inquiry deleted successfully');
  });

  route(app, endpoints.listSentInquiries, async (req) => ok(await dashboard.listSentInquiries(app, uid(req))));

  // ---- products ----

  route(app, productEndpoints.listProducts, async (req) =>
    ok(await dashboard.listProducts(app, uid(req), req.params.id)),
  );

  route(app, productEndpoints.createProduct, async (req) =>
    ok(
      await dashboard.createProduct(app, uid(req), req.params.id, await readForm(req)),
      'Product created successfully!',
    ),
  );

  route(app, productEndpoints.getProduct, async (req) =>
    ok(await dashboard.getProduct(app, uid(req), req.params.id, req.params.product_id)),
  );

  route(app, productEndpoints.updateProduct, async (req) =>
    ok(
      await dashboard.updateProduct(app, uid(req), req.params.id, req.params.product_id, await readForm(req)),
      'Product updated successfully!',
    ),
  );

  route(app, productEndpoints.setProductActive, async (req) =>
    ok(
      await dashboard.setProductActive(app, uid(req), req.params.id, req.params.product_id, req.body.is_active === 1),
      'Product updated successfully!',
    ),
  );

  route(app, productEndpoints.deleteProduct, async (req) => {
    await dashboard.deleteProduct(app, uid(req), req.params.id, req.params.product_id);
    return ok(null, 'Product deleted successfully!');
  });

  route(app, productEndpoints.deleteProductImage, async (req) =>
    ok(
      await dashboard.deleteProductImage(app, uid(req), req.params.id, req.params.product_id),
      'Image deleted successfully!',
    ),
  );
}
