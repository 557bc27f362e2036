import type { Kysely } from 'kysely';
import type { TPublicSettings } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import * as repo from './repo';

export const DEFAULT_SITE_NAME = 'Gujarat Business Directory';

export async function publicSettings(db: Kysely<DB>): Promise<TPublicSettings> {
  const s = await repo.findPublicSettings(db);
  return {
    site_name: s.site_name || DEFAULT_SITE_NAME,
    payment_provider_type: s.payment_provider_type || null,
    support_phone: s.support_phone ?? null,
    support_email: s.support_email ?? null,
    whatsapp_phone: s.whatsapp_phone ?? null,
    facebook_url: s.facebook_url ?? null,
    instagram_url: s.instagram_url ?? null,
    youtube_url: s.youtube_url ?? null,
    app_download_url: s.app_download_url ?? null,
  };
}

export async function settingFlag(db: Kysely<DB>, name: string, fallback: boolean): Promise<boolean> {
  const v = await repo.findSetting(db, name);
  return v === null ? fallback : v === '1' || v === 'true';
}
