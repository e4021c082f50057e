/** Axis and grid styling through Mantine's variables, so charts read in both colour schemes. */
export const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
export const AXIS_LINE = { stroke: 'var(--mantine-color-default-border)' };
export const GRID_STROKE = 'var(--mantine-color-default-border)';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const compactMoney = (dollars: number) => compact.format(dollars);
