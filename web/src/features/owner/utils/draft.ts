/**
 * Nothing typed is lost (issue 5): the wizard keeps the unsaved values of each step, and the step on screen, in
 * session storage keyed by business id ('new' before step 1 has created it). A successful save clears the draft.
 */
const PREFIX = 'owner_wizard';

type DraftOwner = number | null;

const draftKey = (businessId: DraftOwner, step: number) => `${PREFIX}:${businessId ?? 'new'}:${step}`;
const stepKey = (businessId: DraftOwner) => `${PREFIX}:${businessId ?? 'new'}:step`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the form still works, only the draft is not kept */
  }
}

export function readDraft<T>(businessId: DraftOwner, step: number): T | null {
  const text = read(draftKey(businessId, step));
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeDraft(businessId: DraftOwner, step: number, value: unknown): void {
  write(draftKey(businessId, step), JSON.stringify(value));
}

export function clearDraft(businessId: DraftOwner, step: number): void {
  write(draftKey(businessId, step), null);
}

export function readStoredStep(businessId: DraftOwner): number | null {
  const step = Number(read(stepKey(businessId)));
  return Number.isInteger(step) && step >= 1 ? step : null;
}

export function storeStep(businessId: DraftOwner, step: number | null): void {
  write(stepKey(businessId), step === null ? null : String(step));
}
