import { describe, expect, it } from 'vitest';
import { flagOf, type LabRange, pickRange, rangeProblems, rangeText, RESULT_KIND, ZLabTestInput } from './clinic-lab';

/** Decision 96's pure rules: which reference range applies, how a value is flagged, which ranges are refused. */
const range = (over: Partial<LabRange>): LabRange => ({
  sex: 0,
  age_min: 0,
  age_max: null,
  low: null,
  high: null,
  critical_low: null,
  critical_high: null,
  ...over,
});

describe('the range that applies', () => {
  const haemoglobin = [
    range({ sex: 0, age_min: 0, age_max: 12, low: '11.0', high: '14.5' }),
    range({ sex: 1, age_min: 13, low: '13.0', high: '17.0', critical_low: '7.0' }),
    range({ sex: 2, age_min: 13, low: '12.0', high: '15.5', critical_low: '7.0' }),
  ];

  it('chooses by sex and age band, the band holding both its ends', () => {
    expect(pickRange(haemoglobin, 1, 45)?.low).toBe('13.0');
    expect(pickRange(haemoglobin, 2, 45)?.low).toBe('12.0');
    expect(pickRange(haemoglobin, 2, 12)?.low).toBe('11.0');
    expect(pickRange(haemoglobin, 1, 13)?.low).toBe('13.0');
    expect(pickRange(haemoglobin, 1, 0)?.low).toBe('11.0');
  });

  it("prefers the patient's own sex to anyone's, then the narrower band", () => {
    const ranges = [range({ sex: 0, age_min: 0, low: '1' }), range({ sex: 2, age_min: 0, low: '2' })];
    expect(pickRange(ranges, 2, 30)?.low).toBe('2');
    expect(pickRange(ranges, 1, 30)?.low).toBe('1');
    const bands = [
      range({ sex: 0, age_min: 0, low: 'wide' }),
      range({ sex: 0, age_min: 60, age_max: 120, low: 'old' }),
    ];
    expect(pickRange(bands, 1, 70)?.low).toBe('old');
  });

  it('is null when no band holds the age', () => {
    expect(pickRange([range({ age_min: 18, low: '1' })], 1, 10)).toBeNull();
  });
});

describe('flags', () => {
  const numeric = { result_kind: RESULT_KIND.NUMERIC, choices: [] };
  const hb = range({ low: '13.0', high: '17.0', critical_low: '7.0', critical_high: '20.0' });

  it('flags low, high and critical values, and the bounds themselves as normal', () => {
    expect(flagOf(numeric, hb, '12.9')).toBe('low');
    expect(flagOf(numeric, hb, '13.0')).toBe('normal');
    expect(flagOf(numeric, hb, '17')).toBe('normal');
    expect(flagOf(numeric, hb, '17.1')).toBe('high');
    expect(flagOf(numeric, hb, '6.9')).toBe('critical_low');
    expect(flagOf(numeric, hb, '20.5')).toBe('critical_high');
  });

  it('handles one-sided ranges', () => {
    const ldl = range({ high: '100' });
    expect(flagOf(numeric, ldl, '99')).toBe('normal');
    expect(flagOf(numeric, ldl, '160')).toBe('high');
    const vitD = range({ low: '30', high: '100', critical_low: '10' });
    expect(flagOf(numeric, vitD, '8')).toBe('critical_low');
  });

  it('leaves blanks, free text, numbers without a range and non-numbers unflagged', () => {
    expect(flagOf(numeric, hb, '')).toBeNull();
    expect(flagOf(numeric, null, '15')).toBeNull();
    expect(flagOf(numeric, hb, 'high')).toBeNull();
    expect(flagOf({ result_kind: RESULT_KIND.TEXT, choices: [] }, null, 'Clear')).toBeNull();
  });

  it('flags a choice not marked normal as abnormal', () => {
    const sugar = {
      result_kind: RESULT_KIND.CHOICE,
      choices: [
        { label: 'Nil', normal: true },
        { label: '++', normal: false },
      ],
    };
    expect(flagOf(sugar, null, 'Nil')).toBe('normal');
    expect(flagOf(sugar, null, '++')).toBe('abnormal');
    expect(flagOf(sugar, null, 'Unknown')).toBeNull();
  });

  it('prints ranges', () => {
    expect(rangeText(hb)).toBe('13.0 – 17.0');
    expect(rangeText(range({ high: '100' }))).toBe('< 100');
    expect(rangeText(range({ low: '40' }))).toBe('> 40');
    expect(rangeText(null)).toBe('');
  });
});

describe('the master refuses ranges that would make the choice a guess', () => {
  it('overlapping bands of one sex, upside-down bands and bounds out of order', () => {
    expect(
      rangeProblems([range({ sex: 1, age_min: 0, age_max: 12, low: '1' }), range({ sex: 1, age_min: 12, low: '1' })]),
    ).toEqual({ 'ranges.1.age_min': 'LAB.RANGE.OVERLAP' });
    expect(rangeProblems([range({ sex: 1, age_min: 0, low: '1' }), range({ sex: 2, age_min: 0, low: '1' })])).toEqual(
      {},
    );
    expect(rangeProblems([range({ age_min: 20, age_max: 10, low: '1' })])).toEqual({
      'ranges.0.age_max': 'LAB.RANGE.AGE_ORDER',
    });
    expect(rangeProblems([range({ low: '17', high: '13' })])).toEqual({ 'ranges.0.high': 'LAB.RANGE.BOUND_ORDER' });
    expect(rangeProblems([range({ low: '13', critical_low: '14' })])).toEqual({
      'ranges.0.low': 'LAB.RANGE.BOUND_ORDER',
    });
    expect(rangeProblems([range({})])).toEqual({ 'ranges.0.low': 'LAB.RANGE.BOUND_REQUIRED' });
  });

  it('a numeric test needs a unit, a choice test two choices; the code is upper-cased', () => {
    const base = { code: 'hb', name: 'Haemoglobin', sample_type: 1, price_paise: 15000, result_kind: 1 };
    const unitless = ZLabTestInput.safeParse(base);
    expect(unitless.success).toBe(false);
    expect(unitless.error?.issues[0]).toMatchObject({ path: ['unit'], message: 'LAB.TEST.UNIT_REQUIRED' });
    const ok = ZLabTestInput.parse({
      ...base,
      unit: 'g/dL',
      ranges: [{ sex: 1, age_min: 13, low: '13.0', high: '17.0' }],
    });
    expect(ok.code).toBe('HB');
    expect(ok.ranges[0]).toMatchObject({ age_max: null, critical_low: null });
    const choice = ZLabTestInput.safeParse({ ...base, result_kind: 2, choices: [{ label: 'Nil', normal: true }] });
    expect(choice.error?.issues[0]?.message).toBe('LAB.TEST.CHOICES_REQUIRED');
  });
});
