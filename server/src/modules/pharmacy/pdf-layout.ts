import { text } from '../../platform/pdf';
import { summaryByRate } from './gst';

/**
 * The layout the pharmacy's A4 documents share (decision 95): the sale's invoice (`invoice-pdf.ts`) and the sales
 * return's credit note (`credit-note-pdf.ts`) — paragraphs, rules, rows of cells with the amounts right-aligned, the
 * totals with the ₹ sign, a page added when the next block does not fit; rupees and dates as India writes them.
 */
export type DocumentLanguage = 'en' | 'gu';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `money(12345600)` → "1,23,456.00" (the ₹ sign goes on the totals). */
export const money = (paise: number) => rupees.format(paise / 100);
export const percent = (bp: number) => `${bp / 100}%`;
/** '2026-11-05' → '05-11-2026' */
export const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');
/** A batch's expiry as printed on the lines: '11/2026'. */
export const monthYear = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The clinic's heading of a pharmacy document: name, address and phone, GSTIN and drug licence. */
export interface Letterhead {
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  clinic_phone: string | null;
  gstin: string | null;
  drug_licence: string | null;
}

/** Who bought: a registered patient (with the case number) or a counter customer. */
export interface Party {
  patient_name: string | null;
  patient_name_guj: string | null;
  case_no: string | null;
  customer_name: string | null;
}

/** A line of a sale or of its return, as both documents print it. */
export interface PrintedLine {
  name: string;
  name_guj: string | null;
  hsn_code: string;
  batch_no: string;
  expiry_date: string;
  quantity: number;
  mrp: number;
  gst_rate_bp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  amount: number;
}

/** The words the shared blocks print, in the document's language. */
export interface SharedLabels {
  gstin: string;
  licence: string;
  patient: string;
  case: string;
  customer: string;
  walkIn: string;
  cols: string[];
  exempt: string;
  summary: string;
  rate: string;
  taxable: string;
  exemptValue: string;
}

/** A document's totals in paise, as the GST summary and the totals below it print them. */
export interface PrintedTotals {
  taxable: number;
  exempt: number;
  cgst: number;
  sgst: number;
  total: number;
}

/** Column widths of the lines' table (A4, 40 pt margins: 515 pt). */
const LINE_WIDTHS = [16, 124, 64, 28, 50, 30, 56, 42, 42, 63];

