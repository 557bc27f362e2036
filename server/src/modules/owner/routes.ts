import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope, ZIdParam } from '@gd/contracts/schemas/common';
import {
  STEP_SCHEMAS,
  ZAddBusinessRequest,
  ZBusinessEdit,
  ZBusinessStats,
  ZMyBusiness,
  ZPhoto,
  ZProduct,
  ZReceivedInquiry,
  ZSentInquiry,
  ZServicesRequest,
  ZStep1,
  ZStepParams,
} from '@gd/contracts/schemas/owner';
import { ok } from '../../platform/envelope';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { readForm } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const empty = envelope(z.null());
const id = (name: string) => z.coerce.number().int().positive().describe(name);
const ZPhotoParams = ZIdParam.extend({ photo_id: id('photo_id') });
const ZInquiryParams = ZIdParam.extend({ inquiry_id: id('inquiry_id') });
const ZProductParams = ZIdParam.extend({ product_id: id('product_id') });
const multipart = { consumes: ['multipart/form-data'] };

/** The owner workspace: every route needs a login and answers 404 for another owner's records. */
export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', app.requireUser);
  const tags = ['owner'];
  const security = [{ bearerAuth: [] }];
  const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  r.get(
    '/my/businesses',
    {
      schema: {
        tags,
        security,
        summary: 'My businesses with approval state and completeness',
        response: { 200: envelope(z.array(ZMyBusiness)), ...errors },
      },
    },
    async (req) => ok(await service.listMine(app, uid(req))),
  );

  r.post(
    '/my/businesses',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a business (category and name)',
        body: ZAddBusinessRequest,
        response: { 200: envelope(z.object({ business_id: z.number().int() })), ...errors },
      },
    },
    async (req) => ok(await service.addBusiness(app, req.user!, req.body), 'Business added successfully!'),
  );

  r.post(
    '/my/businesses/wizard',
    {
      schema: {
        tags,
        security,
        summary: 'Starts a new business from the wizard’s first step (decision 3)',
        body: ZStep1,
        response: { 200: envelope(ZBusinessEdit), ...errors },
      },
    },
    async (req) => ok(await service.startFromWizard(app, req.user!, req.body), 'Step 1 saved successfully'),
  );

  r.get(
    '/my/businesses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'My business as the wizard edits it',
        params: ZIdParam,
        response: { 200: envelope(ZBusinessEdit), ...errors },
      },
    },
    async (req) => ok(await service.getForEdit(app, uid(req), req.params.id)),
  );

  r.delete(
    '/my/businesses/:id',
    {
      schema: { tags, security, summary: 'Deletes my business', params: ZIdParam, response: { 200: empty, ...errors } },
    },
    async (req) => {
      await service.deleteBusiness(app, uid(req), req.params.id);
      return ok(null, 'Business deleted successfully!');
    },
  );

  r.put(
    '/my/businesses/:id/steps/:step',
    {
      schema: {
        tags,
        security,
        summary: 'Saves one wizard step (body per step: see STEP_SCHEMAS)',
        params: ZStepParams,
        response: { 200: envelope(ZBusinessEdit), ...errors },
      },
    },
    async (req) => {
      const schema = STEP_SCHEMAS[req.params.step as keyof typeof STEP_SCHEMAS];
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) {
        throw new AppError(
          400,
          'VALIDATION',
          `Step ${req.params.step} failed. Please try again.`,
          zodFieldErrors(parsed.error.issues),
        );
      }
      const edit = await service.saveStep(
        app,
        uid(req),
        req.params.id,
        req.params.step,
        parsed.data as service.StepBody,
      );
      const message =
        req.params.step === 6 ? 'Business details updated successfully!' : `Step ${req.params.step} saved successfully`;
      return ok(edit, message);
    },
  );

  r.put(
    '/my/businesses/:id/services',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the services (master ids and custom names)',
        params: ZIdParam,
        body: ZServicesRequest,
        response: { 200: envelope(ZBusinessEdit), ...errors },
      },
    },
    async (req) =>
      ok(await service.updateServices(app, uid(req), req.params.id, req.body), 'Services updated successfully!'),
  );

  r.post(
    '/my/businesses/:id/logo',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Uploads the logo (PNG, JPG, GIF or WebP, ≤ 5 MB, ≤ 40 MP)',
        params: ZIdParam,
        response: { 200: envelope(z.object({ business_logo: z.string() })), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.uploadLogo(app, uid(req), req.params.id, await readForm(req)),
        'Business logo uploaded successfully!',
      ),
  );

  r.post(
    '/my/businesses/:id/gallery',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Adds a gallery photo',
        params: ZIdParam,
        response: { 200: envelope(ZPhoto), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.addPhoto(app, uid(req), req.params.id, await readForm(req)),
        'Gallery image uploaded successfully!',
      ),
  );

  r.delete(
    '/my/businesses/:id/gallery/:photo_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a gallery photo',
        params: ZPhotoParams,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deletePhoto(app, uid(req), req.params.id, req.params.photo_id);
      return ok(null, 'Image deleted successfully!');
    },
  );

  r.get(
    '/my/businesses/:id/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Totals and the last 30 days of views and inquiries',
        params: ZIdParam,
        response: { 200: envelope(ZBusinessStats), ...errors },
      },
    },
    async (req) => ok(await service.stats(app, uid(req), req.params.id)),
  );

  r.get(
    '/my/businesses/:id/inquiries',
    {
      schema: {
        tags,
        security,
        summary: 'Inquiries received, newest first',
        params: ZIdParam,
        response: { 200: envelope(z.array(ZReceivedInquiry)), ...errors },
      },
    },
    async (req) => ok(await service.listInquiries(app, uid(req), req.params.id)),
  );

  r.delete(
    '/my/businesses/:id/inquiries/:inquiry_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an inquiry received (decision 9)',
        params: ZInquiryParams,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteInquiry(app, uid(req), req.params.id, req.params.inquiry_id);
      return ok(null, 'Inquiry deleted successfully');
    },
  );

  r.get(
    '/my/businesses/:id/products',
    {
      schema: {
        tags,
        security,
        summary: 'Products (active and inactive)',
        params: ZIdParam,
        response: { 200: envelope(z.array(ZProduct)), ...errors },
      },
    },
    async (req) => ok(await service.listProducts(app, uid(req), req.params.id)),
  );

  r.post(
    '/my/businesses/:id/products',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Adds a product (fields + image file, required)',
        params: ZIdParam,
        response: { 200: envelope(ZProduct), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.createProduct(app, uid(req), req.params.id, await readForm(req)),
        'Product created successfully!',
      ),
  );

  r.get(
    '/my/businesses/:id/products/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'One product',
        params: ZProductParams,
        response: { 200: envelope(ZProduct), ...errors },
      },
    },
    async (req) => ok(await service.getProduct(app, uid(req), req.params.id, req.params.product_id)),
  );

  r.put(
    '/my/businesses/:id/products/:product_id',
    {
      schema: {
        tags,
        security,
        ...multipart,
        summary: 'Updates a product (fields + optional new image)',
        params: ZProductParams,
        response: { 200: envelope(ZProduct), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.updateProduct(app, uid(req), req.params.id, req.params.product_id, await readForm(req)),
        'Product updated successfully!',
      ),
  );

  r.patch(
    '/my/businesses/:id/products/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'Switches a product active or inactive (only active products are public)',
        params: ZProductParams,
        body: z.object({ is_active: z.union([z.literal(0), z.literal(1)]) }).strict(),
        response: { 200: envelope(ZProduct), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.setProductActive(app, uid(req), req.params.id, req.params.product_id, req.body.is_active === 1),
        'Product updated successfully!',
      ),
  );

  r.delete(
    '/my/businesses/:id/products/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a product',
        params: ZProductParams,
        response: { 200: empty, ...errors },
      },
    },
    async (req) => {
      await service.deleteProduct(app, uid(req), req.params.id, req.params.product_id);
      return ok(null, 'Product deleted successfully!');
    },
  );

  r.delete(
    '/my/businesses/:id/products/:product_id/image',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a product’s image',
        params: ZProductParams,
        response: { 200: envelope(ZProduct), ...errors },
      },
    },
    async (req) =>
      ok(
        await service.deleteProductImage(app, uid(req), req.params.id, req.params.product_id),
        'Image deleted successfully!',
      ),
  );

  r.get(
    '/my/requests',
    {
      schema: {
        tags,
        security,
        summary: 'Inquiries I sent, newest first (decision 25)',
        response: { 200: envelope(z.array(ZSentInquiry)), ...errors },
      },
    },
    async (req) => ok(await service.listSentInquiries(app, uid(req))),
  );
}
