import type { TPublicSettings } from '@gd/contracts/schemas/directory';
import type { Db } from '../../db/sql';
import * as repo from './repo';

/**
 * The site's settings (name → text value). The one place that reads and writes them: the admin console,
 * billing and the generic client-settings call all come here.
 */
export const DEFAULT_SITE_NAME = 'Gujarat Business Directory';

export async function publicSettings(db: Db): Promise<TPublicSettings> {
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

/** A flag setting ('1'/'true' on); `fallback` when it was never set. */
export async function settingFlag(db: Db, name: string, fallback: boolean): Promise<boolean> {
  const v = await repo.findSetting(db, name);
  return v === null ? fallback : v === '1' || v === 'true';
}

export const getSetting = (db: Db, name: string) => repo.findSetting(db, name);

/** The named settings; a name never set is missing from the answer. */
export const getSettings = (db: Db, names: readonly string[]) => repo.findSettings(db, names);

/** The generic client-settings call (spec §7): public rows for everyone, every row for admins. */
export const listSettingRows = (db: Db, scope: 'public' | 'all') =>
  scope === 'all' ? repo.findAllSettings(db) : repo.findPublicSettingRows(db);

/** Writes settings (inside the caller's transaction, with its audit entry). */
export async function saveSettings(
  db: Db,
  values: Record<string, string | null>,
  isPublic: (name: string) => boolean,
  now: string,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await repo.upsertSetting(db, name, value, isPublic(name) ? 1 : 0, now);
  }
}
