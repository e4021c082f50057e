import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { cellContent } from '../../components/data-table';
import { Money } from '../../components/money';
import { totalsOf } from '../../components/table-model';
import { formatCount } from '../../lib/format';
import { orderedRows, type Named, type StoreTableSpec } from './store-table';
import listClasses from '../../components/plain-list.module.css';
import classes from './statement.module.css';

interface StoreCardsProps<R extends object> {
  spec: StoreTableSpec<R>;
  rows: readonly R[];
  names: ReadonlyMap<string, string>;
  /** The figures shown, when not every column (as the table's `shown`). */
  shown?: ((rows: readonly Named<R>[]) => StoreTableSpec<R>['columns']) | undefined;
  highlight?: ((row: Named<R>) => boolean) | undefined;
}

/**
 * A per-store table on a phone: a card per store with each of its figures under its name, and the
 * totals last. The table there showed the store alone, its figures off the side of the screen.
 * In the table's default order (its sort is the table's, on a wider screen).
 */
export function StoreCards<R extends object>({
  spec,
  rows,
  names,
  shown,
  highlight,
}: StoreCardsProps<R>) {
  const named = useMemo(() => orderedRows(spec, names, rows, ''), [spec, names, rows]);
  const columns = useMemo(() => shown?.(named) ?? spec.columns, [shown, named, spec]);
  const totals = useMemo(() => totalsOf(named, columns), [named, columns]);
  const [store, ...figures] = columns;
  return (
    <ul aria-label={spec.caption} className={listClasses.list} data-store-cards>
      {named.map((row) => {
        const flagged = highlight?.(row) ?? false;
        return (
          <li
            key={spec.storeId(row)}
            aria-label={row.name}
            data-row={spec.storeId(row)}
            className={flagged ? `${classes.card} ${classes.flagged}` : classes.card}
          >
            <Text component="div" fw={700} size="sm">
              {store ? cellContent(store, row) : row.name}
            </Text>
            <dl className={classes.figures}>
              {figures.map((column) => (
                <div key={column.id} data-column={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{cellContent(column, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
      <li aria-label="Total" className={classes.card} data-totals>
        <Text component="div" fw={700} size="sm">
          Total ({formatCount(named.length)} stores)
        </Text>
        <dl className={classes.figures}>
          {figures.flatMap((column) => {
            const total = totals.get(column.id);
            if (total === undefined) return [];
            return (
              <div key={column.id} data-column={column.id}>
                <dt>{column.header}</dt>
                <dd>
                  {column.kind === 'money' ? <Money cents={total} fw={700} /> : formatCount(total)}
                </dd>
              </div>
            );
          })}
        </dl>
      </li>
    </ul>
  );
}
