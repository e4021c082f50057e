import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** e.g. a "Clear search" button */
  action?: ReactNode;
}

/**
 * Nothing to show — said plainly, with the way out when there is one. Mantine's EmptyState in
 * look (empty-state.module.css), as plain elements: its code was on every page's first paint.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={classes.root}>
      <div className={classes.indicator}>
        <IconInbox size={32} aria-hidden />
      </div>
      <div className={classes.body}>
        <div className={classes.title}>{title}</div>
        {description && <p className={classes.description}>{description}</p>}
        {action && <div className={classes.actions}>{action}</div>}
      </div>
    </div>
  );
}
