import { IST_OFFSET_MS } from '@gd/contracts/india-time';
import {
  FLAG_MARKS,
  type LabFlag,
  rangeText,
  SAMPLE_TYPE_NAMES,
  type TLabRange,
} from '@gd/contracts/schemas/clinic-lab';
import { createPdf, pdfBuffer, text } from '../../platform/pdf';

/**
 * The lab report (issue 21 point 5, decision 96): an A4 sheet with the clinic's name, the patient, case number,
 * age and sex, the ordering doctor, the sample's time, each result with its unit, the reference range that applied
 * and its flag (out-of-range values bold, in red, marked L/H, LL/HH when critical), and the approving doctor and
 * time. Labels in English or Gujarati (shaped by the embedded Noto Sans Gujarati, platform/pdf.ts); dates in India's
 * day-month-year, times in India time.
 */
export type ReportLanguage = 'en' | 'gu';

export interface ReportLine {
  name: string;
  name_guj: string | null;
  panel: string | null;
  panel_guj: string | null;
  value: string | null;
  unit: string | null;
  range: TLabRange | null;
  flag: LabFlag | null;
  remark: string | null;
  sample_type: number;
}

export interface LabReport {
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  clinic_phone: string | null;
  order_id: number;
  order_date: string;
  patient_name: string;
  patient_name_guj: string | null;
  case_no: string;
  sex: number;
  age: number;
  doctor_name: string;
  collected_at: string;
  approved_by: string;
  approved_at: string;
  lines: ReportLine[];
}

const LABELS = {
  en: {
    title: 'LABORATORY REPORT',
    patient: 'Patient',
    case: 'Case no.',
    ageSex: 'Age / Sex',
    years: 'years',
    sex: { 1: 'Male', 2: 'Female' } as Record<number, string>,
    doctor: 'Ordered by',
    order: 'Order no.',
    ordered: 'Ordered on',
    sample: 'Sample collected',
    test: 'Test',
    result: 'Result',
    unit: 'Unit',
    range: 'Reference range',
    flag: 'Flag',
    approved: 'Approved by',
    legend: 'L low · H high · LL / HH critical · * abnormal. Values outside the reference range are in bold red.',
    flags: {
      normal: '',
      low: 'Low',
      high: 'High',
      critical_low: 'Critical low',
      critical_high: 'Critical high',
      abnormal: 'Abnormal',
    } as Record<LabFlag, string>,
    end: 'End of report',
  },
  gu: {
    title: 'લેબોરેટરી રિપોર્ટ',
    patient: 'દર્દી',
    case: 'કેસ નંબર',
    ageSex: 'ઉંમર / જાતિ',
    years: 'વર્ષ',
    sex: { 1: 'પુરુષ', 2: 'સ્ત્રી' } as Record<number, string>,
    doctor: 'ટેસ્ટ લખનાર ડૉક્ટર',
    order: 'ઓર્ડર નંબર',
    ordered: 'ઓર્ડર તારીખ',
    sample: 'નમૂનો લીધો',
    test: 'ટેસ્ટ',
    result: 'પરિણામ',
    unit: 'એકમ',
    range: 'સામાન્ય મર્યાદા',
    flag: 'નોંધ',
    approved: 'મંજૂર કરનાર',
    legend: 'L ઓછું · H વધુ · LL / HH ગંભીર · * અસામાન્ય. સામાન્ય મર્યાદા બહારનાં પરિણામ ઘાટા લાલ અક્ષરે છે.',
    flags: {
      normal: '',
      low: 'ઓછું',
      high: 'વધુ',
      critical_low: 'ખૂબ ઓછું (ગંભીર)',
      critical_high: 'ખૂબ વધુ (ગંભીર)',
      abnormal: 'અસામાન્ય',
    } as Record<LabFlag, string>,
    end: 'રિપોર્ટ પૂરો',
  },
};

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/** An instant as India's `dd-mm-yyyy, hh:mm am` (India time). */
export function indiaDateTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const day = t.toISOString().slice(0, 10);
  const h = t.getUTCHours();
  const m = String(t.getUTCMinutes()).padStart(2, '0');
  return `${ddmmyyyy(day)}, ${String(h % 12 || 12).padStart(2, '0')}:${m} ${h < 12 ? 'am' : 'pm'}`;
}

