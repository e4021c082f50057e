import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { EstimateVsActualRow } from '../../../contract/finance';
import { Money } from '../../components/money';
import { toCents } from '../../lib/format';
import { storeName } from '../../entities/finance/finance-scope';
import { storeChargesLink } from '../../entities/dispute/store-charges-link';

/** Stores listed here; the rest are counted (the estimate table below has them all). */
const SHOWN = 8;

/**
 * "Which store lost most to error charges?": stores with a charge, the largest loss first, each
 * opening why it lost them (by outcome, category and marketplace, with the orders).
 */
export function ErrorChargesByStore({
  rows,
  names,
}: {
  rows: readonly EstimateVsActualRow[];
  names: ReadonlyMap<string, string>;
}) {
  const stores = useMemo(
    () =>
      rows
        .map((row) => ({
          id: row.store,
          name: storeName(names, row.store),
          cents: toCents(row.difference.errorCharges.total),
        }))
        .filter((store) => store.cents !== 0)
        // Charges are negative: the most negative (the largest loss) first.
        .sort((a, b) => a.cents - b.cents || a.name.localeCompare(b.name)),
    [rows, names],
  );
  const [current] = useSearchParams();
  const largest = Math.abs(stores[0]?.cents ?? 0);
  const totalCents = stores.reduce((sum, store) => sum + store.cents, 0);
  return (
    <section aria-labelledby="error-charges-title" data-error-charges>
      <Group justify="space-between" mb="xs">
        <Text id="error-charges-title" component="h3" fw={700}>
          Error charges by store
        </Text>
        <Money cents={totalCents} fw={700} />
      </Group>
      {stores.length === 0 ? (
        <Text size="sm" c="dimmed">
          No error charges in this period.
        </Text>
      ) : (
        <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {stores.slice(0, SHOWN).map((store) => (
            <li key={store.id} data-store={store.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={storeChargesLink(current, store.id)}
                  size="sm"
                  truncate
                >
                  {store.name}
                </Anchor>
                <Money cents={store.cents} size="sm" />
              </Group>
              <Progress
                value={largest === 0 ? 0 : (Math.abs(store.cents) / largest) * 100}
                color="orange"
                size="sm"
                aria-hidden
              />
            </li>
          ))}
          {stores.length > SHOWN && (
            <Text component="li" size="xs" c="dimmed">
              and {stores.length - SHOWN} more stores, in the estimated versus actual table below
            </Text>
          )}
        </Stack>
      )}
    </section>
  );
}
