import { describe, expect, it } from 'vitest';
import { abhaAddressProblem, ageOn, birthYearFromAge, formatCaseNo, parseCaseNo, patientAge, serialOf } from './clinic';
import { ZCreatePatientRequest } from './schemas/clinic';

describe('ABHA address', () => {
  it.each([
    'meera.patel@abdm',
    'ramesh_patel1@abdm',
    'MeeraPatel@ABDM',
    'kiran.b_9876@sbx',
    '12345678901234@abdm',
    'abcdefgh@abdm',
    'abcdefghijklmnopqr@abdm',
  ])('takes %s', (v) => expect(abhaAddressProblem(v)).toBeNull());

  it.each([
    'meera@abdm', // too short
    'abcdefghijklmnopqrs@abdm', // 19 characters
    'meera.patel@gmail.com',
    'meera.patel@ndhm.gov',
    'meera..patel@abdm',
    'm.eera.patel@abdm',
    'meera__patel@abdm',
    '.meerapatel@abdm',
    'meerapatel_@abdm',
    'meera-patel@abdm',
    'મીરા.પટેલ@abdm',
    'meerapatel',
    'meera@patel@abdm',
  ])('refuses %s', (v) => expect(abhaAddressProblem(v)).toBe('ABHA_INVALID'));
});

describe('age and date of birth', () => {
  it('turns an age into an estimated birth year', () => {
    expect(birthYearFromAge(45, '2026-11-20')).toBe(1981);
    expect(birthYearFromAge(0, '2026-01-01')).toBe(2026);
  });
  it('counts full years from a date of birth', () => {
    expect(ageOn('1990-12-25', '2026-11-20')).toBe(35);
    expect(ageOn('1990-11-20', '2026-11-20')).toBe(36);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });
  it('answers the age of a patient with an exact or an estimated birth', () => {
    expect(patientAge({ dob: null, birth_year: 1981 }, '2026-11-20')).toBe(45);
    expect(patientAge({ dob: '1981-12-01', birth_year: 1981 }, '2026-11-20')).toBe(44);
  });
  it('asks for a date of birth or an age, and checks both', () => {
    const base = { name: 'Asha Shah', sex: 2, phone: '9825012345', consent: true };
    const none = ZCreatePatientRequest.safeParse(base);
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['dob', 'DOB_OR_AGE_REQUIRED']);
    expect(ZCreatePatientRequest.safeParse({ ...base, age: '34' }).data?.age).toBe(34);
    expect(ZCreatePatientRequest.safeParse({ ...base, dob: '1990-02-30' }).success).toBe(false);
    expect(ZCreatePatientRequest.safeParse({ ...base, dob: '1990-02-28' }).data?.dob).toBe('1990-02-28');
    expect(ZCreatePatientRequest.safeParse({ ...base, age: 121 }).success).toBe(false);
    expect(ZCreatePatientRequest.safeParse({ ...base, age: 3, phone: '5825012345' }).success).toBe(false);
  });
});

describe('case numbers and list numbering', () => {
  it('writes and reads a case number', () => {
    expect(formatCaseNo(2026, 7)).toBe('2026/0007');
    expect(formatCaseNo(2026, 12345)).toBe('2026/12345');
    expect(parseCaseNo('2026/0007')).toEqual({ year: 2026, seq: 7 });
    expect(parseCaseNo(' 2026-7 ')).toEqual({ year: 2026, seq: 7 });
    expect(parseCaseNo('2026/0')).toBeNull();
    expect(parseCaseNo('Patel')).toBeNull();
  });
  it('numbers rows as the spec does (20 a page)', () => {
    expect(serialOf(0, 1)).toBe(1);
    expect(serialOf(0, 2)).toBe(21);
    expect(serialOf(19, 3)).toBe(60);
  });
});
