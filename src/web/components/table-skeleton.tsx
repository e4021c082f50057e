import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ColumnGrid } from './column-grid';
import classes from './table-skeleton.module.css';

const Bone = ({ style }: { style: CSSProperties }) => (
  <div className={classes.bone} style={style} />
);

interface TableSkeletonProps {
  rows?: number;
  label?: string;
}

/** Placeholder rows while a table loads; announced once to screen readers. */
export function TableSkeleton({ rows = 8, label = 'Loading…' }: TableSkeletonProps) {
  return (
    <div className={`${classes.rows} ${classes.pulse}`} aria-busy="true" role="status">
      <span className={classes.srOnly}>{label}</span>
      <Bone style={{ height: 36 }} />
      {Array.from({ length: rows }, (_, index) => (
        <Bone key={index} style={{ height: 28, opacity: 1 - index * (0.6 / rows) }} />
      ))}
    </div>
  );
}

interface FiguresSkeletonProps {
  /** How many figure cards the page shows (its headline figures or summary). */
  count: number;
  label?: string;
}

/** Placeholder cards for a row of headline figures, the shape of the figures to come. */
export function FiguresSkeleton({ count, label }: FiguresSkeletonProps) {
  return (
    <ColumnGrid
      cols={{ base: 2, sm: Math.min(count, 4), lg: count }}
      spacing="sm"
      className={classes.pulse}
      aria-hidden={!label}
    >
      {label && (
        <span className={classes.srOnly} role="status">
          {label}
        </span>
      )}
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          <Bone style={{ height: 12, width: '55%' }} />
          <Bone style={{ height: 22, width: '70%', marginTop: 10 }} />
        </div>
      ))}
    </ColumnGrid>
  );
}

/** Said while a first load is being retried after a failure, so a slow page is not a mystery. */
export function StillTrying() {
  return (
    <Text size="sm" c="dimmed" role="status">
      Taking longer than usual: trying again…
    </Text>
  );
}
