import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Dropdowns render in place, inside their page's landmarks (axe: all content in landmarks), and
 * only while open: a closed dropdown kept in the page (Mantine's default) is positioned as the
 * page mounts, a forced layout and a second render per select on every first paint.
 * Plain objects, not `Select.extend()`: importing the components here would put them, and
 * floating-ui, on the sign-in page's critical path.
 */
const inPlace = { defaultProps: { comboboxProps: { withinPortal: false, keepMounted: false } } };

/**
 * Colours are chosen for WCAG AA contrast in both schemes: filled controls use indigo 7 (light)
 * and 8 (dark) under white text, and `autoContrast` picks dark text on light fills.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Select: inPlace,
    MultiSelect: inPlace,
  },
});

/**
 * Mantine's default dimmed text (gray 6 on white, dark 2 on dark 7) is below 4.5:1; one step
 * stronger in each scheme passes. Light-variant primary text (indigo 9) on its hover background
 * (indigo 2) is 4.1:1, so the light backgrounds move one shade lighter (5.3:1 on hover).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-indigo-light': 'var(--mantine-color-indigo-0)',
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-1)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