export async function labReportPdf(r: LabReport, lang: ReportLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const margin = 44;
  const doc = createPdf({ title: `${L.title} ${r.patient_name} ${ddmmyyyy(r.order_date)}`, language: lang, margin });
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
    text(doc, content, left, y, { size, width, weight: opts.weight, color: opts.color });
    y = doc.y + 3;
  };
  const both = (name: string, guj: string | null) => (lang === 'gu' && guj ? `${guj} (${name})` : name);

  para(both(r.clinic_name, r.clinic_name_guj), 16, { weight: 'bold' });
  const contact = [r.clinic_address, r.clinic_phone].filter(Boolean).join(' · ');
  if (contact) para(contact, 9.5, { color: '#444444' });
  rule();
  para(L.title, 13, { weight: 'bold' });
  para(`${L.patient}: ${both(r.patient_name, r.patient_name_guj)}`, 11.5, { weight: 'bold' });
  para(`${L.case} ${r.case_no} · ${L.ageSex}: ${r.age} ${L.years} / ${L.sex[r.sex] ?? ''}`, 10.5);
  para(`${L.doctor}: ${r.doctor_name} · ${L.order} ${r.order_id} · ${L.ordered} ${ddmmyyyy(r.order_date)}`, 10.5);
  const samples = [...new Set(r.lines.map((l) => SAMPLE_TYPE_NAMES[l.sample_type]?.[lang] ?? ''))].join(', ');
  para(`${L.sample}: ${indiaDateTime(r.collected_at)} (${samples})`, 10.5);
  rule();

  const cols = [
    { w: 0.36, label: L.test },
    { w: 0.14, label: L.result },
    { w: 0.14, label: L.unit },
    { w: 0.2, label: L.range },
    { w: 0.16, label: L.flag },
  ];
  const row = (cells: string[], opts: { weight?: 'bold' | 'regular'; color?: string; flagged?: boolean }) => {
    ensure(30);
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = cols[i]!.w * width;
      const emphasis = opts.flagged && (i === 1 || i === 4);
      text(doc, cell, x, y, {
        size: 10,
        width: w - 6,
        weight: emphasis ? 'bold' : opts.weight,
        color: emphasis ? '#b00020' : opts.color,
      });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    y = bottom + 4;
  };
  row(
    cols.map((c) => c.label),
    { weight: 'bold', color: '#333333' },
  );
  rule();
  let panel: string | null = null;
  for (const line of r.lines) {
    if (line.panel && line.panel !== panel) {
      y += 2;
      para(both(line.panel, line.panel_guj), 10.5, { weight: 'bold', color: '#333333' });
    }
    panel = line.panel;
    const flagged = !!line.flag && line.flag !== 'normal';
    const mark = line.flag ? FLAG_MARKS[line.flag] : '';
    row(
      [
        both(line.name, line.name_guj),
        `${line.value ?? ''}${mark ? ` ${mark}` : ''}`,
        line.unit ?? '',
        rangeText(line.range),
        line.flag ? L.flags[line.flag] : '',
      ],
      { flagged },
    );
    if (line.remark) para(line.remark, 9, { color: '#444444' });
  }
  rule();
  para(L.legend, 8.5, { color: '#444444' });
  ensure(60);
  y += 18;
  para(`${L.approved}: ${r.approved_by} · ${indiaDateTime(r.approved_at)}`, 10.5, { weight: 'bold' });
  para(`— ${L.end} —`, 9, { color: '#444444' });
  return pdfBuffer(doc);
}
