import type { ReactNode } from 'react';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1, its purpose in a sentence, and page-level actions (plain elements). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={classes.text}>
        <h1 className={classes.title} tabIndex={-1}>
          {title}
        </h1>
        {description && <p className={classes.description}>{description}</p>}
      </div>
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  );
}
