import type { TDischargeSummary } from '@gd/contracts/schemas/clinic-ward';
import { createPdf, pdfBuffer, text } from '../../platform/pdf';
import { ddmmyyyy, type PdfLanguage } from './bill-pdf';

/**
 * The discharge summary (decision 98) on A4, labels in English or Gujarati (shaped by the embedded Noto Sans
 * Gujarati, platform/pdf.ts): the clinic, the patient and the stay (admission, discharge, beds, the reason for
 * admission), then what the doctor wrote — diagnosis, treatment given, condition at discharge, advice and the
 * follow-up date — signed with the writing doctor's name. The doctor's text is printed as written.
 */
export interface DischargeSummaryDocument {
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  clinic_phone: string | null;
  patient_name: string;
  patient_name_guj: string | null;
  case_no: string;
  admitting_doctor: string;
  admission_date: string;
  discharge_date: string | null;
  reason: string;
  beds: string[];
  is_jain: boolean;
  summary: TDischargeSummary;
}

const LABELS = {
  en: {
    title: 'DISCHARGE SUMMARY',
    patient: 'Patient',
    case: 'Case no.',
    doctor: 'Admitting doctor',
    admitted: 'Admitted on',
    discharged: 'Discharged on',
    notYet: 'not yet discharged',
    beds: 'Room and bed',
    reason: 'Reason for admission',
    jain: 'Jain diet',
    diagnosis: 'Diagnosis',
    treatment: 'Treatment given',
    condition: 'Condition at discharge',
    advice: 'Advice',
    followUp: 'Follow-up on',
    signature: 'Signature',
  },
  gu: {
    title: 'ડિસ્ચાર્જ સારાંશ (રજા પત્રક)',
    patient: 'દર્દી',
    case: 'કેસ નંબર',
    doctor: 'દાખલ કરનાર ડૉક્ટર',
    admitted: 'દાખલ તારીખ',
    discharged: 'રજા તારીખ',
    notYet: 'હજી રજા આપી નથી',
    beds: 'રૂમ અને પલંગ',
    reason: 'દાખલ થવાનું કારણ',
    jain: 'જૈન આહાર',
    diagnosis: 'નિદાન',
    treatment: 'આપેલી સારવાર',
    condition: 'રજા સમયે સ્થિતિ',
    advice: 'સલાહ',
    followUp: 'ફરી બતાવવા આવવાની તારીખ',
    signature: 'સહી',
  },
};

export async function dischargeSummaryPdf(s: DischargeSummaryDocument, lang: PdfLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const margin = 48;
  const doc = createPdf({ title: `${L.title} ${s.patient_name}`, language: lang, margin });
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
    y += 8;
  };
  const para = (
    content: string,
    size: number,
    opts: { weight?: 'bold' | 'regular'; color?: string; x?: number } = {},
  ) => {
    ensure(size * 2);
    const x = opts.x ?? left;
    text(doc, content, x, y, { size, width: width - (x - left), weight: opts.weight, color: opts.color });
    y = doc.y + 4;
  };
  const both = (name: string, guj: string | null) => (lang === 'gu' && guj ? `${guj} (${name})` : name);
  const section = (label: string, value: string | null) => {
    if (!value) return;
    para(label, 10, { weight: 'bold', color: '#333333' });
    para(value, 10.5);
  };

  para(both(s.clinic_name, s.clinic_name_guj), 16, { weight: 'bold' });
  const contact = [s.clinic_address, s.clinic_phone].filter(Boolean).join(' · ');
  if (contact) para(contact, 9.5, { color: '#444444' });
  rule();
  para(L.title, 13, { weight: 'bold' });
  para(`${L.patient}: ${both(s.patient_name, s.patient_name_guj)} · ${L.case} ${s.case_no}`, 11.5, {
    weight: 'bold',
  });
  para(
    `${L.admitted}: ${ddmmyyyy(s.admission_date)} · ${L.discharged}: ${
      s.discharge_date ? ddmmyyyy(s.discharge_date) : L.notYet
    }`,
    10.5,
  );
  para(`${L.doctor}: ${s.admitting_doctor}`, 10.5);
  if (s.beds.length) para(`${L.beds}: ${s.beds.join(' → ')}`, 10.5);
  if (s.is_jain) para(L.jain, 10.5);
  rule();
  section(L.reason, s.reason);
  section(L.diagnosis, s.summary.diagnosis);
  section(L.treatment, s.summary.treatment);
  section(L.condition, s.summary.condition);
  section(L.advice, s.summary.advice);
  if (s.summary.follow_up_date) {
    para(`${L.followUp}: ${ddmmyyyy(s.summary.follow_up_date)}`, 11, { weight: 'bold' });
  }
  ensure(60);
  y += 30;
  para(`${L.signature}: ${s.summary.doctor_name}`, 10.5, { x: left + width / 2 });
  return pdfBuffer(doc);
}
