/**
 * RFC 4180 CSV for people and spreadsheets: a UTF-8 byte-order mark (spreadsheet programs then read Gujarati
 * correctly), CRLF line ends, a header row; a cell starting with = + - @ is written as text, not run as a formula
 * (a plain negative number, "-170.00", stays a number: money out is summed by the spreadsheet).
 */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+(?:\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<Row extends object>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): Buffer {
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Paise as rupees with two decimals ("1234.50", "-12.05"): the one place money is not paise, since files are for people. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
