import { describe, expect, it } from 'vitest';
import { gstinProblem } from '../gstin';
import { gstinStateCode, gstTypeOfGstin, ZPharmacySupplierInput } from './clinic-pharmacy';

/** Decision 95: a supplier's GSTIN (mod-36 check character, `../gstin.ts`) and the GST type its state implies. */
describe('a pharmacy supplier’s GSTIN and GST type', () => {
  it('accepts real GSTINs and refuses a one-character typo by the check character', () => {
    for (const valid of ['24AAHCG2026R1ZE', '27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinProblem(valid), valid).toBeNull();
    }
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('GSTIN_CHECKSUM_INVALID');
    expect(gstinProblem('24AAHCG2O26R1ZE')).toBe('GSTIN_INVALID'); // a letter O for the zero
    expect(gstinProblem('24AAHCG2062R1ZE')).toBe('GSTIN_CHECKSUM_INVALID'); // two digits swapped
    expect(gstinProblem('25AAHCG2026R1ZE')).toBe('GSTIN_STATE_INVALID'); // 25 is no longer a state code
  });

  it('reads the state code and implies SGST/CGST within Gujarat (24) and IGST otherwise', () => {
    expect(gstinStateCode('24AAHCG2026R1ZE')).toBe('24');
    expect(gstTypeOfGstin('24AAHCG2026R1ZE')).toBe(1);
    expect(gstTypeOfGstin('27AAPFU0939F1ZV')).toBe(0);
    expect(gstTypeOfGstin(null)).toBeNull();
    expect(gstTypeOfGstin('99XXXXX0000X1Z0')).toBeNull();
  });

  it('defaults a supplier’s GST type from the GSTIN and refuses one that contradicts it', () => {
    const base = { name: 'Amba Ayurvedic Distributors', approval_level: 0 };
    expect(ZPharmacySupplierInput.parse({ ...base, gstin: '24aahcg2026r1ze' })).toMatchObject({
      gstin: '24AAHCG2026R1ZE',
      gst_type: 1,
    });
    expect(ZPharmacySupplierInput.parse({ ...base, gstin: '27AAPFU0939F1ZV' }).gst_type).toBe(0);
    const wrong = ZPharmacySupplierInput.safeParse({ ...base, gstin: '27AAPFU0939F1ZV', gst_type: 1 });
    expect(wrong.success ? null : wrong.error.issues.map((i) => i.message)).toEqual([
      'PHARMACY.SUPPLIER.GST_TYPE_MISMATCH',
    ]);
    const none = ZPharmacySupplierInput.safeParse({ ...base, gstin: '' });
    expect(none.success ? null : none.error.issues.map((i) => i.message)).toEqual([
      'PHARMACY.SUPPLIER.GST_TYPE_REQUIRED',
    ]);
    expect(ZPharmacySupplierInput.parse({ ...base, gstin: '', gst_type: 0 })).toMatchObject({
      gstin: null,
      gst_type: 0,
    });
  });
});
