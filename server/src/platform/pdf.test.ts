import { describe, expect, it } from 'vitest';
import { createPdf, pdfBuffer, runsOf, text, textWidth } from './pdf';

type Shaper = { _font: { font: { layout(s: string): { glyphs: { id: number }[] } } } };
const glyphCount = (doc: PDFKit.PDFDocument, family: string, s: string) => {
  doc.font(`${family}-regular`);
  return (doc as unknown as Shaper)._font.font.layout(s).glyphs.length;
};

describe('PDFs in Gujarati and English', () => {
  it('cuts text into runs of one font each: Gujarati letters, Latin letters, and ₹ where a font has it', () => {
    const doc = createPdf();
    const runs = runsOf(doc, 'શ્રી જલારામ Traders ₹1,999');
    expect(runs.map((r) => r.text).join('')).toBe('શ્રી જલારામ Traders ₹1,999');
    expect(runs[0]).toEqual({ family: 'gujarati', text: 'શ્રી જલારામ ' });
    expect(runs.find((r) => r.text.includes('Traders'))?.family).toBe('latin');
    // ₹ is in the Gujarati and the Latin Extended subsets, not in basic Latin.
    expect(runs.find((r) => r.text.includes('₹'))?.family).not.toBe('latin');
  });

  it('shapes Gujarati conjuncts into single glyphs (no broken half-letters)', () => {
    const doc = createPdf();
    // क्ष-style conjuncts: three code points, one glyph.
    expect(glyphCount(doc, 'gujarati', 'ક્ષ')).toBe(1);
    expect(glyphCount(doc, 'gujarati', 'જ્ઞ')).toBe(1);
    // શ + ્ + ર + ી: the conjunct and its vowel sign, fewer glyphs than code points.
    expect(glyphCount(doc, 'gujarati', 'શ્રી')).toBeLessThan(4);
  });

  it('writes a document with the fonts embedded, and measures mixed text', async () => {
    const doc = createPdf({ title: 'Receipt' });
    text(doc, 'કેસ પેપર ફી ₹150.00', 40, 40, { size: 12 });
    text(doc, '₹1,23,456.00', 40, 60, { width: 200, align: 'right', weight: 'bold' });
    expect(textWidth(doc, '₹1,23,456.00', { size: 12 })).toBeGreaterThan(40);
    const pdf = await pdfBuffer(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/NotoSansGujarati/);
    expect(raw).toMatch(/NotoSans-/);
  });

  it('writes words whose mark has no anchor on its letter (the anusvara on અ and આ), in regular and bold', async () => {
    // fontkit threw on these ("Cannot read properties of null"), so any PDF holding "આંખ" answered 500.
    const doc = createPdf();
    for (const weight of ['regular', 'bold'] as const) {
      text(doc, 'આંખ અંબાજી અંતિમ અઁ કંકુ', 40, weight === 'bold' ? 80 : 40, { size: 12, weight });
    }
    expect(glyphCount(doc, 'gujarati', 'આંખ')).toBe(3);
    const pdf = await pdfBuffer(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
