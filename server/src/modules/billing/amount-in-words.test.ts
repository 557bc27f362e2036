import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('amounts in words (Indian numbering)', () => {
  it('writes plan prices as an invoice does', () => {
    expect(amountInWords(99_900)).toBe('Rupees Nine Hundred Ninety-Nine Only');
    expect(amountInWords(249_900)).toBe('Rupees Two Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(499_900)).toBe('Rupees Four Thousand Nine Hundred Ninety-Nine Only');
  });

  it('uses lakh and crore, not million', () => {
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(1_000_000)).toBe('Ten Lakh');
    expect(indianNumberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(indianNumberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(amountInWords(100_000_000)).toBe('Rupees Ten Lakh Only');
  });

  it('handles the teens, round tens, zeros inside the number, and paise', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(13)).toBe('Thirteen');
    expect(indianNumberInWords(40)).toBe('Forty');
    expect(indianNumberInWords(1_001)).toBe('One Thousand One');
    expect(indianNumberInWords(10_010)).toBe('Ten Thousand Ten');
    expect(indianNumberInWords(200_500)).toBe('Two Lakh Five Hundred');
    expect(amountInWords(84_662)).toBe('Rupees Eight Hundred Forty-Six and Sixty-Two Paise Only');
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
