// Loaded on its own by `LazyTooltip` (upgraded.tsx): a static import keeps the rest of Mantine out.
export { Tooltip } from '@mantine/core';
