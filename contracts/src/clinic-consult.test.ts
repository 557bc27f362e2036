import { describe, expect, it } from 'vitest';
import { isDose, isFrequency, ZConsultationSave, ZPrescriptionLine } from './schemas/clinic-consult';

/** Issue 20 point 6 (decision 90): what a dose and a frequency may be, and the keys a bad line answers. */
describe('prescription lines', () => {
  it('takes doses like 3, 0.5, 250 and refuses zero, words, too many decimals and more than 1000', () => {
    for (const ok of ['3', '0.5', '250', '1000', '12.25']) expect(isDose(ok), ok).toBe(true);
    for (const bad of ['0', '0.0', '-1', 'two', '1.234', '1001', '03', '', '1e2']) expect(isDose(bad), bad).toBe(false);
  });

  it('takes frequencies in the 1-0-1 style, with halves and an evening, at least one dose a day', () => {
    for (const ok of ['1-0-1', '1-1-1', '0-0-1', '1-1-1-1', '0.5-0-0.5', '2-0-2'])
      expect(isFrequency(ok), ok).toBe(true);
    for (const bad of ['0-0-0', '1-0', '1-0-1-1-1', '5-0-0', '1.2-0-1', 'BD', '1 0 1', '']) {
      expect(isFrequency(bad), bad).toBe(false);
    }
  });

  it('names each bad field of a line with its key', () => {
    const parsed = ZPrescriptionLine.safeParse({
      medicine_id: 0,
      dose: 'x',
      unit: 'cups',
      frequency: '9-9-9',
      duration_days: 0,
      food_timing: 7,
    });
    expect(parsed.success).toBe(false);
    const keys = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toEqual({
      medicine_id: 'CONSULT.LINE.MEDICINE_REQUIRED',
      dose: 'CONSULT.LINE.DOSE_INVALID',
      unit: 'CONSULT.LINE.UNIT_INVALID',
      frequency: 'CONSULT.LINE.FREQUENCY_INVALID',
      duration_days: 'CONSULT.LINE.DURATION_INVALID',
      food_timing: 'CONSULT.LINE.FOOD_INVALID',
    });
  });

  it('an empty consultation is valid and empty texts become null', () => {
    const parsed = ZConsultationSave.parse({ complaints: '  ', prakriti: null });
    expect(parsed).toMatchObject({ complaints: null, prakriti: null, lines: [], yoga_ids: [], follow_up_date: null });
  });
});
