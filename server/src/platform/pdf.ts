import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * PDFs in English and Gujarati (receipts, invoices, prescriptions, reports). PDFKit lays text out with
 * fontkit, which shapes Gujarati with its Indic shaper — conjuncts (ક્ષ, શ્રી, સ્ત્રી), the reph (ર્ક) and
 * the vowel sign that is written before its consonant (કિ) come out right — as long as the text is set in a
 * font that has Gujarati glyphs. The fonts are embedded (subsets of Noto Sans and Noto Sans Gujarati from the
 * @fontsource packages), so a PDF reads the same on any machine.
 *
 * No one font holds everything a document prints (Noto Sans Gujarati has no Latin letters; the Latin subset has
 * no ₹), so `text()` splits a string into runs by which font has the glyph and sets them one after another.
 */
const require = createRequire(import.meta.url);

type Weight = 'regular' | 'bold';
const FONT_FILES: Record<string, string> = {
  'latin-regular': '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'latin-ext-regular': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'latin-ext-bold': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  'gujarati-regular': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff',
  'gujarati-bold': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff',
};
const FAMILIES = ['latin', 'latin-ext', 'gujarati'] as const;
type Family = (typeof FAMILIES)[number];

let fontBytes: Map<string, Buffer> | null = null;
function fonts(): Map<string, Buffer> {
  fontBytes ??= new Map(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))]),
  );
  return fontBytes;
}

/** Which code points each font covers, read once from the fonts themselves. */
let coverage: Map<Family, Set<number>> | null = null;
function covers(family: Family, codePoint: number, doc: PDFKit.PDFDocument): boolean {
  if (!coverage) {
    coverage = new Map();
    for (const f of FAMILIES) {
      doc.font(`${f}-regular`);
      const font = (doc as unknown as { _font: { font: { characterSet: number[] } } })._font.font;
      coverage.set(f, new Set(font.characterSet));
    }
  }
  return coverage.get(family)!.has(codePoint);
}

const isGujarati = (cp: number) => (cp >= 0x0a80 && cp <= 0x0aff) || cp === 0x0964 || cp === 0x0965;
/** Joiners and combining marks stay in the run of the letter before them (shaping needs them together). */
const isJoining = (cp: number) => cp === 0x200c || cp === 0x200d || (cp >= 0x0300 && cp <= 0x036f);

function familyOf(cp: number, previous: Family | null, doc: PDFKit.PDFDocument): Family {
  if (isGujarati(cp)) return 'gujarati';
  if (isJoining(cp) && previous) return previous;
  // Spaces, digits and punctuation stay in the run they are in when its font has them (fewer font switches).
  if (previous && covers(previous, cp, doc)) return previous;
  if (covers('latin', cp, doc)) return 'latin';
  if (covers('latin-ext', cp, doc)) return 'latin-ext';
  if (covers('gujarati', cp, doc)) return 'gujarati';
  return previous ?? 'latin';
}

/** The text cut into runs that one font can set each. */
export function runsOf(doc: PDFKit.PDFDocument, text: string): { family: Family; text: string }[] {
  const runs: { family: Family; text: string }[] = [];
  let current: { family: Family; text: string } | null = null;
  for (const ch of text) {
    const family = familyOf(ch.codePointAt(0)!, current?.family ?? null, doc);
    if (current && current.family === family) current.text += ch;
    else runs.push((current = { family, text: ch }));
  }
  return runs;
}

export interface PdfOptions {
  /** 'A4' (default) or a receipt printer's roll: [width, height] in points (80 mm ≈ 226.77 pt). */
  size?: 'A4' | [number, number];
  margin?: number;
  title?: string;
  language?: 'en' | 'gu';
}

