import { Text, type TextProps } from '@mantine/core';
import { formatCents, toCents } from '../lib/format';

type MoneyProps = Omit<TextProps, 'children'> &
  ({ dollars: number; cents?: never } | { cents: number; dollars?: never });

/** An amount in US dollars; pass `cents` for sums already made in integer cents. */
export function Money({ dollars, cents, ...props }: MoneyProps) {
  const value = cents ?? toCents(dollars ?? 0);
  return (
    <Text span inherit ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }} {...props}>
      {formatCents(value)}
    </Text>
  );
}
