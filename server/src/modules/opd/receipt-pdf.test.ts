import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRupees, opdReceiptPdf, type OpdReceipt } from './receipt-pdf';

/** What a reader copies out of the PDF (poppler), and its page size in points. */
function read(pdf: Buffer): { text: string; width: number; height: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-opd-receipt-'));
  const file = path.join(dir, 'r.pdf');
  fs.writeFileSync(file, pdf);
  try {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    return { text, width: Number(m[1]), height: Number(m[2]) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const RECEIPT: OpdReceipt = {
  receipt_number: 'OPD/2026-27/0042',
  receipt_date: '2026-11-02',
  visit_date: '2026-11-02',
  token_no: 7,
  clinic_name: 'Shanti Ayurveda Clinic',
  clinic_name_guj: 'શાંતિ આયુર્વેદ ક્લિનિક',
  clinic_address: 'Ring Road, Surat',
  patient_name: 'Meena Desai',
  patient_name_guj: 'મીના દેસાઈ',
  patient_phone: '9876543210',
  case_no: '2026/000123',
  doctor_name: 'Dr Harsh Joshi',
  doctor_name_guj: null,
  appointment_type: 1,
  lines: [
    { kind: 1, name: 'case_paper', amount: 10_000 },
    { kind: 2, name: 'Shirodhara', amount: 12_345_600 },
  ],
  subtotal: 12_355_600,
  discount_type: 2,
  discount: '10%',
  discount_amount: 1_235_560,
  discount_remark: 'senior citizen',
  tvalue: 11_120_040,
  payments: [
    { payment_mode: 1, amount: 120_040 },
    { payment_mode: 3, amount: 11_000_000 },
  ],
};

describe('the OPD receipt (a bill of supply)', () => {
  it('formats rupees the Indian way', () => expect(formatRupees(12_345_600)).toBe('₹1,23,456.00'));

  it('A4 in English: the numbers, the lines, the discount, the split and why there is no GST', async () => {
    const { text, width, height } = read(await opdReceiptPdf(RECEIPT, 'a4', 'en'));
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    for (const part of [
      'BILL OF SUPPLY',
      'OPD/2026-27/0042',
      '02-11-2026',
      'Meena Desai',
      'Dr Harsh Joshi',
      'Case-paper fee',
      '₹100.00',
      'Shirodhara',
      '₹1,23,456.00',
      'Discount (10%) – senior citizen',
      '₹12,355.60',
      '₹1,11,200.40',
      'Cash',
      '₹1,200.40',
      'UPI',
      '₹1,10,000.00',
      'exempt from GST',
      'Notification 12/2017',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it('an 80 mm roll in Gujarati: the roll’s width, Gujarati labels and names, the ₹ sign', async () => {
    const { text, width, height } = read(await opdReceiptPdf(RECEIPT, '80mm', 'gu'));
    expect(Math.round(width)).toBe(227);
    expect(height).toBeGreaterThan(300);
    expect(height).toBeLessThan(600); // cut to its text
    for (const part of ['રસીદ નંબર', 'ટોકન', 'મીના દેસાઈ', 'ચુકવણી: રોકડ', '₹1,11,200.40', 'GST મુક્ત', 'કેસ પેપર ફી']) {
      expect(text).toContain(part);
    }
    // Shaped, not just encoded: pdftotext reads glyphs in visual order, so the vowel sign drawn before its
    // consonant (બિ → િબ) and the reph drawn after the syllable it sits on (દર્દી → દદીર્) come out moved.
    expect(text).toContain('િબલ ઓફ સપ્લાય');
    expect(text).toContain('દદીર્');
  });
});
