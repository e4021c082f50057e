import { getAutoContrastValue, getContrastColor, type MantineTheme } from '@mantine/core';

/**
 * The text colour on the theme's primary colour when the theme asks for contrast (`autoContrast`),
 * as Mantine's filled controls work it out (a checked box's tick, the current page); else none.
 */
export const contrastOnPrimary = (theme: MantineTheme) =>
  getAutoContrastValue(undefined, theme)
    ? getContrastColor({ color: undefined, theme, autoContrast: undefined })
    : undefined;
