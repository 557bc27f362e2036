import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZCreditNote,
  ZDispenseCreate,
  ZExpiring,
  ZExpiringQuery,
  ZInvoiceQuery,
  ZPharmacyItem,
  ZPharmacyItemInput,
  ZPharmacyItemQuery,
  ZPharmacySettings,
  ZPharmacySettingsInput,
  ZPharmacySupplier,
  ZPharmacySupplierInput,
  ZPrescriptionQuery,
  ZPrescriptions,
  ZPurchase,
  ZPurchaseCreate,
  ZPurchaseList,
  ZPurchaseListQuery,
  ZPurchaseReject,
  ZReorder,
  ZReturnCreate,
  ZSale,
  ZSaleList,
  ZSaleListQuery,
  ZStock,
  ZStockCsvQuery,
} from '../schemas/clinic-pharmacy';

/**
 * The clinic's pharmacy (issue 21 point 4, decision 95; the `pharmacy` module). The clinic administrator keeps
 * items, suppliers and purchases and approves them (with a treasurer at Admin+Treasurer); reception runs the
 * counter and reads the reports; doctors read the stock; panchakarma and lab get 403. Always the caller's clinic:
 * another clinic's record is a 404. Money is integer paise (the CSV: rupees).
 */
const tags = ['clinic'] as const;
const errors = [400, 401, 403, 404] as const;

export const listPharmacyItems = defineEndpoint({
  method: 'GET',
  path: '/clinic/pharmacy/items',
  tags,
  access: 'staff',
  summary: "The clinic's stock items (active ones; all=1 also the retired) with the units on hand",
  query: ZPharmacyItemQuery,
  data: z.array(ZPharmacyItem),
  errors,
});

export const createPharmacyItem = defineEndpoint({
  method: 'POST',
  path: '/clinic/pharmacy/items',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: a stock item with its HSN code, GST rate, unit and reorder level',
  body: ZPharmacyItemInput,
  data: ZPharmacyItem,
  status: 201,
  errors: [...errors, 409],
});

export const updatePharmacyItem = defineEndpoint({
  method: 'PUT',
  path: '/clinic/pharmacy/items/:id',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: changes a stock item (a sale already made keeps the rate it was sold at)',
  params: ZIdParam,
  body: ZPharmacyItemInput,
  data: ZPharmacyItem,
  errors: [...errors, 409],
});

export const listPharmacySuppliers = defineEndpoint({
  method: 'GET',
  path: '/clinic/pharmacy/suppliers',
  tags,
  access: 'staff',
  summary: "Clinic administrators and treasurers: the clinic's suppliers",
  data: z.array(ZPharmacySupplier),
  errors,
});

export const createPharmacySupplier = defineEndpoint({
  method: 'POST',
  path: '/clinic/pharmacy/suppliers',
  tags,
  access: 'staff',
  summary:
    'Clinic administrators: a supplier with its GSTIN (check character verified), GST type (from the GSTIN’s state when left out) and approval level',
  body: ZPharmacySupplierInput,
  data: ZPharmacySupplier,
  status: 201,
  errors: [...errors, 409],
});

export const updatePharmacySupplier = defineEndpoint({
  method: 'PUT',
  path: '/clinic/pharmacy/suppliers/:id',
  tags,
  access: 'staff',
  summary: 'Clinic administrators: changes a supplier (purchases already received keep their approval level)',
  params: ZIdParam,
  body: ZPharmacySupplierInput,
  data: ZPharmacySupplier,
  errors: [...errors, 409],
});

export const listPurchases = defineEndpoint({
  method: 'GET',
  path: '/clinic/purchases',
  tags,
  access: 'staff',
  summary: 'Clinic administrators and treasurers: purchases, newest first, 20 a page, optionally of one status',
  query: ZPurchaseListQuery,
  data: ZPurchaseList,
  errors,
});

export const createPurchase = defineEndpoint({
  method: 'POST',
  path: '/clinic/purchases',
  tags,
  access: 'staff',
  summary:
    "Clinic administrators: a supplier's bill received in batches; it counts in stock at once (N/A) or once approved at the supplier's level. One purchase per supplier bill (409). Idempotency-Key header accepted.",
  body: ZPurchaseCreate,
  data: ZPurchase,
  status: 201,
  errors: [...errors, 409],
});

export const approvePurchase = defineEndpoint({
  method: 'POST',
  path: '/clinic/purchases/:id/approve',
  tags,
  access: 'staff',
  summary:
    'The clinic administrator approves (Admin), then a treasurer who is not that administrator (Admin+Treasurer); the last approval counts the batches in stock, once (409 for a second approval)',
  params: ZIdParam,
  data: ZPurchase,
  errors: [...errors, 409],
});

