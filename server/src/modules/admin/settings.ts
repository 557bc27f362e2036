import {
  ADMIN_SETTING_NAMES,
  ADMIN_SETTINGS,
  type AdminSettingName,
  type TAdminSettings,
  type TUpdateSettingsRequest,
} from '@gd/contracts/schemas/admin';
import { publicDataChanged } from '../../platform/changes';
import { audit } from '../audit/service';
import * as settings from '../settings/service';
import { type AdminCtx, iso } from './context';

/** The site settings the admin edits (read and written through the settings module, each save audited). */

export async function getSettings(ctx: AdminCtx): Promise<TAdminSettings> {
  const stored = await settings.getSettings(ctx.db, ADMIN_SETTING_NAMES);
  const out: Record<string, unknown> = {};
  for (const name of ADMIN_SETTING_NAMES) {
    const value = stored[name] ?? null;
    out[name] = ADMIN_SETTINGS[name].kind === 'flag' ? (value === '1' || value === 'true' ? 1 : 0) : value || null;
  }
  return out as TAdminSettings;
}

/** The stored text of a setting value: flags '0'/'1', empty text → null. */
function normalise(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

export async function updateSettings(
  ctx: AdminCtx,
  actorUserId: number,
  body: TUpdateSettingsRequest,
): Promise<TAdminSettings> {
  const before = await getSettings(ctx);
  const now = iso(ctx.clock.now());
  const changed = (Object.keys(body) as AdminSettingName[]).filter(
    (name) => normalise(body[name]) !== normalise(before[name]),
  );
  if (changed.length) {
    await ctx.db.transaction().execute(async (trx) => {
      await settings.saveSettings(
        trx,
        Object.fromEntries(changed.map((name) => [name, normalise(body[name])])),
        (name) => ADMIN_SETTINGS[name as AdminSettingName].isPublic,
        now,
      );
      await audit(trx, {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((n) => [n, before[n]])),
        after: Object.fromEntries(changed.map((n) => [n, body[n]])),
        at: now,
      });
    });
    // GET /api/settings/public is micro-cached.
    publicDataChanged(ctx.db, { topic: 'settings' });
  }
  return getSettings(ctx);
}
