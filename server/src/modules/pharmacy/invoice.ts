import type { Db } from '../../db/sql';
import { saleOf } from './dispense-service';
import { pharmacyInvoicePdf, type InvoiceLanguage } from './invoice-pdf';
import { settings } from './items-service';
import * as link from './links';

/** A sale's invoice PDF of the caller's clinic (another clinic's sale is a 404). */
export async function invoiceFile(db: Db, clinicId: number, saleId: number, lang: InvoiceLanguage) {
  const sale = await saleOf(db, clinicId, saleId);
  const [clinic, own] = await Promise.all([link.clinicCard(db, clinicId), settings(db, clinicId)]);
  const pdf = await pharmacyInvoicePdf(
    {
      clinic_name: clinic.name,
      clinic_name_guj: clinic.name_guj,
      clinic_address: clinic.address,
      clinic_phone: clinic.phone,
      gstin: own.gstin,
      drug_licence: own.drug_licence,
      sale,
    },
    lang,
  );
  return { pdf, filename: `invoice-${sale.invoice_number.replace(/\//g, '-')}-${lang}.pdf` };
}