export function pdfLayout(doc: PDFKit.PDFDocument, margin: number, lang: DocumentLanguage) {
  const width = doc.page.width - 2 * margin;
  const left = margin;
  let y = margin;
  const ensure = (room: number) => {
    if (y + room > doc.page.height - margin) {
      doc.addPage();
      y = margin;
    }
  };
  const rule = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#777777')
      .lineWidth(0.5)
      .stroke();
    y += 6;
  };
  const para = (content: string, size: number, opts: { weight?: 'bold' | 'regular'; color?: string } = {}) => {
    ensure(size * 2);
    text(doc, content, left, y, { size, width, ...opts });
    y = doc.y + 3;
  };
  /** A name in both scripts, the reader's language first. */
  const both = (name: string, guj: string | null) =>
    lang === 'gu' && guj ? `${guj} (${name})` : guj ? `${name} · ${guj}` : name;
  /** One row of cells; the cells from `numbers` on are amounts, right-aligned. */
  const row = (cells: string[], widths: number[], numbers: number, opts: { bold?: boolean; size?: number } = {}) => {
    const size = opts.size ?? 8.5;
    ensure(size * 3);
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      const numeric = i >= numbers;
      text(doc, cell, x + 1, y, {
        size,
        width: w - 2,
        align: numeric ? 'right' : 'left',
        weight: opts.bold ? 'bold' : 'regular',
      });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    y = bottom + 3;
  };
  const total = (label: string, paise: number, bold = false) => {
    ensure(16);
    text(doc, label, left + width * 0.4, y, { size: 10, width: width * 0.4, weight: bold ? 'bold' : 'regular' });
    const afterLabel = doc.y;
    text(doc, `₹${money(paise)}`, left + width * 0.8, y, {
      size: 10,
      width: width * 0.2,
      align: 'right',
      weight: bold ? 'bold' : 'regular',
    });
    y = Math.max(afterLabel, doc.y) + 3;
  };
  const signature = (label: string) => {
    ensure(50);
    y += 24;
    text(doc, label, left + width / 2, y, { size: 9.5, width: width / 2, align: 'right' });
  };
  const letterhead = (card: Letterhead, L: SharedLabels) => {
    para(both(card.clinic_name, card.clinic_name_guj), 15, { weight: 'bold' });
    const contact = [card.clinic_address, card.clinic_phone].filter(Boolean).join(' · ');
    if (contact) para(contact, 9, { color: '#444444' });
    const registration = [
      card.gstin ? `${L.gstin}: ${card.gstin}` : null,
      card.drug_licence ? `${L.licence}: ${card.drug_licence}` : null,
    ].filter(Boolean);
    if (registration.length) para(registration.join(' · '), 9.5);
    rule();
  };
  const party = (p: Party, L: SharedLabels) => {
    if (p.patient_name) {
      para(
        `${L.patient}: ${both(p.patient_name, p.patient_name_guj)}${p.case_no ? ` · ${L.case} ${p.case_no}` : ''}`,
        10.5,
        { weight: 'bold' },
      );
    } else {
      para(`${L.customer}: ${p.customer_name ?? L.walkIn}`, 10.5, { weight: 'bold' });
    }
  };
  /** The lines between rules: item (HSN), batch and expiry, quantity, MRP, rate, taxable value, CGST, SGST, amount. */
  const lineTable = (lines: readonly PrintedLine[], L: SharedLabels) => {
    rule();
    row(L.cols, LINE_WIDTHS, 3, { bold: true });
    rule();
    lines.forEach((l, i) => {
      row(
        [
          String(i + 1),
          `${both(l.name, l.name_guj)} (${l.hsn_code})`,
          `${l.batch_no} · ${monthYear(l.expiry_date)}`,
          String(l.quantity),
          money(l.mrp),
          l.gst_rate_bp === 0 ? L.exempt : percent(l.gst_rate_bp),
          money(l.taxable),
          money(l.cgst),
          money(l.sgst),
          money(l.amount),
        ],
        LINE_WIDTHS,
        3,
      );
    });
    rule();
  };
  /** The GST summary by rate, then the taxable and exempt values, CGST, SGST and the total (`totalLabel`). */
  const gstTotals = (lines: readonly PrintedLine[], sums: PrintedTotals, L: SharedLabels, totalLabel: string) => {
    para(L.summary, 10, { weight: 'bold' });
    const widths = [130, 95, 95, 95, 100];
    row([L.rate, L.taxable, 'CGST', 'SGST', lang === 'gu' ? 'કુલ' : 'Total'], widths, 1, { bold: true, size: 9 });
    for (const r of summaryByRate(lines.map((l) => ({ ...l, rate_bp: l.gst_rate_bp })))) {
      const half = percent(r.rate_bp / 2);
      row(
        [
          r.rate_bp === 0 ? `0% (${L.exempt})` : `${percent(r.rate_bp)} (CGST ${half} + SGST ${half})`,
          money(r.taxable),
          money(r.cgst),
          money(r.sgst),
          money(r.amount),
        ],
        widths,
        1,
        { size: 9 },
      );
    }
    rule();
    if (sums.taxable > 0) total(L.taxable, sums.taxable);
    if (sums.exempt > 0) total(L.exemptValue, sums.exempt);
    if (sums.cgst + sums.sgst > 0) {
      total('CGST', sums.cgst);
      total('SGST', sums.sgst);
    }
    total(totalLabel, sums.total, true);
  };
  return { width, both, ensure, para, row, rule, signature, total, letterhead, party, lineTable, gstTotals };
}
