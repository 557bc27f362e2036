import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98250')).toBe("'+91 98250");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-A1')).toBe("'-A1");
  });

  it('keeps a plain negative amount a number, so money out adds up', () => {
    expect(csvCell('-170.00')).toBe('-170.00');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes commas, quotes and line breaks, and leaves nothing for null', () => {
    expect(csvCell('Patel, Ramesh')).toBe('"Patel, Ramesh"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, ends lines with CRLF and names the columns first', () => {
    const text = toCsv([{ a: 'ગુજરાત', b: -1 }], ['a', 'b']).toString('utf8');
    expect(text).toBe('\uFEFFa,b\r\nગુજરાત,-1\r\n');
  });
});
