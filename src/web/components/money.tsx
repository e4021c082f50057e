import { Text, type TextProps } from '@mantine/core';
import { formatCents, toCents } from '../lib/format';
import classes from './money.module.css';

type MoneyProps = Omit<TextProps, 'children'> &
  ({ dollars: number; cents?: never } | { cents: number; dollars?: never });

/**
 * An amount in cents as a bare money cell draws it: a plain span, no component (a table's money
 * cells call it, hundreds a page).
 */
export const plainMoney = (cents: number) => (
  <span className={classes.money}>{formatCents(cents)}</span>
);

/** An amount in US dollars; pass `cents` for sums already made in integer cents. */
export function Money({ dollars, cents, ...props }: MoneyProps) {
  const value = cents ?? toCents(dollars ?? 0);
  // A bare amount (every money cell of every table: hundreds on a statement) is a plain span: a
  // Mantine `Text` resolving its style props was a tenth of the statement's longest task on a
  // slow phone. With props of its own (a weight, a size), the component.
  if (Object.keys(props).length === 0) return plainMoney(value);
  return (
    <Text span inherit ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }} {...props}>
      {formatCents(value)}
    </Text>
  );
}
