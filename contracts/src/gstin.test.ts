import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem, gstStateCode, isValidGstin } from './gstin';
import { ZBillingSettings, ZCreateOrderRequest } from './schemas/billing';

describe('GSTIN check character (decision 70)', () => {
  it('accepts published GSTINs and the demo seller’s', () => {
    // The GSTN's own example, and two real registrations (Karnataka, Tamil Nadu).
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('33AAACH7409R1Z8')).toBe(true);
    expect(isValidGstin('24AAHCG2026R1ZE')).toBe(true);
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, any one changed character, a bad shape or an unknown state code', () => {
    // The old demo seller GSTIN: right shape, wrong check character.
    expect(gstinProblem('24AAHCG2026R1Z5')).toBe('GSTIN_CHECKSUM_INVALID');
    const good = '27AAPFU0939F1ZV';
    for (let i = 0; i < 14; i++) {
      const swapped = good.slice(0, i) + (good[i] === '1' ? '2' : good[i] === 'A' ? 'B' : '1') + good.slice(i + 1);
      expect(isValidGstin(swapped), swapped).toBe(false);
    }
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('GSTIN_INVALID');
    expect(gstinProblem('27-APFU0939F1ZV')).toBe('GSTIN_INVALID');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('GSTIN_STATE_INVALID');
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('knows the state codes of place of supply', () => {
    expect(gstStateCode('Gujarat')).toBe('24');
    expect(gstStateCode(' maharashtra ')).toBe('27');
    expect(gstStateCode('Orissa')).toBe('21');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(gstStateCode(null)).toBeNull();
  });

  it('validates the buyer’s and the seller’s GSTIN in the request schemas, naming the problem', () => {
    const order = ZCreateOrderRequest.safeParse({ plan_id: 1, business_id: 2, buyer_gstin: '24AAHCG2026R1Z5' });
    expect(order.success).toBe(false);
    expect(order.error?.issues[0]).toMatchObject({ path: ['buyer_gstin'], message: 'GSTIN_CHECKSUM_INVALID' });
    expect(ZCreateOrderRequest.parse({ plan_id: 1, business_id: 2 }).buyer_gstin).toBeNull();
    expect(ZCreateOrderRequest.parse({ plan_id: 1, business_id: 2, buyer_gstin: '' }).buyer_gstin).toBe('');
    expect(ZCreateOrderRequest.parse({ plan_id: 1, business_id: 2, buyer_gstin: '27aapfu0939f1zv' }).buyer_gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    const settings = ZBillingSettings.safeParse({ payment_provider_type: '', seller_gstin: '24AAHCG2026R1Z5' });
    expect(settings.error?.issues[0]).toMatchObject({ path: ['seller_gstin'], message: 'GSTIN_CHECKSUM_INVALID' });
    expect(ZBillingSettings.safeParse({ payment_provider_type: '', invoice_sac: '12345' }).success).toBe(false);
    expect(ZBillingSettings.parse({ payment_provider_type: '', invoice_sac: '998319' }).invoice_sac).toBe('998319');
  });
});
