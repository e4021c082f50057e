/**
 * The finance charts' shared setup. Colours go through Mantine's variables, so the charts read in
 * both colour schemes. Tick intervals are fixed rather than left to recharts, which would measure
 * every label in the DOM to find which ones fit.
 */
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

/** Width of the money axis on the left of each chart. */
const Y_AXIS_WIDTH = 64;

const NO_LINES = (): number[] => [];

/**
 * The horizontal grid behind the bars. With no vertical lines, no vertical coordinates either:
 * recharts would otherwise work them out from the category labels, measuring each in the DOM.
 */
export const GRID_PROPS = {
  vertical: false,
  verticalCoordinatesGenerator: NO_LINES,
  stroke: GRID_STROKE,
  strokeDasharray: '3 3',
} as const;

/** The money axis: a handful of compact ticks, every one shown. */
export const MONEY_AXIS_PROPS = {
  tick: AXIS_TICK,
  axisLine: false,
  tickLine: false,
  tickFormatter: compactMoney,
  width: Y_AXIS_WIDTH,
  interval: 0,
} as const;

/** The category axis under the bars. */
export const CATEGORY_AXIS_PROPS = {
  tick: AXIS_TICK,
  axisLine: AXIS_LINE,
  tickLine: false,
} as const;

/** The tooltip frame: no animation, the hovered band highlighted. */
export const TOOLTIP_PROPS = {
  cursor: { fill: 'var(--mantine-color-default-hover)' },
  isAnimationActive: false,
} as const;

/**
 * Which category labels to show so that each has about `spacing` pixels: recharts' `interval`,
 * the number of labels skipped between two shown.
 */
export const labelInterval = (
  count: number,
  chartWidth: number,
  spacing = 64,
  sideMargins = 16,
): number => Math.max(0, Math.ceil((count * spacing) / plotWidth(chartWidth, sideMargins)) - 1);

/** The width left for the bars: the chart less the money axis and the side margins. */
export const plotWidth = (chartWidth: number, sideMargins = 16): number =>
  Math.max(1, chartWidth - Y_AXIS_WIDTH - sideMargins);
