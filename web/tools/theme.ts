import { createTheme, InputWrapper } from '@mantine/core';

/**
 * Colours chosen for contrast (WCAG AA) on white and on the header green, in Latin, Arabic and Bengali
 * script alike (axe does not check contrast on Arabic text: e2e/contrast checks it).
 */
export const portalTheme = createTheme({
  primaryColor: 'portal',
  colors: {
    portal: [
      '#e6f4ef',
      '#c5e6d9',
      '#9fd5c0',
      '#74c2a5',
      '#4caf8c',
      '#2a9a75',
      '#0d8461',
      '#006a4e',
      '#005a42',
      '#004634',
    ],
  },
  primaryShade: 7,
  fontFamily:
    "'Noto Sans', 'Noto Sans Bengali', 'Noto Sans Arabic', 'Noto Naskh Arabic', system-ui, sans-serif",
  headings: {
    fontFamily:
      "'Noto Sans', 'Noto Sans Bengali', 'Noto Sans Arabic', 'Noto Naskh Arabic', system-ui, sans-serif",
  },
  components: {
    // Mantine's dimmed grey (#868e96) is 3.3:1 on white and its red asterisk 3.3:1; field hints and the
    // required mark need 4.5:1.
    InputWrapper: InputWrapper.extend({
      styles: {
        description: { color: 'var(--mantine-color-gray-7)' },
        required: { color: 'var(--mantine-color-red-9)' },
      },
    }),
  },
});
