import { describe, expect, it } from 'vitest';
import { arrivalOf } from './register-visit-page';

describe('the calendar’s arrival in the registration form', () => {
  it('reads the booking, the doctor, the patient, the type and the mode from the query', () => {
    expect(arrivalOf(new URLSearchParams('appointment=12&doctor=7&patient=40&type=2&mode=3'))).toEqual({
      appointment: 12,
      doctor: 7,
      patient: 40,
      type: '2',
      mode: 3,
      phone: '',
    });
  });

  it('takes a first-time caller’s phone, and ignores what is not a number it can use', () => {
    expect(arrivalOf(new URLSearchParams('appointment=5&doctor=x&phone=9825011111&mode=9'))).toEqual({
      appointment: 5,
      doctor: null,
      patient: null,
      type: '1',
      mode: 1,
      phone: '9825011111',
    });
    expect(arrivalOf(new URLSearchParams('appointment=5&phone=98250'))?.phone).toBe('');
  });

  it('is no arrival without a booking', () => {
    expect(arrivalOf(new URLSearchParams('doctor=7'))).toBeNull();
    expect(arrivalOf(new URLSearchParams('appointment=-1'))).toBeNull();
  });
});
