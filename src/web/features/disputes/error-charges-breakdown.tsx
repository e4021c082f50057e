import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { DisputedOrder } from '../../../contract/disputes';
import { TableFrame } from '../../components/data-table';
import { SectionHeading } from '../../components/section-heading';
import { StatGrid } from '../../components/stat-grid';
import {
  CHARGE_OUTCOMES,
  chargeOutcomes,
  chargesByCategory,
  type ChargeGroup,
  type OutcomeTotals,
} from '../../entities/dispute/charge-outcomes';
import { ERROR_CHARGES_SECTION } from '../../entities/dispute/store-charges-link';
import { channelLabel } from '../../lib/channels';
import { issueName } from '../../lib/display-names';
import { formatCents, formatCountOf } from '../../lib/format';
import { writeSearch } from '../../lib/url-state';
import { disputesPageShape } from './disputes-loader';
import classes from './dispute-matrix.module.css';
import own from './error-charges-breakdown.module.css';

const right = { textAlign: 'right' } as const;
const rightBold = { ...right, fontWeight: 700 } as const;

const amount = (totals: OutcomeTotals, id: keyof OutcomeTotals) =>
  totals[id].count === 0 ? '–' : formatCents(totals[id].cents);

/**
 * Where the error charges of the filters went: each in exactly one outcome, so the outcomes add
 * up to the finance page's error charges; then by error category and marketplace, each row
 * opening its orders in the list below. The finance page's stores link here (`#error-charges`).
 */
export function ErrorChargesBreakdown({ orders }: { orders: readonly DisputedOrder[] }) {
  const totals = useMemo(() => chargeOutcomes(orders), [orders]);
  const groups = useMemo(() => chargesByCategory(orders), [orders]);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // Mounted once the orders are in: a link to this section lands on it then, not before.
  useEffect(() => {
    if (hash === `#${ERROR_CHARGES_SECTION}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const linkTo = (group: ChargeGroup) =>
    `?${writeSearch(params, disputesPageShape, {
      category: group.category,
      marketplace: group.channel,
      status: 'all',
      page: 1,
    }).toString()}`;
  return (
    <Paper
      component="section"
      ref={section}
      id={ERROR_CHARGES_SECTION}
      aria-labelledby="error-charges-title"
      withBorder
      p="md"
      className={own.section}
      data-charge-outcomes
    >
      <Stack gap="sm">
        <SectionHeading
          id="error-charges-title"
          title="Where the error charges went"
          description="Every error charge of these filters, each in one place: together they are the finance page's error charges."
        />
        <StatGrid
          label="Error charges by outcome"
          cols={{ base: 2, sm: 4, lg: 7 }}
          stats={[
            {
              label: 'Error charges',
              value: formatCents(totals.total.cents),
              note: formatCountOf(totals.total.count, 'order'),
            },
            ...CHARGE_OUTCOMES.map((outcome) => ({
              label: outcome.label,
              value: formatCents(totals[outcome.id].cents),
              note: `${formatCountOf(totals[outcome.id].count, 'order')}, ${outcome.note}`,
            })),
          ]}
        />
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            No error charges for these filters.
          </Text>
        ) : (
          <TableFrame caption="Error charges by error category and marketplace" minWidth={920}>
            <thead>
              <tr>
                <th>Error category and marketplace</th>
                {CHARGE_OUTCOMES.map((outcome) => (
                  <th key={outcome.id} style={right}>
                    {outcome.label}
                  </th>
                ))}
                <th style={right}>Total</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr
                  key={`${group.category}:${group.channel}`}
                  data-charge-group={`${group.category}:${group.channel}`}
                >
                  <th scope="row">
                    <Link to={linkTo(group)} className={`mantine-focus-auto ${classes.cell}`}>
                      {issueName(group.category)}
                      <span className={`${classes.xs} ${classes.line} ${own.note}`}>
                        {channelLabel(group.channel)} ·{' '}
                        {formatCountOf(group.totals.total.count, 'order')}
                      </span>
                    </Link>
                  </th>
                  {CHARGE_OUTCOMES.map((outcome) => (
                    <td key={outcome.id} style={right}>
                      {amount(group.totals, outcome.id)}
                    </td>
                  ))}
                  <td style={rightBold}>{formatCents(group.totals.total.cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-totals>
                <th scope="row">All</th>
                {CHARGE_OUTCOMES.map((outcome) => (
                  <td key={outcome.id} style={rightBold}>
                    {formatCents(totals[outcome.id].cents)}
                  </td>
                ))}
                <td style={rightBold}>{formatCents(totals.total.cents)}</td>
              </tr>
            </tfoot>
          </TableFrame>
        )}
      </Stack>
    </Paper>
  );
}
