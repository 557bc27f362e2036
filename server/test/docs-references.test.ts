import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every "decision N" and "spec §N" a comment, test or document cites must be a
 * heading of docs/product.md (`### Decision N — …`, `## §N …`), and every architecture record it cites
 * (docs/decisions/NNNN-title.md) must exist. Reads files only: no database, no app.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRODUCT_DOC = 'docs/product.md';
const ADR_DIR = 'docs/decisions';

/** Where citations are looked for (relative to the repository root). */
const SCAN_ROOTS = ['server/src', 'server/test', 'contracts/src', 'web/src', 'e2e', 'scripts', 'docs', 'README.md'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.git']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|html|md)$/;

export interface Citation {
  kind: 'decision' | 'section' | 'adr-file' | 'adr-number';
  /** decision or section number, ADR number, or ADR file name */
  target: string;
  /** the text as written, for the failure message */
  text: string;
  line: number;
}

/** "decision 4", "Decision 1 and issue 6", "decisions 8, 21, 27", "decisions 15, 16", "decisions 30–36". */
const DECISION_REF = /\bdecisions?[ \t]+(\d+(?:(?:[ \t]*(?:,|&|\/|–)[ \t]*|[ \t]+and[ \t]+)\d+)*)/gi;
/** "§4", "Spec §7/§8", "§2–§9", "spec §2 home". */
const SECTION_REF = /§[ \t]*(\d+)/g;
/** An ADR file by name: "docs/decisions/0006-server-rendering.md", or "(0002-a-light-first-page.md)". */
const ADR_FILE_REF = /\b(\d{4}-[a-z0-9][a-z0-9-]*\.md)\b/gi;
/** An ADR by number only: "docs/decisions/0006". */
const ADR_NUMBER_REF = /\bdecisions\/(\d{4})(?![-\d])/g;

/** Every citation in a text, with its 1-based line. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  text.split(/\r?\n/).forEach((lineText, i) => {
    const line = i + 1;
    for (const m of lineText.matchAll(DECISION_REF)) {
      for (const n of expandNumbers(m[1]!)) {
        // A four-digit number with a leading zero is an ADR number ("ADR 0003"), not a product decision.
        if (/^0\d{3}$/.test(n)) continue;
        found.push({ kind: 'decision', target: String(Number(n)), text: m[0], line });
      }
    }
    for (const m of lineText.matchAll(SECTION_REF)) {
      found.push({ kind: 'section', target: String(Number(m[1])), text: m[0], line });
    }
    for (const m of lineText.matchAll(ADR_FILE_REF)) found.push({ kind: 'adr-file', target: m[1]!, text: m[0], line });
    for (const m of lineText.matchAll(ADR_NUMBER_REF)) {
      found.push({ kind: 'adr-number', target: m[1]!, text: m[0], line });
    }
  });
  return found;
}

/** "8, 21 and 27" → 8, 21, 27; "30–36" → 30 … 36. */
function expandNumbers(list: string): string[] {
  const numbers: string[] = [];
  for (const part of list.split(/[ \t]*(?:,|&|\/|\band\b)[ \t]*/)) {
    const range = /^(\d+)[ \t]*–[ \t]*(\d+)$/.exec(part.trim());
    if (range && Number(range[2]) >= Number(range[1]) && Number(range[2]) - Number(range[1]) <= 100) {
      for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(String(n));
    } else if (/^\d+$/.test(part.trim())) numbers.push(part.trim());
  }
  return numbers;
}

/** The decision and section numbers docs/product.md has headings for. */
export function readHeadings(markdown: string): { decisions: number[]; sections: number[] } {
  return {
    decisions: [...markdown.matchAll(/^### Decision (\d+) — \S/gm)].map((m) => Number(m[1])),
    sections: [...markdown.matchAll(/^## §(\d+) \S/gm)].map((m) => Number(m[1])),
  };
}

function filesUnder(rel: string): string[] {
  const full = path.join(repoRoot, rel);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [rel];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : filesUnder(child);
    return TEXT_FILE.test(entry.name) ? [child] : [];
  });
}

function scanRepository(): (Citation & { file: string })[] {
  const files = [...new Set(SCAN_ROOTS.flatMap(filesUnder))].sort();
  return files.flatMap((file) =>
    findCitations(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((c) => ({ ...c, file })),
  );
}

const productDoc = fs.readFileSync(path.join(repoRoot, PRODUCT_DOC), 'utf8');
const headings = readHeadings(productDoc);
const adrFiles = fs.readdirSync(path.join(repoRoot, ADR_DIR)).filter((f) => /^\d{4}-.+\.md$/.test(f));

describe('references to docs/product.md and docs/decisions', () => {
  it('finds every form of citation in a sample (so the check cannot pass by finding nothing)', () => {
    // Built from pieces, so this file's own source holds no citation of a heading that does not exist.
    const d = 'deci' + 'sion';
    const s = '\u00a7';
    const sample = [
      `// ${d} 4: one review per user`,
      `/** ${d.toUpperCase()} 1 and issue 6, ${d}s 8, 21, 27 and ${d}s 1 and 2 */`,
      `// Spec ${s}7/${s}8 and spec ${s}2 home; ${s}2–${s}9`,
      `// see ${'docs/decisions/'}${'0006'}, ${'0002-a-light-first-page'}.md and ADR ${'0003'}`,
      `// ${d}s 30–32`,
    ].join('\n');
    const found = findCitations(sample).map((c) => `${c.line}:${c.kind}:${c.target}`);
    expect(found).toEqual([
      '1:decision:4',
      '2:decision:1',
      '2:decision:8',
      '2:decision:21',
      '2:decision:27',
      '2:decision:1',
      '2:decision:2',
      '3:section:7',
      '3:section:8',
      '3:section:2',
      '3:section:2',
      '3:section:9',
      '4:adr-file:0002-a-light-first-page.md',
      '4:adr-number:0006',
      '5:decision:30',
      '5:decision:31',
      '5:decision:32',
    ]);
    expect(findCitations(`e2e: { ${d}: 1 | 2 }`)).toEqual([]);
    expect(readHeadings(`## ${s}3 Entities\n### ${d[0]!.toUpperCase()}${d.slice(1)} 12 — A title\n`)).toEqual({
      decisions: [12],
      sections: [3],
    });
  });

  it('has the nine spec sections and decisions numbered 1, 2, 3 … without gaps', () => {
    expect(headings.sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(headings.decisions.length).toBeGreaterThanOrEqual(36);
    expect(headings.decisions).toEqual(headings.decisions.map((_, i) => i + 1));
  });

  it('resolves every "decision N" and "§N" in the code and docs to a heading of docs/product.md', () => {
    const citations = scanRepository();
    // The code cites the product document well over a hundred times; far fewer means the scanner is broken.
    expect(citations.filter((c) => c.kind === 'decision').length).toBeGreaterThan(50);
    expect(citations.filter((c) => c.kind === 'section').length).toBeGreaterThan(50);
    const decisions = new Set(headings.decisions.map(String));
    const sections = new Set(headings.sections.map(String));
    const broken = citations
      .filter(
        (c) => (c.kind === 'decision' && !decisions.has(c.target)) || (c.kind === 'section' && !sections.has(c.target)),
      )
      .map(
        (c) =>
          `${c.file}:${c.line} "${c.text}" names no heading ` +
          (c.kind === 'decision' ? `"### Decision ${c.target} — …"` : `"## §${c.target} …"`) +
          ` in ${PRODUCT_DOC}`,
      );
    expect(broken, `citations without a heading:\n${broken.join('\n')}`).toEqual([]);
  });

  it('cites only architecture records that exist in docs/decisions', () => {
    const broken = scanRepository()
      .filter(
        (c) =>
          (c.kind === 'adr-file' && !adrFiles.includes(c.target)) ||
          (c.kind === 'adr-number' && !adrFiles.some((f) => f.startsWith(`${c.target}-`))),
      )
      .map((c) => `${c.file}:${c.line} "${c.text}" is not a file of ${ADR_DIR}/`);
    expect(broken, `missing architecture records:\n${broken.join('\n')}`).toEqual([]);
  });

  it('numbers the architecture records 0001, 0002 … without gaps and lists each in the index', () => {
    const numbers = adrFiles.map((f) => f.slice(0, 4)).sort();
    expect(numbers, `${ADR_DIR}: ${adrFiles.join(', ')}`).toEqual(
      numbers.map((_, i) => String(i + 1).padStart(4, '0')),
    );
    const index = fs.readFileSync(path.join(repoRoot, ADR_DIR, 'README.md'), 'utf8');
    const unlisted = adrFiles.filter((f) => !index.includes(`(${f})`));
    expect(unlisted, `records missing from ${ADR_DIR}/README.md`).toEqual([]);
  });
});
