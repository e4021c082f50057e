import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import classes from './plain-badge.module.css';

/*
 * The app's badges: a span drawn by plain-badge.module.css on Mantine's CSS variables, as
 * Mantine's Badge draws one at its default size. A page of reviews or disputes draws one to four
 * a row; Mantine's Badge is three components a badge (Badge, Box, its label), which were a tenth
 * of those pages' renders (docs/performance.md).
 */

type Variant = 'dot' | 'light' | 'filled' | 'outline';

/** A theme colour's CSS variable: `red.9` a shade, `teal` the colour's own for the variant. */
const colorVar = (color: string, kind: 'filled' | 'light' | 'light-color' | 'outline') => {
  const [name, shade] = color.split('.');
  return shade === undefined
    ? `var(--mantine-color-${name}-${kind})`
    : `var(--mantine-color-${name}-${shade})`;
};

/** The variant's colours, as Mantine's variant colour resolver gives them. */
const variantVars = (variant: Variant, color: string): Record<string, string> => {
  switch (variant) {
    case 'dot':
      return { '--badge-dot': colorVar(color, 'filled') };
    case 'filled':
      return {
        '--badge-bg': colorVar(color, 'filled'),
        '--badge-color': 'var(--mantine-color-white)',
      };
    case 'light':
      return {
        '--badge-bg': colorVar(color, 'light'),
        '--badge-color': colorVar(color, 'light-color'),
      };
    case 'outline':
      return {
        '--badge-bg': 'transparent',
        '--badge-bd': colorVar(color, 'outline'),
        '--badge-color': colorVar(color, 'outline'),
      };
  }
};

export interface PlainBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'color'> {
  variant: Variant;
  /** A theme colour (`teal`) or one of its shades (`red.9`). */
  color: string;
  /** In capitals as Mantine's badges are (default), or as written. */
  textCase?: 'upper' | 'as-written';
  weight?: 'bold' | 'medium';
  /** Mantine's default size (md), or its `lg`. */
  size?: 'md' | 'lg';
  /** The body text colour instead of the variant's (a light badge whose shade is below AA). */
  bodyText?: boolean;
  children: ReactNode;
}

/** A short label in a pill: a status, a channel, a count of days. */
export function PlainBadge({
  variant,
  color,
  textCase = 'upper',
  weight = 'bold',
  bodyText = false,
  size = 'md',
  style,
  className,
  ...props
}: PlainBadgeProps) {
  const vars = variantVars(variant, color);
  if (bodyText) vars['--badge-color'] = 'var(--mantine-color-text)';
  return (
    <span
      {...props}
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-variant={variant}
      data-case={textCase === 'upper' ? undefined : textCase}
      data-weight={weight === 'bold' ? undefined : weight}
      data-size={size === 'md' ? undefined : size}
      style={{ ...(vars as CSSProperties), ...style }}
    />
  );
}
