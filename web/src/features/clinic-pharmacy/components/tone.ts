/** Badge colours with enough contrast for small text (WCAG AA), as the calendar's badges do. */
export const TONE = {
  ok: { background: '#1e6b30', color: '#ffffff' },
  wait: { background: '#fff3bf', color: '#5c3c00' },
  warn: { background: '#ffe8cc', color: '#7a3300' },
  danger: { background: '#a61e1e', color: '#ffffff' },
  muted: { background: '#495057', color: '#ffffff' },
} as const;
