import { ACCOUNT_SERIES, SALE_PAYMENT } from '@gd/contracts/codes';
import { registerDocumentSource } from '../../platform/clinic-documents';
import { creditNoteLabel, invoiceLabel } from './dispense-service';
import * as link from './links';
import * as repo from './repo';
import * as returns from './returns-repo';
import * as stock from './stock-repo';

/**
 * The pharmacy's documents in the clinic's accounts (decision 99): its sale invoices (money in, settled at the
 * counter; one charged to an in-patient stay is carried by the stay's bill, which charges its lines), its
 * approved purchases under the clinic's voucher number (money out, owed to the supplier) and the credit notes of
 * its sales returns (money out, refunded by their mode).
 */

export const voucherLabel = (financialYear: string, no: number) =>
  `PUR/${financialYear}/${String(no).padStart(4, '0')}`;

registerDocumentSource(ACCOUNT_SERIES.PHARMACY_INVOICE, async (db, { clinicId, from, to }) => {
  const sales = await stock.salesBetween(db, clinicId, from, to);
  const patients = await link.patientsById(
    db,
    clinicId,
    sales.flatMap((s) => (s.patient_id === null ? [] : [Number(s.patient_id)])),
  );
  return sales.map((s) => {
    const patient = s.patient_id === null ? undefined : patients.get(Number(s.patient_id));
    const toStay = Number(s.payment) === SALE_PAYMENT.TO_STAY;
    return {
      series: ACCOUNT_SERIES.PHARMACY_INVOICE,
      financial_year: s.financial_year,
      number: Number(s.invoice_no),
      label: invoiceLabel(s.financial_year, Number(s.invoice_no)),
      date: s.invoice_date,
      party: patient?.name ?? s.customer_name ?? '',
      party_guj: patient?.name_guj ?? null,
      direction: 'in' as const,
      amount: Number(s.total),
      payments: toStay ? [] : [{ payment_mode: Number(s.payment), amount: Number(s.total) }],
      carried: toStay,
      source_id: Number(s.sale_id),
    };
  });
});

registerDocumentSource(ACCOUNT_SERIES.PHARMACY_PURCHASE, async (db, { clinicId, from, to }) => {
  const vouchers = await repo.vouchersBetween(db, clinicId, from, to);
  return vouchers.map((v) => ({
    series: ACCOUNT_SERIES.PHARMACY_PURCHASE,
    financial_year: v.voucher_year!,
    number: Number(v.voucher_no),
    label: voucherLabel(v.voucher_year!, Number(v.voucher_no)),
    date: v.voucher_date!,
    party: `${v.name} (${v.invoice_no})`,
    party_guj: null,
    direction: 'out' as const,
    amount: Number(v.total_cost),
    payments: [],
    carried: false,
    source_id: Number(v.purchase_id),
  }));
});

registerDocumentSource(ACCOUNT_SERIES.PHARMACY_CREDIT_NOTE, async (db, { clinicId, from, to }) => {
  const notes = await returns.returnsBetween(db, clinicId, from, to);
  const patients = await link.patientsById(
    db,
    clinicId,
    notes.flatMap((n) => (n.patient_id === null ? [] : [Number(n.patient_id)])),
  );
  return notes.map((n) => {
    const patient = n.patient_id === null ? undefined : patients.get(Number(n.patient_id));
    const invoice = invoiceLabel(n.invoice_year, Number(n.invoice_no));
    const party = patient?.name ?? n.customer_name ?? '';
    return {
      series: ACCOUNT_SERIES.PHARMACY_CREDIT_NOTE,
      financial_year: n.financial_year,
      number: Number(n.credit_note_no),
      label: creditNoteLabel(n.financial_year, Number(n.credit_note_no)),
      date: n.return_date,
      party: party ? `${party} (${invoice})` : invoice,
      party_guj: patient?.name_guj ? `${patient.name_guj} (${invoice})` : null,
      direction: 'out' as const,
      amount: Number(n.total),
      payments: [{ payment_mode: Number(n.refund_mode), amount: Number(n.total) }],
      carried: false,
      source_id: Number(n.return_id),
    };
  });
});
