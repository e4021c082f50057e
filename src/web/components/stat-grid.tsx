import type { ReactNode } from 'react';
import { ColumnGrid, type Columns } from './column-grid';
import classes from './stat-grid.module.css';

export interface Stat {
  label: string;
  /** Already formatted (`$1,234.00`, `12.5%`, `…` while loading). */
  value: string;
  note?: ReactNode;
}

interface StatGridProps {
  /** The list's accessible name, e.g. "Disputes summary". */
  label: string;
  stats: readonly Stat[];
  cols: Columns;
}

/** A page's summary figures: a list of cards, each its label, value and an optional note (plain elements). */
export function StatGrid({ label, stats, cols }: StatGridProps) {
  return (
    <ColumnGrid component="ul" aria-label={label} cols={cols} spacing="sm">
      {stats.map((stat) => (
        <li key={stat.label} className={classes.card} aria-label={stat.label}>
          <p className={classes.label}>{stat.label}</p>
          <p className={classes.value} data-stat={stat.label}>
            {stat.value}
          </p>
          {stat.note && <p className={classes.note}>{stat.note}</p>}
        </li>
      ))}
    </ColumnGrid>
  );
}
