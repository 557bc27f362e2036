import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { GST_RATE_PERCENT } from '@gd/contracts/schemas/billing';

/**
 * The PDF of a tax invoice, drawn on demand from the invoice's JSON snapshot (pdf-lib, the standard fonts: no ₹
 * and no Gujarati glyphs, see decision 0004).
 */

export interface InvoiceParty {
  name: string;
  address: string | null;
  state: string;
  gstin: string | null;
}

/** The invoice snapshot (JSON on the payment and its subscription), fixed when the payment settles. */
export interface InvoiceData {
  invoice_number: string;
  invoice_date: string;
  seller: InvoiceParty;
  buyer: InvoiceParty & { contact_name: string | null; phone: string | null };
  item: { description: string; period: string; sac: string };
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  intra_state: boolean;
  payment: { provider: string; transaction_id: string | null };
}

/** Rupees for the PDF's standard font, which has no ₹ glyph: "Rs. 1,234.50" with Indian grouping. */
export function rupees(paise: number): string {
  const whole = Math.floor(paise / 100);
  const frac = String(paise % 100).padStart(2, '0');
  const s = String(whole);
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `Rs. ${rest ? `${rest},` : ''}${last3}.${frac}`;
}

/** The standard PDF fonts cover Latin-1 only: other letters (Gujarati names) are written as '?'. */
const latin = (text: string | null | undefined) =>
  (text ?? '').normalize('NFKC').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/** A one-page A4 tax invoice. */
export async function invoicePdf(inv: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${inv.invoice_number}`);
  pdf.setAuthor(latin(inv.seller.name));
  pdf.setCreationDate(new Date(`${inv.invoice_date}T00:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let y = 790;
  const text = (t: string, x: number, opts: { size?: number; bold?: boolean; right?: boolean } = {}) => {
    const f = opts.bold ? bold : font;
    const size = opts.size ?? 10;
    const s = latin(t);
    page.drawText(s, { x: opts.right ? x - f.widthOfTextAtSize(s, size) : x, y, size, font: f, color: ink });
  };
  const line = () => page.drawLine({ start: { x: 50, y: y + 12 }, end: { x: 545, y: y + 12 }, thickness: 0.6 });

  text('TAX INVOICE', 50, { size: 18, bold: true });
  text(`Invoice no. ${inv.invoice_number}`, 545, { right: true, bold: true });
  y -= 16;
  text(`Date ${ddmmyyyy(inv.invoice_date)}`, 545, { right: true });
  y -= 30;

  text('Seller', 50, { bold: true });
  text('Buyer', 310, { bold: true });
  y -= 14;
  const sellerLines = [
    inv.seller.name,
    ...(inv.seller.address ?? '').split(/\n|, (?=\S)/).filter(Boolean),
    `State: ${inv.seller.state}`,
    `GSTIN: ${inv.seller.gstin ?? 'Not registered'}`,
  ];
  const buyerLines = [
    inv.buyer.name,
    ...(inv.buyer.contact_name ? [inv.buyer.contact_name] : []),
    ...(inv.buyer.address ? [inv.buyer.address] : []),
    `State: ${inv.buyer.state}`,
    ...(inv.buyer.phone ? [`Phone: ${inv.buyer.phone}`] : []),
    `GSTIN: ${inv.buyer.gstin ?? 'Unregistered'}`,
  ];
  for (let i = 0; i < Math.max(sellerLines.length, buyerLines.length); i++) {
    if (sellerLines[i]) text(sellerLines[i]!, 50);
    if (buyerLines[i]) text(buyerLines[i]!, 310);
    y -= 14;
  }
  y -= 20;
  text('Description', 50, { bold: true });
  text('SAC', 360, { bold: true });
  text('Amount', 545, { bold: true, right: true });
  y -= 6;
  line();
  y -= 14;
  text(inv.item.description, 50);
  text(inv.item.sac, 360);
  text(rupees(inv.taxable_paise), 545, { right: true });
  y -= 14;
  text(inv.item.period, 50, { size: 9 });
  y -= 22;
  line();
  const row = (label: string, paise: number, strong = false) => {
    text(label, 360, { bold: strong });
    text(rupees(paise), 545, { right: true, bold: strong });
    y -= 16;
  };
  row('Taxable value', inv.taxable_paise);
  if (inv.intra_state) {
    row(`CGST ${GST_RATE_PERCENT / 2}%`, inv.cgst_paise);
    row(`SGST ${GST_RATE_PERCENT / 2}%`, inv.sgst_paise);
  } else {
    row(`IGST ${GST_RATE_PERCENT}%`, inv.igst_paise);
  }
  row('Total (tax inclusive)', inv.total_paise, true);
  y -= 20;
  text(
    `Paid by ${inv.payment.provider === 'razorpay' ? 'Razorpay' : 'bank transfer'}` +
      (inv.payment.transaction_id ? `, transaction ${inv.payment.transaction_id}` : ''),
    50,
  );
  y -= 14;
  text('The price includes GST. This is a computer-generated invoice and needs no signature.', 50, { size: 9 });
  return pdf.save();
}
