// Loaded on its own by `LazyTooltip` (lazy-tooltip.ts): a static import keeps the rest of Mantine out.
export { Tooltip } from '@mantine/core';
