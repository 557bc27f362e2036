import { describe, expect, it } from 'vitest';
import { isCommonIndianPassword, isTrivialDigits, nameParts, passwordProblem } from './password-rules';
import { ZChangePasswordRequest, ZRegisterRequest } from './schemas/auth';

describe('password rules (decision 77)', () => {
  it('refuses common Indian passwords with their usual decorations', () => {
    for (const p of [
      'Password@123',
      'India@123',
      'gujarat123',
      'jay shree krishna',
      'JAISHREERAM',
      'Surat@2024!',
      '@Rajkot99',
      'iloveindia',
      'MyGujarat1',
      'P@ssw0rd',
      '12345678',
      '87654321',
      '11111111',
      '12121212',
      'ab12345678',
    ])
      expect(isCommonIndianPassword(p), p).toBe(true);
    for (const p of ['Kesar-Mango#2026', 'Surat-Diamond#77', 'Rs.500-per-day', '90210-beverly', 'x7Q!mP2#'])
      expect(isCommonIndianPassword(p), p).toBe(false);
  });

  it('knows trivial digit runs', () => {
    expect(['1234', '0987654321', '7777777', '123123123', '90123456'].every(isTrivialDigits)).toBe(true);
    expect(['1357', '20261126', '9876543219'].some(isTrivialDigits)).toBe(false);
  });

  it('refuses blanks, the phone and name parts of 3+ letters but not titles', () => {
    expect(passwordProblem('        ')).toBe('PASSWORD_BLANK');
    expect(passwordProblem('call-9876543210', { phone: '9876543210' })).toBe('PASSWORD_HAS_PHONE');
    expect(passwordProblem('98765-43210', { phone: '9876543210' })).toBe('PASSWORD_HAS_PHONE');
    expect(passwordProblem('Kesar-PATEL-77', { name: 'Asha Patel' })).toBe('PASSWORD_HAS_NAME');
    expect(passwordProblem('Dr-Om-Kesar#2026', { name: 'Dr. Om Vyas' })).toBeNull();
    expect(nameParts('Dr. R. K. D’Souza')).toEqual(['souza']);
    expect(nameParts('રમેશ પટેલ')).toEqual(['રમેશ', 'પટેલ']);
  });

  it('runs in the shared schemas, so the forms show the message before sending', () => {
    const base = { hasBusiness: 'no', owner_name: 'Asha Patel', phone: '9824517306', agree: true };
    const issue = (password: string) =>
      ZRegisterRequest.safeParse({ ...base, password }).error?.issues.find((i) => i.path[0] === 'password')?.message;
    expect(issue('9824517306')).toBe('PASSWORD_HAS_PHONE');
    expect(issue('asha-kesar-77')).toBe('PASSWORD_HAS_NAME');
    expect(issue('India@123')).toBe('PASSWORD_TOO_COMMON');
    expect(issue('        ')).toBe('PASSWORD_BLANK');
    expect(issue('Kesar-Mango#2026')).toBeUndefined();
    const change = ZChangePasswordRequest.safeParse({
      old_password: 'x',
      new_password: 'gujarat123',
      confirm_password: 'gujarat123',
    });
    expect(change.error?.issues[0]?.message).toBe('PASSWORD_TOO_COMMON');
  });
});
