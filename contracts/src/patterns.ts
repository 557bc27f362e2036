/**
 * Validation patterns of spec §5, shared by the server's validation and the forms.
 * Decision 14: a phone is always exactly 10 digits.
 */
export const PHONE_PATTERN = /^\d{10}$/;

/** Spec §5 mobile pattern: optional +country code (1–3 digits, optional dash or space), then 10 digits. */
export const MOBILE_PATTERN = /^(?:\+\d{1,3}[- ]?)?\d{10}$/;

/** Spec §5: letters, digits, underscore, hyphen and dot, an @, domain parts ending in 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export const ZIPCODE_PATTERN = /^\d{6}$/;

export const OTP_PATTERN = /^\d{6}$/;

/** Letters (any script, so Gujarati names pass) and spaces. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** A practitioner's name as patients know it: initials and titles too ("Dr. R. K. D'Souza"). */
export const PRACTITIONER_NAME_PATTERN = /^[\p{L}\p{M} .'-]+$/u;

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** Turns a name into a URL slug; keeps Gujarati letters so Gujarati names still give a readable slug. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}
