import {
  DOSE_UNIT_NAMES,
  DOSHA_NAMES,
  FOOD_TIMING_NAMES,
  MEDICINE_FORM_NAMES,
  type DoseUnit,
  type TConsultation,
} from '@gd/contracts/schemas/clinic-consult';
import { createPdf, pdfBuffer, text } from '../../platform/pdf';

/**
 * The prescription (issue 20 point 6): an A4 sheet with the clinic's name, the doctor's name and registration,
 * the patient, the date, the medicines (dose, frequency, days, when), the advice and the follow-up; labels in
 * English or Gujarati (shaped by the embedded Noto Sans Gujarati, platform/pdf.ts), names as written.
 */
export type PrescriptionLanguage = 'en' | 'gu';

export interface Prescription {
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  clinic_phone: string | null;
  doctor_name: string;
  registration: string | null;
  visit_date: string;
  token_no: number;
  patient_name: string;
  patient_name_guj: string | null;
  case_no: string;
  consultation: TConsultation;
}

const LABELS = {
  en: {
    title: 'PRESCRIPTION',
    doctor: 'Doctor',
    reg: 'Reg. no.',
    date: 'Date',
    patient: 'Patient',
    case: 'Case no.',
    token: 'Token',
    complaints: 'Complaints',
    diagnosis: 'Diagnosis',
    prakriti: 'Prakriti',
    vikriti: 'Vikriti',
    rx: 'Medicines',
    days: 'days',
    diet: 'Diet advice',
    yoga: 'Yoga',
    therapies: 'Therapies',
    advice: 'Advice',
    followUp: 'Follow-up on',
    none: 'No medicines prescribed.',
    signature: 'Signature',
  },
  gu: {
    title: 'પ્રિસ્ક્રિપ્શન (દવાની ચિઠ્ઠી)',
    doctor: 'ડૉક્ટર',
    reg: 'રજિ. નંબર',
    date: 'તારીખ',
    patient: 'દર્દી',
    case: 'કેસ નંબર',
    token: 'ટોકન',
    complaints: 'ફરિયાદો',
    diagnosis: 'નિદાન',
    prakriti: 'પ્રકૃતિ',
    vikriti: 'વિકૃતિ',
    rx: 'દવાઓ',
    days: 'દિવસ',
    diet: 'આહાર સલાહ',
    yoga: 'યોગ',
    therapies: 'થેરાપી',
    advice: 'સલાહ',
    followUp: 'ફરી બતાવવા આવવાની તારીખ',
    none: 'કોઈ દવા લખી નથી.',
    signature: 'સહી',
  },
};

const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

export async function prescriptionPdf(p: Prescription, lang: PrescriptionLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const c = p.consultation;
  const margin = 48;
  const doc = createPdf({ title: `${L.title} ${p.patient_name} ${ddmmyyyy(p.visit_date)}`, language: lang, margin });
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

  para(both(p.clinic_name, p.clinic_name_guj), 16, { weight: 'bold' });
  const contact = [p.clinic_address, p.clinic_phone].filter(Boolean).join(' · ');
  if (contact) para(contact, 9.5, { color: '#444444' });
  para(`${L.doctor}: ${p.doctor_name}${p.registration ? ` · ${L.reg} ${p.registration}` : ''}`, 11, { weight: 'bold' });
  rule();
  para(L.title, 13, { weight: 'bold' });
  para(`${L.date}: ${ddmmyyyy(p.visit_date)} · ${L.token} ${p.token_no} · ${L.case} ${p.case_no}`, 10.5);
  para(`${L.patient}: ${both(p.patient_name, p.patient_name_guj)}`, 11.5, { weight: 'bold' });
  rule();
  section(L.complaints, c.complaints);
  section(L.diagnosis, c.diagnosis);
  const dosha = [
    c.prakriti ? `${L.prakriti}: ${DOSHA_NAMES[c.prakriti]?.[lang] ?? ''}` : null,
    c.vikriti ? `${L.vikriti}: ${DOSHA_NAMES[c.vikriti]?.[lang] ?? ''}` : null,
  ].filter(Boolean);
  if (dosha.length) para(dosha.join(' · '), 10.5);

  para(`℞ ${L.rx}`, 12, { weight: 'bold' });
  if (c.lines.length === 0) para(L.none, 10.5);
  c.lines.forEach((line, i) => {
    ensure(40);
    const form = MEDICINE_FORM_NAMES[line.form]?.[lang] ?? '';
    const unit = DOSE_UNIT_NAMES[line.unit as DoseUnit]?.[lang] ?? line.unit;
    const when = FOOD_TIMING_NAMES[line.food_timing]?.[lang] ?? '';
    para(`${i + 1}. ${both(line.medicine_name, line.medicine_name_guj)} (${form})`, 11, { weight: 'bold' });
    para(`${line.dose} ${unit} · ${line.frequency} · ${line.duration_days} ${L.days} · ${when}`, 10.5, {
      x: left + 16,
    });
    if (line.instructions) para(line.instructions, 10, { x: left + 16, color: '#333333' });
  });
  rule();
  const list = (items: { name: string; name_guj: string | null }[]) =>
    items.length ? items.map((i) => both(i.name, i.name_guj)).join(', ') : null;
  section(L.diet, list(c.diet_items));
  section(L.yoga, list(c.yoga));
  section(L.therapies, list(c.therapies));
  section(L.advice, c.advice);
  if (c.follow_up_date) para(`${L.followUp}: ${ddmmyyyy(c.follow_up_date)}`, 11, { weight: 'bold' });
  ensure(60);
  y += 30;
  para(`${L.signature}: ${p.doctor_name}`, 10.5, { x: left + width / 2 });
  return pdfBuffer(doc);
}
