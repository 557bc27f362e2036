/** Badge labels in the text colour: Mantine's light and outline badge colours miss 4.5:1 contrast on some shades. */
export const READABLE_BADGE = { label: { color: 'var(--mantine-color-text)' } } as const;
