import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { contrastOnPrimary } from './primary-contrast';
import classes from './plain-checkbox.module.css';

export type PlainCheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'>;

/**
 * A checkbox with no label of its own (give it an `aria-label`), in the theme's primary colour:
 * a native input, light enough for a table to draw one on every row before the page paints
 * (Mantine's Checkbox brings its whole input wrapper: docs/performance.md). Its class and style go
 * on the frame around it; everything else on the input.
 */
export function PlainCheckbox({ className, style, ...others }: PlainCheckboxProps) {
  const theme = useMantineTheme();
  const colors = {
    '--checkbox-color': getThemeColor(theme.primaryColor, theme),
    '--checkbox-tick-color': contrastOnPrimary(theme),
  } as CSSProperties;
  return (
    <span
      style={{ ...colors, ...style }}
      className={[classes.root, className].filter(Boolean).join(' ')}
    >
      <input {...others} type="checkbox" className={`mantine-focus-auto ${classes.input}`} />
      <svg viewBox="0 0 10 7" fill="none" aria-hidden className={classes.tick}>
        <path
          d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </span>
  );
}
