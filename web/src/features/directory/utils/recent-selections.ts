import type { TSuggestion } from '@gd/contracts/schemas/directory';

// Only types from the contracts here: their zod schemas would pull zod into the home page's bundle.
function isSuggestion(value: unknown): value is TSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return Number.isInteger(item.business_id) && typeof item.business_name === 'string';
}

/** Spec §9: the autocomplete remembers at most 15 picked businesses, newest first, under 'Recently selected'. */
export const RECENT_LIMIT = 15;
export const RECENT_STORAGE_KEY = 'recent_business_selections';

export function readRecentSelections(): TSuggestion[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isSuggestion)
      .map(({ business_id, business_name }) => ({ business_id, business_name }))
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `pick` first (once), keeps the 15 newest; returns the new list. */
export function rememberSelection(pick: TSuggestion): TSuggestion[] {
  const next = [pick, ...readRecentSelections().filter((item) => item.business_id !== pick.business_id)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    window.localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or disabled: the history is a convenience */
  }
  return next;
}
