import classes from './table.module.css';

/** The class that keeps a wide table's first column in view when it scrolls sideways. */
export const stickyFirstColumn = classes.stickyFirst;
