import { GST_STATES, gstStateCode } from '@gd/contracts/gstin';
import { GST_RATE_PERCENT } from '@gd/contracts/schemas/billing';
import { createPdf, pdfBuffer, text, textWidth } from '../../platform/pdf';
import { amountInWords } from './amount-in-words';

/**
 * The PDF of a tax invoice (decision 70), drawn on demand from the invoice's JSON snapshot with the platform's
 * PDF kit: Noto Sans and Noto Sans Gujarati embedded, so a Gujarati business name is shaped and the ₹ sign
 * prints. Labels in English and Gujarati; every address and name wraps inside its column; the amount in words
 * in Indian numbering; place of supply with its state code; reverse charge; the authorised signatory.
 */

export interface InvoiceParty {
  name: string;
  address: string | null;
  state: string;
  gstin: string | null;
  /** GST state code (decision 70; absent on snapshots taken before it) */
  state_code?: string | null;
}

/** The invoice snapshot (JSON on the payment and its subscription), fixed when the payment settles. */
export interface InvoiceData {
  invoice_number: string;
  invoice_date: string;
  seller: InvoiceParty;
  buyer: InvoiceParty & { contact_name: string | null; phone: string | null };
  /** decision 70; absent on older snapshots (then the buyer's state) */
  place_of_supply?: { state: string; code: string | null };
  /** decision 70: tax payable on reverse charge (never, for this service) */
  reverse_charge?: boolean;
  item: { description: string; period: string; sac: string };
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  intra_state: boolean;
  payment: { provider: string; transaction_id: string | null };
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** `rupees(12345600)` → "₹1,23,456.00" (Indian digit grouping). */
export const rupees = (paise: number) => rupeeFormat.format(paise / 100);

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');
const codeOf = (party: InvoiceParty) =>
  party.state_code ?? (party.gstin ? party.gstin.slice(0, 2) : gstStateCode(party.state));
const stateLine = (state: string, code: string | null | undefined) => (code ? `${state} (${code})` : state);

const GREY = '#444444';
const RULE = '#8a8a8a';

/** A one-page A4 tax invoice. */
export async function invoicePdf(inv: InvoiceData): Promise<Buffer> {
  const doc = createPdf({ title: `Tax invoice ${inv.invoice_number}` });
  doc.info.Author = inv.seller.name;
  doc.info.CreationDate = new Date(`${inv.invoice_date}T00:00:00Z`);
  const left = 40;
  const right = doc.page.width - 40;
  const width = right - left;
  const rule = (y: number, weight = 0.6) =>
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(weight).stroke();
  /** Writes a block of lines wrapped to `w`; answers the y below it. */
  const block = (
    lines: { t: string; bold?: boolean; size?: number; color?: string }[],
    x: number,
    y: number,
    w: number,
  ) => {
    let at = y;
    for (const l of lines) {
      text(doc, l.t, x, at, { size: l.size ?? 9.5, weight: l.bold ? 'bold' : 'regular', width: w, color: l.color });
      at = doc.y + 1.5;
    }
    return at;
  };
  const place = inv.place_of_supply ?? { state: inv.buyer.state, code: codeOf(inv.buyer) };

  // ---- title and the invoice's own details --------------------------------------------------------------------
  text(doc, 'TAX INVOICE', left, 40, { size: 18, weight: 'bold' });
  text(doc, 'ટેક્સ ઇન્વોઇસ', left, 64, { size: 12, weight: 'bold', color: GREY });
  const meta: [string, string][] = [
    ['Invoice no. · ઇન્વોઇસ નંબર', inv.invoice_number],
    ['Invoice date · તારીખ', ddmmyyyy(inv.invoice_date)],
    ['Place of supply · પુરવઠાનું સ્થળ', stateLine(place.state, place.code)],
    ['Reverse charge · રિવર્સ ચાર્જ', inv.reverse_charge ? 'Yes' : 'No'],
  ];
  let y = 42;
  for (const [label, value] of meta) {
    text(doc, label, 300, y, { size: 8.5, color: GREY, width: 140 });
    text(doc, value, 440, y, { size: 9.5, weight: 'bold', width: right - 440, align: 'right' });
    y = Math.max(y + 15, doc.y + 2);
  }
  y = Math.max(y, 92) + 6;
  rule(y, 1);
  y += 10;

  // ---- seller and buyer, side by side, each wrapped in its column ---------------------------------------------
  const colW = width / 2 - 12;
  const buyerX = left + width / 2 + 12;
  const sellerCode = codeOf(inv.seller);
  const sellerEnd = block(
    [
      { t: 'Seller · વેચનાર', bold: true, size: 9, color: GREY },
      { t: inv.seller.name, bold: true, size: 11 },
      ...(inv.seller.address ? [{ t: inv.seller.address }] : []),
      { t: `State: ${stateLine(inv.seller.state, sellerCode)}` },
      { t: `GSTIN: ${inv.seller.gstin ?? 'Not registered'}` },
    ],
    left,
    y,
    colW,
  );
  const buyerStateName =
    inv.buyer.state_code && GST_STATES[inv.buyer.state_code] ? GST_STATES[inv.buyer.state_code]! : inv.buyer.state;
  const buyerEnd = block(
    [
      { t: 'Bill to · ખરીદનાર', bold: true, size: 9, color: GREY },
      { t: inv.buyer.name, bold: true, size: 11 },
      ...(inv.buyer.contact_name && inv.buyer.contact_name !== inv.buyer.name ? [{ t: inv.buyer.contact_name }] : []),
      ...(inv.buyer.address ? [{ t: inv.buyer.address }] : []),
      { t: `State: ${stateLine(buyerStateName, codeOf(inv.buyer))}` },
      ...(inv.buyer.phone ? [{ t: `Phone: ${inv.buyer.phone}` }] : []),
      { t: `GSTIN: ${inv.buyer.gstin ?? 'Unregistered'}` },
    ],
    buyerX,
    y,
    colW,
  );
  y = Math.max(sellerEnd, buyerEnd) + 14;

  // ---- the line: header text between two rules (the rules never cross the titles) -------------------------------
  const sacX = left + 300;
  const amountX = left + 380;
  const amountW = width - 380;
  rule(y);
  y += 6;
  text(doc, 'Description · વિગત', left + 4, y, { size: 9.5, weight: 'bold', width: 290 });
  text(doc, 'SAC', sacX, y, { size: 9.5, weight: 'bold', width: 70 });
  text(doc, 'Taxable value · કરપાત્ર રકમ', amountX, y, {
    size: 9.5,
    weight: 'bold',
    width: amountW - 4,
    align: 'right',
  });
  y = doc.y + 5;
  rule(y);
  y += 8;
  text(doc, inv.item.description, left + 4, y, { size: 10.5, width: 290 });
  const descEnd = doc.y;
  text(doc, inv.item.sac, sacX, y, { size: 10.5, width: 70 });
  text(doc, rupees(inv.taxable_paise), amountX, y, { size: 10.5, width: amountW - 4, align: 'right' });
  y = descEnd + 2;
  text(doc, inv.item.period, left + 4, y, { size: 9, color: GREY, width: 290 });
  y = doc.y + 10;
  rule(y);
  y += 8;

  // ---- taxes and the total ----------------------------------------------------------------------------------------
  const totalRow = (label: string, paise: number, strong = false) => {
    const size = strong ? 11.5 : 10;
    const weight = strong ? 'bold' : 'regular';
    text(doc, label, sacX, y, { size, weight, width: amountX - sacX + 40 });
    text(doc, rupees(paise), amountX, y, { size, weight, width: amountW - 4, align: 'right' });
    y = doc.y + 5;
  };
  totalRow('Taxable value', inv.taxable_paise);
  if (inv.intra_state) {
    totalRow(`CGST @ ${GST_RATE_PERCENT / 2}%`, inv.cgst_paise);
    totalRow(`SGST @ ${GST_RATE_PERCENT / 2}%`, inv.sgst_paise);
  } else {
    totalRow(`IGST @ ${GST_RATE_PERCENT}%`, inv.igst_paise);
  }
  y += 2;
  doc.moveTo(sacX, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.6).stroke();
  y += 6;
  totalRow('Total · કુલ', inv.total_paise, true);
  y += 8;

  text(doc, 'Amount in words · રકમ શબ્દોમાં', left, y, { size: 8.5, color: GREY, width });
  text(doc, amountInWords(inv.total_paise), left, doc.y + 1, { size: 10.5, weight: 'bold', width });
  y = doc.y + 14;

  const provider = inv.payment.provider === 'razorpay' ? 'Razorpay (online)' : 'bank transfer';
  text(
    doc,
    `Paid by ${provider}${inv.payment.transaction_id ? `, transaction ${inv.payment.transaction_id}` : ''}.`,
    left,
    y,
    { size: 9.5, width },
  );
  text(doc, 'The price includes GST. Tax is not payable on reverse charge.', left, doc.y + 3, {
    size: 9,
    color: GREY,
    width,
  });
  text(doc, 'કિંમતમાં GST શામેલ છે. રિવર્સ ચાર્જ પર કર ચૂકવવાપાત્ર નથી.', left, doc.y + 2, {
    size: 9,
    color: GREY,
    width,
  });
  y = doc.y + 36;

  // ---- the authorised signatory -------------------------------------------------------------------------------
  const signW = 230;
  const signX = right - signW;
  text(doc, `For ${inv.seller.name}`, signX, y, { size: 10, weight: 'bold', width: signW, align: 'right' });
  y = doc.y + 34;
  doc
    .moveTo(signX + 40, y)
    .lineTo(right, y)
    .strokeColor(RULE)
    .lineWidth(0.6)
    .stroke();
  text(doc, 'Authorised Signatory · અધિકૃત સહીકર્તા', signX, y + 4, { size: 9, width: signW, align: 'right' });

  const foot = doc.page.height - 60;
  const note = 'This is a computer-generated invoice.';
  text(doc, note, left + (width - textWidth(doc, note, { size: 8 })) / 2, foot, { size: 8, color: GREY });
  return pdfBuffer(doc);
}
