import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { contrastOnPrimary } from './plain-button';

/*
 * Mantine's Checkbox (filled, no label), drawn with the same elements, classes and variables (the
 * unit test holds the tree equal to Mantine's): the disputes table draws one on each open order
 * before the page paints, and Mantine's brought its group, card and indicator, the inline input
 * and, through them, the whole Input with its wrapper: 5 KB of gzip of the page's first paint.
 */

/** Mantine's classes (Checkbox.css and InlineInput.css are in the app's stylesheet). */
export const CHECKBOX_CLASSES = {
  root: 'm_bf2d988c',
  inner: 'm_26062bec',
  input: 'm_26063560',
  icon: 'm_bf295423',
  inlineRoot: 'm_5f75b09e',
  inlineBody: 'm_5f6e695e',
  inlineLabelWrapper: 'm_d3ea56bb',
} as const;

export type PlainCheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'>;

/**
 * A checkbox in Mantine's look; give it an `aria-label` (it has no label of its own). Its class
 * and style go on the root, as Mantine's do; the rest on the input.
 */
export function PlainCheckbox({
  checked,
  disabled,
  className,
  style,
  ...others
}: PlainCheckboxProps) {
  const theme = useMantineTheme();
  const vars = {
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': getThemeColor(theme.primaryColor, theme),
    '--checkbox-icon-color': contrastOnPrimary(theme),
  } as CSSProperties;
  return (
    <div
      style={{ ...vars, ...style }}
      className={[
        CHECKBOX_CLASSES.root,
        'mantine-Checkbox-root',
        CHECKBOX_CLASSES.inlineRoot,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`${CHECKBOX_CLASSES.inlineBody} mantine-Checkbox-body`}>
        <div
          className={`${CHECKBOX_CLASSES.inner} mantine-Checkbox-inner`}
          data-label-position="right"
        >
          <input
            className={`mantine-focus-auto ${CHECKBOX_CLASSES.input} mantine-Checkbox-input`}
            data-with-error-styles="true"
            {...others}
            checked={checked}
            disabled={disabled}
            type="checkbox"
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            aria-hidden
            className={`${CHECKBOX_CLASSES.icon} mantine-Checkbox-icon`}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div
          className={`${CHECKBOX_CLASSES.inlineLabelWrapper} mantine-Checkbox-labelWrapper`}
          data-disabled={disabled || undefined}
        />
      </div>
    </div>
  );
}
