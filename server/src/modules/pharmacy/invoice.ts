import type { Db } from '../../db/sql';
import { pharmacyCreditNotePdf } from './credit-note-pdf';
import { saleOf } from './dispense-service';
import { pharmacyInvoicePdf, type InvoiceLanguage } from './invoice-pdf';
import { settings } from './items-service';
import * as link from './links';
import { creditNoteOf } from './returns-service';

/** The clinic's card and the pharmacy's own registration, printed at the head of its documents. */
async function letterhead(db: Db, clinicId: number) {
  const [clinic, own] = await Promise.all([link.clinicCard(db, clinicId), settings(db, clinicId)]);
  return {
    clinic_name: clinic.name,
    clinic_name_guj: clinic.name_guj,
    clinic_address: clinic.address,
    clinic_phone: clinic.phone,
    gstin: own.gstin,
    drug_licence: own.drug_licence,
  };
}

/** A sale's invoice PDF of the caller's clinic (another clinic's sale is a 404). */
export async function invoiceFile(db: Db, clinicId: number, saleId: number, lang: InvoiceLanguage) {
  const sale = await saleOf(db, clinicId, saleId);
  const pdf = await pharmacyInvoicePdf({ ...(await letterhead(db, clinicId)), sale }, lang);
  return { pdf, filename: `invoice-${sale.invoice_number.replace(/\//g, '-')}-${lang}.pdf` };
}

/** A sales return's credit note PDF of the caller's clinic (another clinic's is a 404). */
export async function creditNoteFile(db: Db, clinicId: number, returnId: number, lang: InvoiceLanguage) {
  const note = await creditNoteOf(db, clinicId, returnId);
  const pdf = await pharmacyCreditNotePdf({ ...(await letterhead(db, clinicId)), note }, lang);
  return { pdf, filename: `credit-note-${note.credit_note_number.replace(/\//g, '-')}-${lang}.pdf` };
}
