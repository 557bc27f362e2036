import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-pharmacy';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, staffOf } from '../clinic/guards';
import * as requests from '../requests/service';
import { isCounter, isPurchaseReader, isStockReader, only } from './access';
import * as sales from './dispense-service';
import { creditNoteFile, invoiceFile } from './invoice';
import * as masters from './items-service';
import { prescriptionsOf } from './prescriptions';
import * as purchases from './purchase-service';
import * as returns from './returns-service';
import * as stock from './stock-service';
// The pharmacy's invoices, purchases and credit notes in the clinic's accounts (registered when this module loads).
import './accounts-sources';

/**
 * Issue 21 point 4 (decision 95): the pharmacy's items, suppliers, purchases and their approval, stock and its
 * reports, the counter and the invoice, sales returns and their credit notes. Staff of the clinic only (the `staff` access guard); who may do what is
 * `access.ts` (and the approval's steps, `purchase-service.ts`).
 */
export async function pharmacyRoutes(app: FastifyInstance): Promise<void> {
  const manager = requireClinicAdmin;
  const counter = only(isCounter);
  const stockReaders = only(isStockReader);
  const purchaseReaders = only(isPurchaseReader);
  const now = () => app.clock.now();
  const file = (reply: FastifyReply, type: string, name: string, disposition: string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `${disposition}; filename="${name}"`)
      .header('cache-control', 'private, no-store');

  route(app, endpoints.pharmacySettings, async (req) => ok(await masters.settings(app.db, staffOf(req).clinicId)), {
    preHandler: counter,
  });
  route(
    app,
    endpoints.savePharmacySettings,
    async (req) => ok(await masters.saveSettings(app.db, staffOf(req).clinicId, req.body, now()), 'Saved.'),
    { preHandler: manager },
  );

  route(
    app,
    endpoints.listPharmacyItems,
    async (req) =>
      ok(await masters.listItems(app.db, staffOf(req).clinicId, req.query.q, req.query.all === '1', now())),
    { preHandler: stockReaders },
  );
  route(
    app,
    endpoints.createPharmacyItem,
    async (req, reply) => {
      reply.status(201);
      return ok(await masters.createItem(app.db, staffOf(req).clinicId, req.body, now()), 'Item added.');
    },
    { preHandler: manager },
  );
  route(
    app,
    endpoints.updatePharmacyItem,
    async (req) =>
      ok(await masters.updateItem(app.db, staffOf(req).clinicId, req.params.id, req.body, now()), 'Item saved.'),
    { preHandler: manager },
  );

  route(
    app,
    endpoints.listPharmacySuppliers,
    async (req) => ok(await masters.listSuppliers(app.db, staffOf(req).clinicId)),
    {
      preHandler: purchaseReaders,
    },
  );
  route(
    app,
    endpoints.createPharmacySupplier,
    async (req, reply) => {
      reply.status(201);
      return ok(await masters.createSupplier(app.db, staffOf(req).clinicId, req.body, now()), 'Supplier added.');
    },
    { preHandler: manager },
  );
  route(
    app,
    endpoints.updatePharmacySupplier,
    async (req) =>
      ok(
        await masters.updateSupplier(app.db, staffOf(req).clinicId, req.params.id, req.body, now()),
        'Supplier saved.',
      ),
    { preHandler: manager },
  );

  route(
    app,
    endpoints.listPurchases,
    async (req) => ok(await purchases.listPurchases(app.db, staffOf(req), req.query)),
    {
      preHandler: purchaseReaders,
    },
  );
  route(
    app,
    endpoints.createPurchase,
    async (req, reply) => {
      const { result, replayed } = await purchases.createPurchase(
        app.db,
        staffOf(req),
        req.body,
        requests.keyOf(req.headers),
        now(),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return ok(result, 'Purchase received.');
    },
    { preHandler: manager },
  );
  route(
    app,
    endpoints.approvePurchase,
    async (req) => ok(await purchases.approvePurchase(app.db, staffOf(req), req.params.id, now()), 'Approved.'),
    { preHandler: purchaseReaders },
  );
  route(
    app,
    endpoints.rejectPurchase,
    async (req) =>
      ok(await purchases.rejectPurchase(app.db, staffOf(req), req.params.id, req.body.reason, now()), 'Rejected.'),
    { preHandler: purchaseReaders },
  );

  route(app, endpoints.clinicStock, async (req) => ok(await stock.stockOnHand(app.db, staffOf(req).clinicId, now())), {
    preHandler: stockReaders,
  });
  route(
    app,
    endpoints.expiringStock,
    async (req) => ok(await stock.expiring(app.db, staffOf(req).clinicId, req.query.days, now())),
    { preHandler: stockReaders },
  );
  route(app, endpoints.reorderStock, async (req) => ok(await stock.reorder(app.db, staffOf(req).clinicId, now())), {
    preHandler: stockReaders,
  });
  route(
    app,
    endpoints.stockCsv,
    async (req, reply) => {
      const out = await stock.reportCsv(app.db, staffOf(req).clinicId, req.query.report, req.query.days, now());
      return file(reply, 'text/csv; charset=utf-8', out.filename, 'attachment').send(out.csv);
    },
    { preHandler: counter },
  );

  route(
    app,
    endpoints.prescriptionsToDispense,
    async (req) => ok(await prescriptionsOf(app.db, staffOf(req).clinicId, req.query.patient_id, now())),
    { preHandler: counter },
  );
  route(
    app,
    endpoints.createDispense,
    async (req, reply) => {
      const { result, replayed } = await sales.dispense(
        app.db,
        staffOf(req),
        req.body,
        requests.keyOf(req.headers),
        now(),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return ok(result, 'Sold.');
    },
    { preHandler: counter },
  );
  route(
    app,
    endpoints.listSales,
    async (req) => ok(await sales.salesOfDay(app.db, staffOf(req).clinicId, req.query.date, now())),
    { preHandler: counter },
  );
  route(
    app,
    endpoints.saleInvoicePdf,
    async (req, reply) => {
      const out = await invoiceFile(app.db, staffOf(req).clinicId, req.params.id, req.query.lang);
      return file(reply, 'application/pdf', out.filename, 'inline').send(out.pdf);
    },
    { preHandler: counter },
  );
  route(app, endpoints.getSale, async (req) => ok(await sales.saleOf(app.db, staffOf(req).clinicId, req.params.id)), {
    preHandler: counter,
  });
  route(
    app,
    endpoints.createSaleReturn,
    async (req, reply) => {
      const { result, replayed } = await returns.createReturn(
        app.db,
        staffOf(req),
        req.params.id,
        req.body,
        requests.keyOf(req.headers),
        now(),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(201);
      return ok(result, 'Returned.');
    },
    { preHandler: counter },
  );
  route(
    app,
    endpoints.creditNotePdf,
    async (req, reply) => {
      const out = await creditNoteFile(app.db, staffOf(req).clinicId, req.params.id, req.query.lang);
      return file(reply, 'application/pdf', out.filename, 'inline').send(out.pdf);
    },
    { preHandler: counter },
  );
}
