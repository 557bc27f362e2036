import type { DoseUnit, TConsultation, TConsultationSave, TMedicine } from '@gd/contracts/schemas/clinic-consult';

/**
 * The doctor's screen keeps what is typed as a draft (strings, as the inputs hold them): it survives a failed
 * save (nothing is lost; the doctor retries) and a reload (kept in this tab's sessionStorage until a save succeeds).
 */
export interface DraftLine {
  key: string;
  medicine_id: string | null;
  dose: string;
  unit: DoseUnit;
  frequency: string;
  duration_days: string;
  food_timing: string;
  instructions: string;
}

export interface Draft {
  complaints: string;
  examination: string;
  prakriti: string | null;
  vikriti: string | null;
  diagnosis: string;
  lines: DraftLine[];
  diet: string[];
  yoga: string[];
  therapy: string[];
  advice: string;
  follow_up_date: string;
  notes: string;
}

let n = 0;
export const newLine = (): DraftLine => ({
  key: `l${Date.now()}-${++n}`,
  medicine_id: null,
  dose: '',
  unit: 'g',
  frequency: '1-0-1',
  duration_days: '15',
  food_timing: '2',
  instructions: '',
});

/** A line's dose and unit after a medicine is chosen: the master's defaults when the doctor typed none. */
export const withMedicine = (line: DraftLine, m: TMedicine | undefined): DraftLine => ({
  ...line,
  medicine_id: m ? String(m.medicine_id) : null,
  ...(m ? { unit: m.unit as DoseUnit, dose: line.dose || (m.default_dose ?? '') } : {}),
});

export function draftOf(c: TConsultation | null): Draft {
  return {
    complaints: c?.complaints ?? '',
    examination: c?.examination ?? '',
    prakriti: c?.prakriti ? String(c.prakriti) : null,
    vikriti: c?.vikriti ? String(c.vikriti) : null,
    diagnosis: c?.diagnosis ?? '',
    lines: (c?.lines ?? []).map((l) => ({
      key: `l${Date.now()}-${++n}`,
      medicine_id: String(l.medicine_id),
      dose: l.dose,
      unit: l.unit as DoseUnit,
      frequency: l.frequency,
      duration_days: String(l.duration_days),
      food_timing: String(l.food_timing),
      instructions: l.instructions ?? '',
    })),
    diet: (c?.diet_items ?? []).map((i) => String(i.id)),
    yoga: (c?.yoga ?? []).map((i) => String(i.id)),
    therapy: (c?.therapies ?? []).map((i) => String(i.id)),
    advice: c?.advice ?? '',
    follow_up_date: c?.follow_up_date ?? '',
    notes: c?.notes ?? '',
  };
}

const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The draft as the API takes it; the server checks every field again and names the wrong ones. */
export function bodyOf(d: Draft): TConsultationSave {
  return {
    complaints: d.complaints,
    examination: d.examination,
    prakriti: d.prakriti ? Number(d.prakriti) : null,
    vikriti: d.vikriti ? Number(d.vikriti) : null,
    diagnosis: d.diagnosis,
    lines: d.lines.map((l) => ({
      medicine_id: l.medicine_id ? Number(l.medicine_id) : 0,
      dose: l.dose,
      unit: l.unit,
      frequency: l.frequency.replace(/\s+/g, ''),
      duration_days: toNumber(l.duration_days),
      food_timing: Number(l.food_timing),
      instructions: l.instructions,
    })),
    diet_item_ids: d.diet.map(Number),
    yoga_ids: d.yoga.map(Number),
    therapy_ids: d.therapy.map(Number),
    advice: d.advice,
    follow_up_date: d.follow_up_date || null,
    notes: d.notes,
  };
}

const storageKey = (visitId: number) => `clinic-consult-draft-${visitId}`;

export function storedDraft(visitId: number): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(visitId));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function storeDraft(visitId: number, draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(storageKey(visitId), JSON.stringify(draft));
    else sessionStorage.removeItem(storageKey(visitId));
  } catch {
    // storage full or blocked: the draft stays in memory
  }
}
