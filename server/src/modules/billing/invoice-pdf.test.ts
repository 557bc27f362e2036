import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { invoiceSnapshot } from './invoice';
import { invoicePdf } from './invoice-pdf';

/**
 * Decision 70: the tax invoice PDF, checked the way a person would — rendered to an image with poppler and
 * compared with a reviewed reference image (server/test/data/invoice-reference.png), and read back as text with
 * pdftotext. After a deliberate change to the layout, look at the new image and replace the reference:
 * `UPDATE_INVOICE_REFERENCE=1 npx vitest run --project unit server/src/modules/billing/invoice-pdf.test.ts`.
 */
const REFERENCE = path.resolve(__dirname, '../../../test/data/invoice-reference.png');
const DPI = 72;

const SELLER = {
  name: 'Gujarat Business Directory',
  address: '4th Floor, Shivalik Square, C G Road, Navrangpura, Ahmedabad 380009',
  state: 'Gujarat',
  gstin: '24AAHCG2026R1ZE',
  sac: '998319',
};
/** A Gujarati business name and an address long enough to need three lines in its column. */
const BUYER = {
  business_name: 'શ્રી જલારામ ખમણ હાઉસ',
  owner_name: 'Kishan Patel',
  location:
    'Shop No. 12, Ground Floor, Shree Krishna Complex, Near Jalaram Mandir, Opposite Municipal Garden, Station Road, Kalupur',
  city_name: 'Ahmedabad',
  zipcode: '380001',
  phone: '9876543210',
  state: 'Gujarat',
};
const invoice = (buyerGstin: string | null, amountPaise = 99_900) =>
  invoiceSnapshot({
    number: 'INV/2026-27/0042',
    day: '2026-11-21',
    seller: SELLER,
    buyer: BUYER,
    buyerGstin,
    plan: { name: 'Basic Plan' },
    period: { start: '2026-11-21', end: '2027-11-20' },
    amountPaise,
    payment: { provider: 'manual', transaction_id: 'SBIN123456789' },
  });

function withPdf<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (pdf: Buffer) =>
  withPdf(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' }));
const pdfPng = (pdf: Buffer) =>
  withPdf(pdf, (file) => {
    execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', file, path.join(path.dirname(file), 'page')]);
    return fs.readFileSync(path.join(path.dirname(file), 'page.png'));
  });
const gray = async (png: Buffer) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });

describe('the tax invoice PDF (decision 70)', () => {
  it('looks like the reviewed reference image', async () => {
    const pdf = await invoicePdf(invoice(null));
    const png = pdfPng(pdf);
    if (process.env.UPDATE_INVOICE_REFERENCE) fs.writeFileSync(REFERENCE, png);
    const [actual, expected] = await Promise.all([gray(png), gray(fs.readFileSync(REFERENCE))]);
    expect([actual.info.width, actual.info.height]).toEqual([expected.info.width, expected.info.height]);
    let differing = 0;
    for (let i = 0; i < actual.data.length; i++) {
      if (Math.abs(actual.data[i]! - expected.data[i]!) > 48) differing++;
    }
    // Anti-aliasing may differ by a few pixels between poppler builds; a moved rule, a shifted block, an address
    // that no longer wraps or a missing line changes thousands. (Single characters are checked in the text below:
    // one changed digit of the invoice number changes 13 pixels.)
    expect(differing).toBeLessThan(100);
  });

  it('prints the amounts, the tax split, the amount in words, place of supply and the signatory as text', async () => {
    const text = pdfText(await invoicePdf(invoice(null)));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('INV/2026-27/0042');
    expect(text).toContain('21-11-2026');
    expect(text).toMatch(/Place of supply .*Gujarat \(24\)/);
    expect(text).toMatch(/Reverse charge .*No/);
    expect(text).toContain('GSTIN: 24AAHCG2026R1ZE');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('998319');
    // ₹999 inside Gujarat: two equal halves that add up to the tax, and a taxable value that completes the price.
    expect(text).toMatch(/Taxable value\s+₹846\.62/);
    expect(text).toMatch(/CGST @ 9%\s+₹76\.19/);
    expect(text).toMatch(/SGST @ 9%\s+₹76\.19/);
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹999.00');
    expect(text).toContain('Rupees Nine Hundred Ninety-Nine Only');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('For Gujarat Business Directory');
    // The Gujarati name is text (embedded font, shaped), not question marks; the address wraps, whole.
    expect(text).toContain('જલારામ ખમણ હાઉસ');
    expect(text).not.toContain('???');
    expect(text).toContain('Opposite Municipal Garden');
    expect(text).toContain('Kalupur, Ahmedabad, 380001');
  });

  it('charges IGST to a buyer whose GSTIN is in another state, with that state as the place of supply', async () => {
    const text = pdfText(await invoicePdf(invoice('27AAPFU0939F1ZV', 1_234_500)));
    expect(text).toMatch(/Place of supply .*Maharashtra \(27\)/);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toMatch(/IGST @ 18%\s+₹1,883\.14/);
    expect(text).toMatch(/Taxable value\s+₹10,461\.86/);
    expect(text).not.toContain('CGST');
    expect(text).toContain('₹12,345.00');
    expect(text).toContain('Rupees Twelve Thousand Three Hundred Forty-Five Only');
  });

  it('keeps every word inside the page, however long the names and the address', async () => {
    const long = invoiceSnapshot({
      number: 'INV/2026-27/9999',
      day: '2026-11-21',
      seller: SELLER,
      buyer: { ...BUYER, location: `${BUYER.location}, `.repeat(4), business_name: 'ખમણ '.repeat(30).trim() },
      plan: { name: 'Premium Plan' },
      period: { start: '2026-11-21', end: '2027-11-20' },
      amountPaise: 100_000_000,
      payment: { provider: 'razorpay', transaction_id: 'pay_0123456789abcdef' },
    });
    const pdf = await invoicePdf(long);
    const bbox = withPdf(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
    const pages = bbox.match(/<page width="([\d.]+)" height="([\d.]+)"/g) ?? [];
    expect(pages).toHaveLength(1);
    for (const m of bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)) {
      expect(Number(m[1])).toBeGreaterThanOrEqual(30);
      expect(Number(m[3])).toBeLessThanOrEqual(595.28 - 30);
      expect(Number(m[4])).toBeLessThanOrEqual(841.89 - 30);
    }
    expect(pdfText(pdf)).toContain('Rupees Ten Lakh Only');
  });
});
