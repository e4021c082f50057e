import type { ReactNode } from 'react';
import classes from './busy-region.module.css';

interface BusyRegionProps {
  /** New figures are on their way: what shows is the previous answer. */
  busy: boolean;
  children: ReactNode;
}

/**
 * Keeps the previous figures on screen, dimmed and marked busy, while the new ones load (after a
 * filter change), so the page never blanks and nothing jumps. It has no box of its own
 * (`display: contents`), so wrapping changes no layout.
 */
export function BusyRegion({ busy, children }: BusyRegionProps) {
  return (
    <div className={classes.region} data-busy={busy || undefined} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