/** A new document with the fonts registered (`latin-regular`, `gujarati-bold`, …). */
export function createPdf(options: PdfOptions = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: options.margin ?? 40,
    bufferPages: true,
    info: { Title: options.title ?? '', Creator: 'Gujarat Business Directory' },
    lang: options.language === 'gu' ? 'gu-IN' : 'en-IN',
    displayTitle: Boolean(options.title),
  } as PDFKit.PDFDocumentOptions);
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  guardNullAnchors(doc);
  doc.font('latin-regular');
  return doc;
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
}
let anchorsGuarded = false;

/**
 * Noto Sans Gujarati leaves some of a letter's mark anchors empty — the anusvara has none on the vowels અ and આ
 * ("આંખ", "અંબાજી") — which the OpenType spec allows (the mark is then not attached there) but fontkit 2.0.4
 * reads as an anchor and throws on (`anchor.xCoordinate` of null), so any PDF holding such a word failed. Its
 * GPOS processor (one class for every font) is made to leave a mark where it is when either anchor is empty, as
 * HarfBuzz does. fontkit exports neither the class nor a hook: it is reached through a font's layout engine.
 */
function guardNullAnchors(doc: PDFKit.PDFDocument): void {
  if (anchorsGuarded) return;
  doc.font('gujarati-regular');
  const font = (doc as unknown as { _font: { font: { _layoutEngine?: { engine?: { GPOSProcessor?: object } } } } })
    ._font.font;
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const proto = Object.getPrototypeOf(processor) as AnchorProcessor;
  const apply = proto.applyAnchor;
  proto.applyAnchor = function applyAnchor(markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  anchorsGuarded = true;
}

export interface TextOptions extends PDFKit.Mixins.TextOptions {
  weight?: Weight;
  size?: number;
  color?: string;
}

/**
 * Writes text in whichever fonts it needs, wrapping as one paragraph. With `x`/`y` it starts there, otherwise
 * at the current position (like PDFKit's own `text`).
 */
export function text(doc: PDFKit.PDFDocument, content: string, x?: number, y?: number, options: TextOptions = {}) {
  const { weight = 'regular', size, color, ...rest } = options;
  if (size) doc.fontSize(size);
  if (color) doc.fillColor(color);
  const runs = runsOf(doc, content || ' ');
  // PDFKit aligns each run on its own: a one-line text of several runs is placed by its measured width instead.
  if (runs.length > 1 && x !== undefined && rest.width && (rest.align === 'right' || rest.align === 'center')) {
    const width = textWidth(doc, content, { weight });
    if (width <= rest.width) {
      x += rest.align === 'right' ? rest.width - width : (rest.width - width) / 2;
      rest.align = 'left';
      rest.lineBreak = false;
    }
  }
  // Every run sits on the Latin font's baseline: each font places text by its own ascender, and Noto Sans
  // Gujarati's is taller, which would lift a Gujarati run above the Latin words beside it.
  const baseline = runs.length > 1 ? latinBaseline(doc, weight) : undefined;
  runs.forEach((run, i) => {
    doc.font(`${run.family}-${weight}`);
    const last = i === runs.length - 1;
    const opts = { ...rest, ...(baseline === undefined ? {} : { baseline }), continued: !last || rest.continued };
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
  if (color) doc.fillColor('black');
  doc.font('latin-regular');
  return doc;
}

/** PDFKit's numeric `baseline` option: the Latin font's ascender at the current size, as a negative offset. */
function latinBaseline(doc: PDFKit.PDFDocument, weight: Weight): number {
  doc.font(`latin-${weight}`);
  const internal = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return -((internal._font.ascender / 1000) * internal._fontSize);
}

/** The width of a one-line text at the document's current size, across its fonts. */
export function textWidth(doc: PDFKit.PDFDocument, content: string, options: { weight?: Weight; size?: number } = {}) {
  if (options.size) doc.fontSize(options.size);
  let width = 0;
  for (const run of runsOf(doc, content)) {
    doc.font(`${run.family}-${options.weight ?? 'regular'}`);
    width += doc.widthOfString(run.text);
  }
  doc.font('latin-regular');
  return width;
}

/** The finished document's bytes. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
