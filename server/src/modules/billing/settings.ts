import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PAYMENT_PROVIDER_TYPES,
  type TBankDetails,
  type TBillingSettings,
  type TPaymentProviderType,
  ZBillingSettings,
} from '@gd/contracts/schemas/billing';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { publicDataChanged } from '../../platform/changes';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { MultipartForm } from '../../platform/uploads';
import { audit } from '../audit/service';
import * as settings from '../settings/service';
import { type BillingCtx, iso } from './context';

/**
 * The billing settings (the payment provider type, the bank details of a manual transfer and its QR image, the
 * seller on invoices, the support phone): rows of the shared settings table, read and written through the
 * settings module.
 */
const SETTING_NAMES = [...Object.keys(ZBillingSettings.shape), 'bank_qr_image'] as const;
/** Settings the public pages read through /api/settings/public. */
const PUBLIC_SETTINGS = new Set(['payment_provider_type', 'support_phone']);

export async function providerType(db: Db): Promise<TPaymentProviderType | null> {
  const v = await settings.getSetting(db, 'payment_provider_type');
  return (PAYMENT_PROVIDER_TYPES as readonly string[]).includes(v ?? '') ? (v as TPaymentProviderType) : null;
}

export async function requireProvider(db: Db, wanted: TPaymentProviderType): Promise<void> {
  if ((await providerType(db)) !== wanted) {
    throw new AppError(409, 'PROVIDER_MISMATCH', 'This payment method is not available. Please reload the page.');
  }
}

const razorpayConfigured = (c: Config) => Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET);

export async function getBillingSettings(ctx: BillingCtx): Promise<TBillingSettings> {
  const s = await settings.getSettings(ctx.db, SETTING_NAMES);
  const pt = s.payment_provider_type ?? '';
  return {
    payment_provider_type: (['', ...PAYMENT_PROVIDER_TYPES] as string[]).includes(pt)
      ? (pt as TBillingSettings['payment_provider_type'])
      : '',
    bank_name: s.bank_name ?? null,
    bank_branch: s.bank_branch ?? null,
    bank_beneficiary_name: s.bank_beneficiary_name ?? null,
    bank_account_number: s.bank_account_number ?? null,
    bank_account_type: s.bank_account_type ?? null,
    bank_ifsc_code: s.bank_ifsc_code ?? null,
    bank_contact_email: s.bank_contact_email ?? null,
    seller_name: s.seller_name ?? null,
    seller_gstin: s.seller_gstin ?? null,
    seller_address: s.seller_address ?? null,
    seller_state: s.seller_state ?? null,
    invoice_sac: s.invoice_sac ?? null,
    support_phone: s.support_phone ?? null,
    bank_qr_image: s.bank_qr_image ?? null,
    razorpay_configured: razorpayConfigured(ctx.config),
  };
}

export async function saveBillingSettings(
  ctx: BillingCtx,
  adminId: number,
  input: z.output<typeof ZBillingSettings>,
): Promise<TBillingSettings> {
  const before = await getBillingSettings(ctx);
  const now = iso(ctx.clock.now());
  const values = Object.fromEntries(
    Object.entries(input).map(([name, raw]) => [
      name,
      typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null,
    ]),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await settings.saveSettings(trx, values, (name) => PUBLIC_SETTINGS.has(name), now);
    await audit(trx, {
      actorUserId: adminId,
      action: 'settings.billing.update',
      entity: 'settings',
      entityId: 'billing',
      before,
      after: input,
      at: now,
    });
  });
  // The provider type and the support phone are public settings (cached public answers show them).
  publicDataChanged(ctx.db, { topic: 'settings' });
  return getBillingSettings(ctx);
}

export async function uploadBankQr(ctx: BillingCtx, adminId: number, form: MultipartForm): Promise<TBillingSettings> {
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  const image = await processImage(form.file.bytes, { maxWidth: 800, thumbWidth: 200 });
  const url = await ctx.storage.put(`billing/qr-${randomBytes(6).toString('hex')}.webp`, image.full, 'image/webp');
  const before = await settings.getSetting(ctx.db, 'bank_qr_image');
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await settings.saveSettings(trx, { bank_qr_image: url }, () => false, now);
    await audit(trx, {
      actorUserId: adminId,
      action: 'settings.bank_qr.update',
      entity: 'settings',
      entityId: 'bank_qr_image',
      before: { bank_qr_image: before },
      after: { bank_qr_image: url },
      at: now,
    });
  });
  await ctx.storage.remove(before);
  return getBillingSettings(ctx);
}

export async function bankDetails(db: Kysely<DB>): Promise<TBankDetails> {
  const s = await settings.getSettings(db, SETTING_NAMES);
  if (!s.bank_name || !s.bank_account_number || !s.bank_ifsc_code || !s.bank_beneficiary_name) {
    throw AppError.notFound('BANK_DETAILS_MISSING', 'Failed to load bank details.');
  }
  return {
    bankName: s.bank_name,
    branch: s.bank_branch ?? '',
    beneficiaryName: s.bank_beneficiary_name,
    accountNumber: s.bank_account_number,
    accountType: s.bank_account_type ?? null,
    ifscCode: s.bank_ifsc_code,
    contactEmail: s.bank_contact_email ?? null,
    qr_image: s.bank_qr_image ?? null,
    support_phone: s.support_phone ?? null,
  };
}

/** The seller a tax invoice names and the SAC it prints (defaults: the directory itself, in Gujarat; decision 70). */
export async function invoiceSeller(db: Db) {
  const s = await settings.getSettings(db, [
    'seller_name',
    'seller_address',
    'seller_state',
    'seller_gstin',
    'invoice_sac',
  ]);
  return {
    name: s.seller_name || 'Gujarat Business Directory',
    address: s.seller_address ?? null,
    state: s.seller_state || 'Gujarat',
    gstin: s.seller_gstin ?? null,
    sac: s.invoice_sac ?? null,
  };
}
