import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Saffron brand palette; shade 7 (#c2410c) keeps white text and links above WCAG AA (5.2:1). */
const saffron: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const fontFamily = "'Noto Sans', 'Noto Sans Gujarati', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: 7,
  colors: { saffron },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/** AA contrast on white: Mantine's default dimmed (gray 6), anchor and error colours fall below 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-anchor': t.colors.saffron?.[8] ?? '#9a3412',
    // Field errors (text, the invalid input's text, the required mark): red 6 is 3.3:1 on white, red 9 is 5.5:1.
    '--mantine-color-error': t.colors.red?.[9] ?? '#c92a2a',
  },
  dark: {},
});