export const rejectPurchase = defineEndpoint({
  method: 'POST',
  path: '/clinic/purchases/:id/reject',
  tags,
  access: 'staff',
  summary: 'Whoever may approve it now rejects a waiting purchase with a reason; it never counts in stock',
  params: ZIdParam,
  body: ZPurchaseReject,
  data: ZPurchase,
  errors: [...errors, 409],
});

export const clinicStock = defineEndpoint({
  method: 'GET',
  path: '/clinic/stock',
  tags,
  access: 'staff',
  summary: 'Stock on hand by item with its batches, the one that expires first first (India date today)',
  data: ZStock,
  errors,
});

export const expiringStock = defineEndpoint({
  method: 'GET',
  path: '/clinic/stock/expiring',
  tags,
  access: 'staff',
  summary: 'Batches with units left that expire within `days` (90 by default), and those already expired',
  query: ZExpiringQuery,
  data: ZExpiring,
  errors,
});

export const reorderStock = defineEndpoint({
  method: 'GET',
  path: '/clinic/stock/reorder',
  tags,
  access: 'staff',
  summary: 'Active items whose unexpired units are below their reorder level',
  data: ZReorder,
  errors,
});

export const stockCsv = defineEndpoint({
  method: 'GET',
  path: '/clinic/stock.csv',
  tags,
  access: 'staff',
  summary:
    'One of the stock reports (stock, expiring, reorder) as CSV: a header row, a UTF-8 byte-order mark, rupees with two decimals',
  query: ZStockCsvQuery,
  produces: 'file',
  errors,
});

export const prescriptionsToDispense = defineEndpoint({
  method: 'GET',
  path: '/clinic/pharmacy/prescriptions',
  tags,
  access: 'staff',
  summary:
    "Reception: a patient's recent prescriptions, each line with the pharmacy item it maps to, its units on hand and the batch a sale would take",
  query: ZPrescriptionQuery,
  data: ZPrescriptions,
  errors,
});

export const createDispense = defineEndpoint({
  method: 'POST',
  path: '/clinic/dispenses',
  tags,
  access: 'staff',
  summary:
    'Reception: sells (or charges to the stay) items against a prescription or over the counter, from the batches that expire first; stock never goes negative (409 when not enough is left, nothing sold). Issues the invoice number. Idempotency-Key header accepted.',
  body: ZDispenseCreate,
  data: ZSale,
  status: 201,
  errors: [...errors, 409],
});

export const listSales = defineEndpoint({
  method: 'GET',
  path: '/clinic/sales',
  tags,
  access: 'staff',
  summary: "Reception: a day's pharmacy sales (today in India by default), newest first",
  query: ZSaleListQuery,
  data: ZSaleList,
  errors,
});

export const saleInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/sales/:id/invoice.pdf',
  tags,
  access: 'staff',
  summary: "A sale's GST invoice (or bill of supply) as PDF in English or Gujarati",
  params: ZIdParam,
  query: ZInvoiceQuery,
  produces: 'file',
  errors,
});

export const getSale = defineEndpoint({
  method: 'GET',
  path: '/clinic/sales/:id',
  tags,
  access: 'staff',
  summary: "Reception: one sale with each line's returned units and the sale's credit notes",
  params: ZIdParam,
  data: ZSale,
  errors,
});

export const createSaleReturn = defineEndpoint({
  method: 'POST',
  path: '/clinic/sales/:id/returns',
  tags,
  access: 'staff',
  summary:
    "Reception and the clinic administrator: units of a sale's lines come back within 30 days of the sale; issues the credit note (CN/…) and refunds by the sale's mode unless another is given. Never more than is still returnable (409, nothing returned); a sale charged to an in-patient stay is returned on the stay's bill (409). Units of an unexpired batch go back on its shelf; an expired batch's are written off. Idempotency-Key header accepted.",
  params: ZIdParam,
  body: ZReturnCreate,
  data: ZCreditNote,
  status: 201,
  errors: [...errors, 409],
});

export const creditNotePdf = defineEndpoint({
  method: 'GET',
  path: '/clinic/returns/:id/credit-note.pdf',
  tags,
  access: 'staff',
  summary: "A sales return's credit note as PDF in English or Gujarati, naming the original invoice",
  params: ZIdParam,
  query: ZInvoiceQuery,
  produces: 'file',
  errors,
});

export const pharmacySettings = defineEndpoint({
  method: 'GET',
  path: '/clinic/pharmacy/settings',
  tags,
  access: 'staff',
  summary: "The pharmacy's GSTIN and drug licence printed on its invoices",
  data: ZPharmacySettings,
  errors,
});

export const savePharmacySettings = defineEndpoint({
  method: 'PUT',
  path: '/clinic/pharmacy/settings',
  tags,
  access: 'staff',
  summary: "Clinic administrators: the pharmacy's GSTIN and drug licence",
  body: ZPharmacySettingsInput,
  data: ZPharmacySettings,
  errors,
});
